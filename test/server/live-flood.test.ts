import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { type TestApp, testApp } from './helpers.ts';
import { isType, LiveClient, makeOffer } from './live-fixtures.ts';

/**
 * Every subscribe costs the server a token check, two reads and a replay of up to a thousand
 * events: a client that floods the socket with them must not get them all served one after the
 * other. A legitimate client has one or two in flight (the offer, the list feed, a renewal).
 */
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await testApp();
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/live`;
});
afterAll(() => t.close());

it('closes a socket that floods it with subscriptions (1008), after serving only a few', async () => {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 3, price: 1000 }],
  });
  const token = await t.tokenOf('customer-hero');
  const c = await LiveClient.open(url);
  const frame = JSON.stringify({ type: 'offer', offerId: offer.id, token, lastSeq: 0 });
  const watch = JSON.stringify({ type: 'watch', token, resources: ['orders'] });
  for (let i = 0; i < 400; i++) c.send(i % 2 ? frame : watch);
  expect(await c.closed()).toBe(1008);
  expect(c.messages.filter(isType('ack')).length).toBeLessThan(50);
});

it('serves a burst of watches (lists mounting at once) by the last one, each naming all they follow', async () => {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 3, price: 1000 }],
  });
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
  await expect.poll(() => watching.at(-1)).toEqual(lists);
  expect(c.closeCode).toBeUndefined();
  c.close();
});

it('still serves a client that renews its subscription now and then', async () => {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 3, price: 1000 }],
  });
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
