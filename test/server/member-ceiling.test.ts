import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { User } from '../../domain/users/schema.ts';
import { cellsCalls } from './cells-calls.ts';
import { demoEmail, type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

/**
 * A member is edited only by one who may give his current role (docs/permissions.md): a
 * product-manager who re-e-mailed a finance member, or demoted him, would take over or undo an
 * account above his own rights.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const REFUSED = { message: 'errors.memberAboveOwn' };

async function member(role: string): Promise<User> {
  const r = await t.call('POST', '/api/users', {
    as: 'admin',
    body: {
      name: `Above ${role}`,
      email: `above-${randomUUID().slice(0, 8)}@comptoir.cn`,
      role,
      communities: [COMMUNITY_IDS.kitchen],
      password: 'chosen by the admin',
    },
  });
  expect(r.statusCode).toBe(201);
  return r.json() as User;
}

const put = async (id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/api/users/${id}`, {
    as: 'product-manager',
    body: { ...body, version: await versionNow(t, `/api/users/${id}`) },
  });

describe('the member ceiling', () => {
  it.each(['finance', 'community-manager', 'customer-hero'])(
    'a product-manager changes nothing of a %s member',
    async (role) => {
      const m = await member(role);
      const changes = [
        { name: 'Renamed' },
        { email: `taken-${randomUUID().slice(0, 8)}@comptoir.cn` },
        { role: 'logistic' },
        { city: 'Guangzhou' },
        { communities: [COMMUNITY_IDS.kitchen] },
      ];
      for (const change of changes) {
        const r = await put(m.id, change);
        expect(r.statusCode, JSON.stringify(change)).toBe(403);
        expect(r.json()).toMatchObject(REFUSED);
      }
      const cells = cellsCalls<User>(t, '/api/users/cells', 'user');
      const fresh = (await t.call('GET', `/api/users/${m.id}`, { as: 'admin' })).json() as User;
      for (const set of [{ name: 'Cell renamed' }, { role: 'designer' }, { city: 'Guangzhou' }])
        expect(await cells.one('product-manager', fresh, set)).toMatchObject({
          ok: false,
          status: 403,
          message: 'cells.locked.aboveOwn',
        });
      const row = await t.db
        .selectFrom('users')
        .select(['name', 'email', 'role', 'city'])
        .where('id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name: m.name, email: m.email, role, city: m.city });
    },
  );

  it('a product-manager still edits the members within his rights, and himself', async () => {
    const d = await member('designer');
    expect((await put(d.id, { name: 'Designer renamed', role: 'logistic' })).statusCode).toBe(200);
    const me = (await t.login(demoEmail('product-manager'))).user;
    expect((await put(me.id, { name: 'PM renamed' })).statusCode).toBe(200);
  });

  it('an admin edits a finance member', async () => {
    const f = await member('finance');
    const r = await t.call('PUT', `/api/users/${f.id}`, {
      as: 'admin',
      body: { name: 'Finance renamed', version: f.version },
    });
    expect(r.statusCode).toBe(200);
  });
});
