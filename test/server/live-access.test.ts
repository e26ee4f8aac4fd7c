import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { LIVE_CLOSE } from '../../domain/live-messages.ts';
import { build } from '../../server/app.ts';
import { type TestApp, testApp } from './helpers.ts';
import { isType, LiveClient, liveUrlOf, makeOffer } from './live-fixtures.ts';

/**
 * A member streams on instance B while an admin changes him through instance A: the change
 * travels by PostgreSQL, and B's socket is closed without waiting for a heartbeat (25 s here).
 */
let t: TestApp;
let b: FastifyInstance;
let urlB: string;
let offerId: string;
beforeAll(async () => {
  t = await testApp();
  b = await build({ databaseUrl: t.url });
  urlB = await liveUrlOf(b);
  offerId = (await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 50, price: 100 }] }))
    .id;
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const PASSWORD = 'a long enough one';

/** A fresh customer-hero of the kitchen, signed in, streaming the kitchen's offer on B. */
async function streamingMember() {
  const email = `${randomBytes(5).toString('hex')}@example.com`;
  const made = await t.call('POST', '/api/users', {
    as: 'admin',
    body: {
      name: 'Hero',
      email,
      role: 'customer-hero',
      communities: [COMMUNITY_IDS.kitchen],
      password: PASSWORD,
    },
  });
  expect(made.statusCode).toBe(201);
  const session = await t.login(email, PASSWORD);
  const c = await LiveClient.open(urlB);
  c.send({ type: 'offer', offerId, token: session.token });
  await c.next(isType('ack'));
  return { id: made.json().id as string, version: made.json().version as number, c, token: session.token };
}

/** Edits the member from the version he was created with (nothing else has changed him). */
const edit = (m: { id: string; version: number }, body: Record<string, unknown>) =>
  t.call('PUT', `/api/users/${m.id}`, { as: 'admin', body: { ...body, version: m.version } });

describe('a live socket whose member loses access', () => {
  it('is closed when his role changes to one without the live page', async () => {
    const m = await streamingMember();
    expect((await edit(m, { role: 'designer' })).statusCode).toBe(200);
    expect(await m.c.closed(15_000)).toBe(LIVE_CLOSE.forbidden);
  });

  it("is closed when the offer's community is taken from him", async () => {
    const m = await streamingMember();
    expect((await edit(m, { communities: [COMMUNITY_IDS.garden] })).statusCode).toBe(200);
    expect(await m.c.closed(15_000)).toBe(LIVE_CLOSE.forbidden);
  });

  it('is closed when he is deactivated', async () => {
    const m = await streamingMember();
    expect((await edit(m, { disabled: true })).statusCode).toBe(200);
    expect(await m.c.closed(15_000)).toBe(LIVE_CLOSE.unauthorized);
  });

  it('is closed when an admin sets him a new password (his sessions end)', async () => {
    const m = await streamingMember();
    expect((await edit(m, { password: 'another long one' })).statusCode).toBe(200);
    expect(await m.c.closed(15_000)).toBe(LIVE_CLOSE.unauthorized);
  });

  it('stays open through a change that keeps his access (his name)', async () => {
    const m = await streamingMember();
    const marker = await streamingMember();
    expect((await edit(m, { name: 'Renamed hero' })).statusCode).toBe(200);
    // B hears access changes in commit order and queues each socket's re-check as it hears them:
    // once the marker's later change has closed the marker, his re-check is queued on his socket
    expect((await edit(marker, { role: 'designer' })).statusCode).toBe(200);
    expect(await marker.c.closed(15_000)).toBe(LIVE_CLOSE.forbidden);
    // and a subscribe asked now is served after it, in the socket's own order
    const from = m.c.messages.length;
    m.c.send({ type: 'offer', offerId, token: m.token });
    await m.c.next(isType('ack'), from);
    expect(m.c.closeCode).toBeUndefined();
    m.c.close();
  });
});
