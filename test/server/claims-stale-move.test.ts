import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A step move sent from a page showing an older claim must not advance the claim a second time. */
describe('claim moves carry the version the member saw', () => {
  it('a next or fail with a stale version is a 409 and changes nothing', async () => {
    const claim = await t.db
      .selectFrom('claims')
      .select(['id', 'version', 'step', 'status'])
      .where('status', 'not in', ['solved', 'failed'])
      .where('step', '<', 3)
      .executeTakeFirstOrThrow();
    const first = await t.call('POST', `/api/claims/${claim.id}/next`, {
      as: 'admin',
      body: { version: claim.version },
    });
    expect(first.statusCode).toBe(200);
    for (const op of ['next', 'fail']) {
      const stale = await t.call('POST', `/api/claims/${claim.id}/${op}`, {
        as: 'admin',
        body: { version: claim.version },
      });
      expect(stale.statusCode).toBe(409);
    }
    const after = await t.db
      .selectFrom('claims')
      .select(['step'])
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(after.step).toBe(claim.step + 1);
    const bad = await t.call('POST', `/api/claims/${claim.id}/next`, { as: 'admin', body: { version: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});
