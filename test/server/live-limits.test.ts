import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { MAX_SOCKETS_PER_SESSION } from '../../server/live/plugin.ts';
import { type TestApp, testApp } from './helpers.ts';
import { isType, LiveClient, liveUrlOf, makeOffer } from './live-fixtures.ts';

/**
 * What one client may ask of the live socket. Every subscribe costs the server a token check, two
 * reads and a replay of up to a thousand events: a client that floods the socket with them must
 * not get them all served one after the other (a legitimate one has one or two in flight: the
 * offer, the list feed, a renewal). Every stream costs a socket and a place in the fan-out of each
 * event: one session (a browser, or a stolen token) may not open them without bound (browsers
 * open one or two a tab).
 */
let t: TestApp;
let url: string;
let offer: { id: string };
beforeAll(async () => {
  t = await testApp();
  url = await liveUrlOf(t.app);
  offer = await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 3, price: 1000 }] });
});
afterAll(() => t.close());

it('closes a socket that floods it with subscriptions (1008), after serving only a few', async () => {
  const token = await t.tokenOf('customer-hero');
  const c = await LiveClient.open(url);
  const frame = JSON.stringify({ type: 'offer', offerId: offer.id, token, lastSeq: 0 });
  const watch = JSON.stringify({ type: 'watch', token, resources: ['orders'] });
  for (let i = 0; i < 400; i++) c.send(i % 2 ? frame : watch);
  expect(await c.closed()).toBe(1008);
  expect(c.messages.filter(isType('ack')).length).toBeLessThan(50);
});

it('serves a burst of watches (lists mounting at once) by the last one, each naming all they follow', async () => {
  const token = await t.tokenOf('customer-hero');
  const c = await LiveClient.open(url);
  const lists = ['orders', 'customers', 'vouchers', 'claims', 'refunds', 'offers'];
  const watching: unknown[] = [];
  c.raw.on('message', (d) => {
    const m = JSON.parse(String(d)) as { type: string; resources?: string[] };
    if (m.type === 'watching') watching.push(m.resources);
  });
  c.send({ type: 'offer', offerId: offer.id, token });
  for (let round = 0; round < 3; round++)
    for (let i = 1; i <= lists.length; i++) c.send({ type: 'watch', token, resources: lists.slice(0, i) });
  c.send({ type: 'ping' });
  await c.next(isType('ack'));
  await c.next(isType('pong'));
  await expect.poll(() => watching.at(-1), { timeout: 30_000 }).toEqual(lists);
  expect(c.closeCode).toBeUndefined();
  c.close();
});

it('still serves a client that renews its subscription now and then', async () => {
  const token = await t.tokenOf('customer-hero');
  const c = await LiveClient.open(url);
  for (let i = 0; i < 30; i++) {
    const from = c.messages.length;
    c.send({ type: 'offer', offerId: offer.id, token });
    c.send({ type: 'ping' });
    await c.next(isType('ack'), from);
    await c.next(isType('pong'), from);
  }
  expect(c.closeCode).toBeUndefined();
  c.close();
});

it('refuses a session more streams than its tabs could need (1008), and not another session', async () => {
  const token = await t.tokenOf('customer-hero');
  const open: LiveClient[] = [];
  for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++) {
    const c = await LiveClient.open(url);
    c.send({ type: 'offer', offerId: offer.id, token });
    await c.next(isType('ack'));
    open.push(c);
  }
  const extra = await LiveClient.open(url);
  extra.send({ type: 'offer', offerId: offer.id, token });
  expect(await extra.closed()).toBe(1008);
  // renewing on a socket it already has is no new stream
  const from = open[0]!.messages.length;
  open[0]!.send({ type: 'offer', offerId: offer.id, token });
  await open[0]!.next(isType('ack'), from);
  // another session of the same member has its own streams
  const other = await LiveClient.open(url);
  other.send({
    type: 'offer',
    offerId: offer.id,
    token: (await t.login('customer-hero@demo.comptoir')).token,
  });
  await other.next(isType('ack'));
  // one closed makes room, once the server has seen it close: a socket refused before that is
  // closed at once (1008), and another is tried; an accepted one is acked, however long it takes
  open.pop()!.close();
  await expect
    .poll(
      async () => {
        const c = await LiveClient.open(url);
        c.send({ type: 'offer', offerId: offer.id, token });
        const ok = await c.next(isType('ack')).then(
          () => true,
          () => false,
        );
        if (!ok) c.close();
        else open.push(c);
        return ok;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  for (const c of [...open, other]) c.close();
});
