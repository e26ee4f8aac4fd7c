import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { User } from '../../domain/users/schema.ts';
import { cellsCalls } from './cells-calls.ts';
import { type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

/**
 * Nobody gives a role whose rights exceed his own (docs/permissions.md): a product-manager who
 * could create a finance member with a password of his choosing would sign in as him and refund.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const body = (role: string) => ({
  name: 'Ceiling',
  email: `ceiling-${randomUUID().slice(0, 8)}@comptoir.cn`,
  role,
  communities: [COMMUNITY_IDS.kitchen],
  password: 'chosen by the creator',
});
const REFUSED = { message: 'errors.roleAboveOwn', fields: { role: 'validation.roleAboveOwn' } };

describe('the role ceiling', () => {
  it.each(['finance', 'community-manager', 'customer-hero'])(
    'a product-manager neither creates a %s nor moves a member to it',
    async (role) => {
      const made = await t.call('POST', '/api/users', { as: 'product-manager', body: body(role) });
      expect(made.statusCode).toBe(403);
      expect(made.json()).toMatchObject(REFUSED);
      const designer = await t.call('POST', '/api/users', { as: 'product-manager', body: body('designer') });
      expect(designer.statusCode).toBe(201);
      const id = designer.json().id as string;
      const moved = await t.call('PUT', `/api/users/${id}`, {
        as: 'product-manager',
        body: { role, version: await versionNow(t, `/api/users/${id}`) },
      });
      expect(moved.statusCode).toBe(403);
      expect(moved.json()).toMatchObject(REFUSED);
      const cells = cellsCalls<User>(t, '/api/users/cells', 'user');
      expect(await cells.one('product-manager', designer.json(), { role })).toMatchObject({
        ok: false,
        field: 'role',
      });
      const row = await t.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('designer');
    },
  );

  it('a product-manager gives the roles within his own, the admins give any', async () => {
    for (const role of ['logistic', 'designer', 'product-manager'])
      expect(
        (await t.call('POST', '/api/users', { as: 'product-manager', body: body(role) })).statusCode,
      ).toBe(201);
    for (const role of ['finance', 'community-manager', 'customer-hero', 'admin'])
      expect((await t.call('POST', '/api/users', { as: 'admin', body: body(role) })).statusCode).toBe(201);
  });
});
