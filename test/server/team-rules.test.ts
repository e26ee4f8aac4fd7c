import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { DEMO_PASSWORD, demoEmail, type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const { kitchen, garden, farm, cellar, petCorner } = COMMUNITY_IDS;
const ALL = [kitchen, garden, farm, cellar, petCorner];
// the demo product-manager has kitchen, garden, farm and cellar, not the pet corner
const pmId = demoUserId(demoEmail('product-manager'));
// a member within the product-manager's rights (he may give logistic): the rules below are the only ones in play
const memberId = demoUserId(demoEmail('logistic'));
// every update is made from the member's current version: these tests are about access, not staleness
const put = async (
  as: 'product-manager' | 'admin' | 'super-admin',
  id: string,
  body: Record<string, unknown>,
) =>
  t.call('PUT', `/api/users/${id}`, {
    as,
    body: { ...body, version: await versionNow(t, `/api/users/${id}`) },
  });

describe('team rules against widening one’s own rights', () => {
  it('nobody changes his own communities or role, the admins included', async () => {
    const own = await put('product-manager', pmId, { communities: ALL });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      error: 'forbidden',
      message: 'errors.cannotChangeOwnAccess',
      fields: { communities: 'validation.cannotChangeOwnAccess' },
    });
    const role = await put('product-manager', pmId, { role: 'finance' });
    expect(role.json().fields).toEqual({ role: 'validation.cannotChangeOwnAccess' });
    const adminId = demoUserId(demoEmail('admin'));
    expect((await put('admin', adminId, { role: 'product-manager' })).statusCode).toBe(403);
    expect((await put('admin', adminId, { communities: [kitchen] })).statusCode).toBe(403);
    const after = await t.db
      .selectFrom('users')
      .select(['role', 'communities'])
      .where('id', '=', pmId)
      .executeTakeFirstOrThrow();
    expect(after.role).toBe('product-manager');
    expect(new Set(after.communities)).toEqual(new Set([kitchen, garden, farm, cellar]));
  });

  it('saving one’s own form unchanged (same role, same communities in any order) is fine', async () => {
    const r = await put('product-manager', pmId, {
      name: 'Thomas L.',
      role: 'product-manager',
      communities: [cellar, farm, garden, kitchen],
    });
    expect(r.statusCode).toBe(200);
  });

  it('a product-manager grants only communities he has himself', async () => {
    const wide = await put('product-manager', memberId, { communities: ALL });
    expect(wide.statusCode).toBe(403);
    expect(wide.json()).toMatchObject({
      message: 'errors.cannotGrantCommunity',
      fields: { 'communities.4': 'validation.cannotGrantCommunity' },
    });
    const member = await t.db
      .selectFrom('users')
      .select(['role'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(member.role).toBe('logistic');
    // one of his own: granted
    expect(
      (await put('product-manager', memberId, { communities: [kitchen, garden, farm] })).statusCode,
    ).toBe(200);
    // a community the member already has stays, even one the product-manager lacks
    const zheng = demoUserId('zheng.li@comptoir.cn');
    expect(
      (await put('product-manager', zheng, { name: 'Zheng Li', communities: [cellar, petCorner] }))
        .statusCode,
    ).toBe(200);
    // on create as well
    const created = await t.call('POST', '/api/users', {
      as: 'product-manager',
      body: {
        name: 'New colleague',
        email: 'new.colleague@comptoir.cn',
        role: 'designer',
        communities: [petCorner],
        password: 'long enough password',
      },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().fields).toEqual({ 'communities.0': 'validation.cannotGrantCommunity' });
    // the admins grant any community
    expect((await put('admin', memberId, { communities: ALL })).statusCode).toBe(200);
  });

  it('a product-manager does not raise to product-manager a colleague with communities he lacks', async () => {
    const made = await t.call('POST', '/api/users', {
      as: 'admin',
      body: {
        name: 'Pet Keeper',
        email: 'pet.keeper@comptoir.cn',
        role: 'logistic',
        communities: [kitchen, petCorner],
        password: 'long enough password',
      },
    });
    expect(made.statusCode).toBe(201);
    // as product-manager he could grant the pet corner back to the one who raised him
    const raised = await put('product-manager', made.json().id, { role: 'product-manager' });
    expect(raised.statusCode).toBe(403);
    expect(raised.json()).toMatchObject({
      message: 'errors.cannotGrantCommunity',
      fields: { role: 'validation.cannotGrantCommunity' },
    });
    // another role, or within his own communities, is fine; the admins raise anyone
    expect((await put('product-manager', made.json().id, { role: 'designer' })).statusCode).toBe(200);
    const own = await put('product-manager', made.json().id, {
      role: 'product-manager',
      communities: [kitchen],
    });
    expect(own.statusCode).toBe(200);
    expect((await put('admin', made.json().id, { communities: [kitchen, petCorner] })).statusCode).toBe(200);
  });

  it('only super-admin and admin set another member’s password, which signs that member out', async () => {
    const session = await t.login(demoEmail('logistic'));
    const byPm = await put('product-manager', memberId, { password: 'taken over by pm' });
    expect(byPm.statusCode).toBe(403);
    expect(byPm.json()).toEqual({
      error: 'forbidden',
      message: 'errors.cannotSetPassword',
      fields: { password: 'validation.cannotSetPassword' },
    });
    await expect(t.login(demoEmail('logistic'), 'taken over by pm')).rejects.toThrow(/401/);
    // not his own either: that is the profile page's, with the current password
    expect((await put('product-manager', pmId, { password: DEMO_PASSWORD })).statusCode).toBe(403);

    const byAdmin = await put('admin', memberId, { password: 'set by the admin' });
    expect(byAdmin.statusCode).toBe(200);
    const me = await t.call('GET', '/api/auth/me', { token: session.token });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: `/api/auth/login?refreshToken=${encodeURIComponent(session.refreshToken)}`,
    });
    expect(refresh.statusCode).toBe(401);
    expect((await t.login(demoEmail('logistic'), 'set by the admin')).user.id).toBe(memberId);
  });
});
