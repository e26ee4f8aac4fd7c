import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITIES } from '../../domain/communities.ts';
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

  it('answers unknown /api routes with the JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const r = await t.call(method, '/api/nothing-here', { as: 'admin' });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'not_found', message: 'errors.notFound' });
    }
  });
});
