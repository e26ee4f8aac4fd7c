import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CELLAR_COMMUNITY_ID, COMMUNITIES } from '../../domain/communities.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('answers health once the database is reachable, without a token', async () => {
    const r = await t.call('GET', '/api/health');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true });
  });

  it('lists the five communities with their fixed ids to any signed-in role', async () => {
    const r = await t.call('GET', '/api/communities', { as: 'designer' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual(COMMUNITIES.map((c) => ({ id: c.id, key: c.key, name: c.name })));
  });

  it('narrows the communities with a filter on id, key or name', async () => {
    const get = (filter: unknown) =>
      t.call('GET', `/api/communities?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
        as: 'designer',
      });
    const ids = async (filter: unknown) => {
      const r = await get(filter);
      expect(r.statusCode).toBe(200);
      return (r.json() as { id: string }[]).map((c) => c.id);
    };
    expect(await ids({ key: 'cellar' })).toEqual([CELLAR_COMMUNITY_ID]);
    expect(await ids({ name: '酒窖' })).toEqual([CELLAR_COMMUNITY_ID]);
    expect(await ids({ name: 'CELL' })).toEqual([CELLAR_COMMUNITY_ID]);
    expect(await ids({ id: [COMMUNITIES[0].id, COMMUNITIES[1].id] })).toEqual([
      COMMUNITIES[0].id,
      COMMUNITIES[1].id,
    ]);
    expect(await ids({})).toEqual(COMMUNITIES.map((c) => c.id));
    const bogus = await get({ bogus: 1 });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().fields).toEqual({ 'filter.bogus': 'errors.unknownFilter' });
    const sorted = await t.call('GET', '/api/communities?sort=["key","ASC"]', { as: 'designer' });
    expect(sorted.statusCode).toBe(400);
  });

  it('answers unknown /api routes with the JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const r = await t.call(method, '/api/nothing-here', { as: 'admin' });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'not_found', message: 'errors.notFound' });
    }
  });
});
