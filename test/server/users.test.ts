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

const newMember = (over: Record<string, unknown> = {}) => ({
  name: 'Li Na',
  email: 'Li.Na@Comptoir.cn',
  role: 'customer-hero',
  city: 'Shanghai',
  communities: [COMMUNITY_IDS.kitchen],
  password: 'correct horse',
  ...over,
});

const auditOf = (id: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'user')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

describe('team members', () => {
  let id: string;

  // a customer-hero may refund, which a product-manager may not: the admins create him
  it('creates a member (201), e-mail lower-cased, audited with the actor and no hash', async () => {
    const r = await t.call('POST', '/api/users', { as: 'admin', body: newMember() });
    expect(r.statusCode).toBe(201);
    const u = r.json();
    id = u.id;
    expect(u).toMatchObject({
      name: 'Li Na',
      email: 'li.na@comptoir.cn',
      role: 'customer-hero',
      disabled: false,
    });
    expect(u).not.toHaveProperty('password');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'create',
      actor_id: demoUserId(demoEmail('admin')),
      before: null,
    });
    expect(entry?.after).toMatchObject({ email: 'li.na@comptoir.cn', password: 'set' });
    expect(JSON.stringify(entry)).not.toContain('scrypt');
    // the new member can sign in
    expect((await t.login('li.na@comptoir.cn', 'correct horse')).user.id).toBe(id);
  });

  it('refuses a taken e-mail, whatever its case, with 409 on the field', async () => {
    const r = await t.call('POST', '/api/users', {
      as: 'admin',
      body: newMember({ email: 'LI.NA@comptoir.cn' }),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      error: 'conflict',
      message: 'errors.emailTaken',
      fields: { email: 'validation.emailTaken' },
    });
  });

  it('validates with the domain schema', async () => {
    const r = await t.call('POST', '/api/users', {
      as: 'admin',
      body: newMember({ name: ' ', email: 'nope', password: 'short', role: 'super-admin', city: 'Paris' }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({
      name: 'validation.required',
      email: 'validation.invalidEmail',
      password: 'validation.passwordTooShort',
      role: 'validation.required',
      city: 'validation.invalid',
    });
    const noPw = await t.call('POST', '/api/users', {
      as: 'admin',
      body: newMember({ password: undefined }),
    });
    expect(noPw.json().fields).toEqual({ password: 'validation.required' });
    const badCommunity = await t.call('POST', '/api/users', {
      as: 'admin',
      body: newMember({ email: 'x@y.cn', communities: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(badCommunity.json().fields).toEqual({ 'communities.0': 'validation.unknownCommunity' });
  });

  it('edits, auditing only the changed fields; a password is recorded as "changed"', async () => {
    const r = await t.call('PUT', `/api/users/${id}`, {
      as: 'admin',
      body: {
        name: 'Li Na (Kitchen)',
        city: 'Shanghai',
        password: 'new password!',
        version: await versionNow(t, `/api/users/${id}`),
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().name).toBe('Li Na (Kitchen)');
    const entry = (await auditOf(id)).at(-1);
    expect(entry).toMatchObject({
      action: 'update',
      actor_id: demoUserId(demoEmail('admin')),
      before: { name: 'Li Na' },
      after: { name: 'Li Na (Kitchen)', password: 'changed' },
    });
    expect((await t.login('li.na@comptoir.cn', 'new password!')).user.name).toBe('Li Na (Kitchen)');
    // an empty password on edit means "unchanged"
    expect(
      (
        await t.call('PUT', `/api/users/${id}`, {
          as: 'admin',
          body: { password: '', version: await versionNow(t, `/api/users/${id}`) },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('reads one member for team editors only', async () => {
    expect((await t.call('GET', `/api/users/${id}`, { as: 'product-manager' })).json().id).toBe(id);
    expect((await t.call('GET', `/api/users/${id}`, { as: 'community-manager' })).statusCode).toBe(403);
    expect(
      (await t.call('GET', '/api/users/00000000-0000-4000-8000-000000000000', { as: 'admin' })).statusCode,
    ).toBe(404);
  });

  it('lets only super-admin and admin deactivate', async () => {
    const pm = await t.call('PUT', `/api/users/${id}`, {
      as: 'product-manager',
      body: { disabled: true, version: await versionNow(t, `/api/users/${id}`) },
    });
    expect(pm.statusCode).toBe(403);
    const session = await t.login('li.na@comptoir.cn', 'new password!');
    const r = await t.call('PUT', `/api/users/${id}`, {
      as: 'admin',
      body: { disabled: true, version: await versionNow(t, `/api/users/${id}`) },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().disabled).toBe(true);
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'deactivate', after: { disabled: true } });
    // out at once: the live token, the refresh token and a new login all fail
    expect((await t.call('GET', '/api/auth/me', { token: session.token })).statusCode).toBe(401);
    const refresh = await t.call('POST', `/api/auth/login?refreshToken=${session.refreshToken}`);
    expect(refresh.statusCode).toBe(401);
    const list = (await t.call('GET', '/api/users/details?range=[0,99]', { as: 'admin' })).json() as {
      id: string;
    }[];
    expect(list.some((u) => u.id === id)).toBe(false);
  });

  it('nobody deactivates himself', async () => {
    const self = demoUserId(demoEmail('admin'));
    const r = await t.call('PUT', `/api/users/${self}`, {
      as: 'admin',
      body: { disabled: true, version: await versionNow(t, `/api/users/${self}`) },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ disabled: 'validation.cannotDisableSelf' });
  });

  it('keeps super-admins out of reach of everyone but a super-admin', async () => {
    const sa = demoUserId(demoEmail('super-admin'));
    expect((await t.call('GET', `/api/users/${sa}`, { as: 'admin' })).statusCode).toBe(404);
    const seen = await t.call('GET', `/api/users/${sa}`, { as: 'super-admin' });
    expect(seen.statusCode).toBe(200);
    const version = seen.json().version;
    expect(
      (await t.call('PUT', `/api/users/${sa}`, { as: 'admin', body: { name: 'x', version } })).statusCode,
    ).toBe(404);
  });

  it('lets only admins make or edit admins', async () => {
    const make = await t.call('POST', '/api/users', {
      as: 'product-manager',
      body: newMember({ email: 'boss@comptoir.cn', role: 'admin' }),
    });
    expect(make.statusCode).toBe(403);
    const admin = demoUserId(demoEmail('admin'));
    const edit = await t.call('PUT', `/api/users/${admin}`, {
      as: 'product-manager',
      body: { city: 'Guangzhou', version: await versionNow(t, `/api/users/${admin}`) },
    });
    expect(edit.statusCode).toBe(403);
    const ok = await t.call('POST', '/api/users', {
      as: 'admin',
      body: newMember({ email: 'boss@comptoir.cn', role: 'admin' }),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('the demo accounts all sign in', async () => {
    for (const role of ['super-admin', 'admin', 'finance'] as const) {
      expect((await t.login(demoEmail(role), DEMO_PASSWORD)).user.role).toBe(role);
    }
  });
});
