import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { LIVE_CLOSE } from '../../domain/live-messages.ts';
import { authenticate, openSessions } from '../../server/auth/sessions.ts';
import { loadSecret, signAccess, verifyAccess } from '../../server/auth/tokens.ts';
import { type TestApp, testApp } from './helpers.ts';
import { isType, LiveClient, makeOffer } from './live-fixtures.ts';
import { type SocketAlone, socketAlone } from './live-socket-alone.ts';

let t: TestApp;
let secret: Buffer;
let live: SocketAlone;
let url: string;
let offerId: string;

/**
 * The socket plugin on the test database with the real session checks and a 1 s heartbeat: a
 * socket that misses one pong is ended, and at 100 ms a loaded machine (load 29) ended the
 * re-subscribed stream under test (1006) before its token ran out.
 */
beforeAll(async () => {
  t = await testApp({ accessTtlSeconds: 2 });
  secret = await loadSecret(t.db);
  const auth = { secret, accessTtlSeconds: 2, refreshTtlSeconds: 3600 };
  live = await socketAlone(t, (db) => ({
    authenticate: (token) => authenticate(db.db, auth, token),
    openSessions: (ids) => openSessions(db.db, ids),
    pingMs: 1000,
  }));
  url = live.url;
  offerId = (await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 5, price: 100 }] }))
    .id;
});
afterAll(async () => {
  await live.close();
  await t.close();
});

const subscribe = async (token: string) => {
  const c = await LiveClient.open(url);
  c.send({ type: 'offer', offerId, token });
  const ack = await c.next(isType('ack'));
  // the stream's time left by the server's clock, for the client to renew by
  expect(ack.expiresIn).toBeGreaterThan(0);
  expect(ack.expiresIn).toBeLessThanOrEqual(2000);
  return c;
};

/** The session of `token` in a token of its own that lives `seconds` from now. */
const longLived = async (token: string, seconds = 60) => {
  const claims = (await verifyAccess(secret, token))!;
  return signAccess(secret, { ...claims, exp: Math.floor(Date.now() / 1000) + seconds });
};

it('closes a stream when its session is logged out, within a heartbeat', async () => {
  const session = await t.login('customer-hero@demo.comptoir');
  // the session in a token that lives a minute: the close below can only be the logout's
  const token = await longLived(session.token);
  const c = await LiveClient.open(url);
  c.send({ type: 'offer', offerId, token });
  await c.next(isType('ack'));
  const out = await t.call('POST', '/api/auth/logout', { token, body: {} });
  expect(out.statusCode).toBe(204);
  expect(await c.closed(15_000)).toBe(LIVE_CLOSE.unauthorized);
  // revoked, not expired
  expect(c.messages.at(-1)).toMatchObject({
    type: 'error',
    error: 'unauthorized',
    message: 'errors.unauthorized',
  });
});

it('closes a stream when the token it was opened with expires, so the client resumes with a fresh one', async () => {
  const session = await t.login('customer-hero@demo.comptoir');
  const c = await subscribe(session.token);
  const opened = Date.now();
  expect(await c.closed(5000)).toBe(LIVE_CLOSE.unauthorized);
  expect(Date.now() - opened).toBeGreaterThan(500);
  expect(c.messages.at(-1)).toMatchObject({ type: 'error', message: 'errors.sessionExpired' });
});

it('keeps the stream when the client subscribes again on the same socket with a fresh token', async () => {
  const session = await t.login('customer-hero@demo.comptoir');
  // the session's own claims, in a token that lives 10 s (not the 1 to 2 s left of the one the
  // login gave): the renewal below must be in before it runs out, at load 15 too (6 s was not)
  const claims = (await verifyAccess(secret, await longLived(session.token, 10)))!;
  const c = await LiveClient.open(url);
  c.send({ type: 'offer', offerId, token: await signAccess(secret, claims) });
  await c.next(isType('ack'));
  // a fresh token of the same session that lives two seconds longer, sent at once
  const until = (claims.exp + 2) * 1000;
  const fresh = await signAccess(secret, { ...claims, exp: claims.exp + 2 });
  const acks = c.messages.length;
  c.send({ type: 'offer', offerId, token: fresh, lastSeq: 0 });
  await c.next(isType('ack'), acks);
  const wait = claims.exp * 1000 + 300 - Date.now();
  await new Promise((r) => setTimeout(r, Math.max(0, wait)));
  expect(c.closeCode).toBeUndefined();
  expect(await c.closed(15_000)).toBe(LIVE_CLOSE.unauthorized);
  expect(Date.now()).toBeGreaterThanOrEqual(until - 50);
});
