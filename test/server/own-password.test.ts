import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { LIVE_CLOSE } from '../../domain/live-messages.ts';
import { ROLES, type Role } from '../../domain/roles.ts';
import { build } from '../../server/app.ts';
import { type TestApp, testApp } from './helpers.ts';
import { isType, LiveClient, liveUrlOf, makeOffer } from './live-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
let b: FastifyInstance;
let urlB: string;
beforeAll(async () => {
  t = await testApp();
  b = await build({ databaseUrl: t.url });
  urlB = await liveUrlOf(b);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const OLD = 'the first password';
/** A fresh member of that role (made by the super-admin, who may make any). */
async function member(role: Role) {
  const email = `${randomBytes(5).toString('hex')}@example.com`;
  const made = await t.call('POST', '/api/users', {
    as: 'super-admin',
    body: { name: 'Member', email, role, communities: [COMMUNITY_IDS.kitchen], password: OLD },
  });
  if (made.statusCode !== 201) throw new Error(`${role}: ${made.statusCode} ${made.body}`);
  return { id: made.json().id as string, email };
}
const change = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/auth/password', { token, body });

describe('a member changing his own password', () => {
  it('works for every role, with the current password; the new one signs in, the old one not', async () => {
    for (const role of ROLES.filter((r) => r !== 'super-admin')) {
      const m = await member(role);
      const s = await t.login(m.email, OLD);
      const r = await change(s.token, { currentPassword: OLD, newPassword: `new for ${role}` });
      expect(r.statusCode, role).toBe(204);
      await t.login(m.email, `new for ${role}`);
      const old = await t.call('POST', '/api/auth/login', { body: { email: m.email, password: OLD } });
      expect(old.statusCode, role).toBe(401);
    }
  });

  it('is refused with a wrong current password (400 naming currentPassword) or a short new one', async () => {
    const m = await member('logistic');
    const s = await t.login(m.email, OLD);
    const wrong = await change(s.token, { currentPassword: 'not it at all', newPassword: 'whatever long' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'validation.wrongCurrentPassword' });
    const short = await change(s.token, { currentPassword: OLD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: 'validation.passwordTooShort' });
    expect((await change(s.token, { newPassword: 'whatever long' })).statusCode).toBe(400);
    // nothing changed
    await t.login(m.email, OLD);
  });

  it('ends his other sessions (refresh tokens and sockets), keeps this one', async () => {
    const m = await member('customer-hero');
    const here = await t.login(m.email, OLD);
    const there = await t.login(m.email, OLD);
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 5, price: 100 }],
    });
    const c = await LiveClient.open(urlB);
    c.send({ type: 'offer', offerId: offer.id, token: there.token });
    await c.next(isType('ack'));
    expect(
      (await change(here.token, { currentPassword: OLD, newPassword: 'a brand new one' })).statusCode,
    ).toBe(204);
    expect(await c.closed(15_000)).toBe(LIVE_CLOSE.unauthorized);
    const renew = await t.call(
      'POST',
      `/api/auth/login?refreshToken=${encodeURIComponent(there.refreshToken)}`,
    );
    expect(renew.statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: there.token })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: here.token })).statusCode).toBe(200);
    const mine = await t.call(
      'POST',
      `/api/auth/login?refreshToken=${encodeURIComponent(here.refreshToken)}`,
    );
    expect(mine.statusCode).toBe(200);
  });
});

describe('the team form', () => {
  it("no longer changes one's own password (no current password there), admins included", async () => {
    for (const role of ['admin', 'product-manager'] as const) {
      const m = await member(role);
      const s = await t.login(m.email, OLD);
      const r = await t.call('PUT', `/api/users/${m.id}`, {
        token: s.token,
        body: { password: 'set without old', version: await versionNow(t, `/api/users/${m.id}`) },
      });
      expect(r.statusCode, role).toBe(403);
      expect(r.json().fields, role).toEqual({ password: 'validation.ownPasswordInProfile' });
      await t.login(m.email, OLD);
    }
  });

  it("still lets an admin reset ANOTHER member's password", async () => {
    const m = await member('finance');
    const r = await t.call('PUT', `/api/users/${m.id}`, {
      as: 'admin',
      body: { password: 'reset by admin', version: await versionNow(t, `/api/users/${m.id}`) },
    });
    expect(r.statusCode).toBe(200);
    await t.login(m.email, 'reset by admin');
  });
});
