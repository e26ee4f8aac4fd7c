import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const view = (over: Record<string, unknown> = {}) => ({
  list: 'orders',
  name: 'Mine',
  state: { filter: { paymentStatus: 'pending' }, sort: ['createdAt', 'DESC'] },
  ...over,
});

/**
 * Choosing a default view unsets the member's previous default of that list: a write to that view
 * too, so it raises its version (docs/api.md, "Edit conflicts"). A page (another tab) still
 * holding the old default at its old version must meet a 409, not make it the default again
 * over the newer choice without knowing.
 */
describe('saved views: the default moved to another view', () => {
  it('raises the version of the view that lost the default, and its stale save is a 409', async () => {
    const a = (
      await t.call('POST', '/api/views', { as: 'finance', body: view({ name: 'A', isDefault: true }) })
    ).json();
    const b = await t.call('POST', '/api/views', {
      as: 'finance',
      body: view({ name: 'B', isDefault: true }),
    });
    expect(b.statusCode).toBe(201);

    const all = (await t.call('GET', '/api/views?filter={"list":"orders"}', { as: 'finance' })).json();
    const aNow = all.find((x: { id: string }) => x.id === a.id);
    expect(aNow).toMatchObject({ isDefault: false, version: a.version + 1 });
    expect(new Date(aNow.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(a.updatedAt).getTime());

    // the other tab saves A as it showed it (the default, version 1): B's choice is not undone
    const stale = await t.call('PUT', `/api/views/${a.id}`, {
      as: 'finance',
      body: view({ name: 'A renamed', isDefault: true, version: a.version }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: 'errors.versionConflict', details: { isDefault: false } });
    const after = (await t.call('GET', '/api/views?filter={"list":"orders"}', { as: 'finance' })).json();
    expect(
      after.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { name: string }) => x.name),
    ).toEqual(['B']);
  });

  it('leaves a view that was no default untouched', async () => {
    const c = (await t.call('POST', '/api/views', { as: 'designer', body: view({ name: 'C' }) })).json();
    await t.call('POST', '/api/views', { as: 'designer', body: view({ name: 'D', isDefault: true }) });
    const all = (await t.call('GET', '/api/views?filter={"list":"orders"}', { as: 'designer' })).json();
    expect(all.find((x: { id: string }) => x.id === c.id)).toMatchObject({ version: c.version });
  });
});
