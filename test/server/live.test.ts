import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { LIVE_CLOSE, type ServerMessage } from '../../domain/live-messages.ts';
import { build } from '../../server/app.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, isType, LiveClient, liveUrlOf, makeOffer } from './live-fixtures.ts';

let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;
let urlA: string;
let urlB: string;
let customer: { id: string };

/** Two server instances on one database, each listening on an ephemeral port. */
beforeAll(async () => {
  t = await testApp();
  a = t.app;
  b = await build({ databaseUrl: t.url });
  urlA = await liveUrlOf(a);
  urlB = await liveUrlOf(b);
  customer = await anyCustomer(t.db);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const postOrder = async (offer: { id: string; packs: string[] }, quantity = 1) => {
  const r = await t.call('POST', '/api/orders', {
    as: 'customer-hero',
    body: {
      offer: offer.id,
      channel: 'wechat_group',
      customer: customer.id,
      packs: [{ id: offer.packs[0]!, quantity }],
    },
  });
  expect(r.statusCode).toBe(201);
  return r.json() as { id: string; version: number };
};

const subscribe = async (
  url: string,
  offerId: string,
  lastSeq?: number,
  role: 'customer-hero' | 'admin' = 'customer-hero',
) => {
  const c = await LiveClient.open(url);
  c.send({
    type: 'offer',
    offerId,
    token: await t.tokenOf(role),
    ...(lastSeq === undefined ? {} : { lastSeq }),
  });
  const ack = await c.next(isType('ack'));
  return { c, ack };
};

describe('live socket', () => {
  it('delivers an order posted to instance A to a socket on instance B, with the offer counters', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 30, price: 1000 }],
    });
    const { c, ack } = await subscribe(urlB, offer.id);
    expect(ack).toMatchObject({ type: 'ack', offerId: offer.id, seq: 0 });
    const order = await postOrder(offer, 2);
    const created = await c.next(isType('NEW_ORDER'));
    expect(created).toMatchObject({ offerId: offer.id, seq: 1, order: { id: order.id, version: 1 } });
    const counters = await c.next(isType('UPDATE_OFFER'));
    expect(counters.seq).toBe(2);
    expect(counters.offer.lines[0]).toMatchObject({
      id: offer.packs[0],
      stock: 30,
      actualStock: 28,
      sold: 2,
    });
    c.close();
  });

  it('streams an offer named in capitals (a pasted address) like the same offer in lower case', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 30, price: 1000 }],
    });
    const { c, ack } = await subscribe(urlA, offer.id.toUpperCase());
    expect(ack).toMatchObject({ type: 'ack', offerId: offer.id, seq: 0 });
    const order = await postOrder(offer, 1);
    const created = await c.next(isType('NEW_ORDER'));
    expect(created).toMatchObject({ offerId: offer.id, seq: 1, order: { id: order.id } });
    c.close();
  });

  it('gives every socket each event once and in order, whichever instance committed it', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 100, price: 1000 }],
    });
    // A's sockets get A's sales by its fast path and B's by NOTIFY, and the other way round on B
    const onA = await subscribe(urlA, offer.id);
    const onB = await subscribe(urlB, offer.id);
    const token = await t.tokenOf('customer-hero');
    const httpB = urlB.replace('ws', 'http').replace('/api/live', '/api/orders');
    const viaB = async () => {
      const r = await fetch(httpB, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          offer: offer.id,
          channel: 'wechat_group',
          customer: customer.id,
          packs: [{ id: offer.packs[0]!, quantity: 1 }],
        }),
      });
      expect(r.status).toBe(201);
    };
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? postOrder(offer) : viaB())));
    // a sale on each instance after them, each reaching the other by NOTIFY: one connection hears
    // NOTIFYs in commit order, so a late duplicate of an earlier event (the NOTIFY of one already
    // sent by the fast path) would have come before it
    await viaB();
    await postOrder(offer);
    const all = Array.from({ length: 24 }, (_, i) => i + 1);
    for (const { c } of [onA, onB]) {
      await c.next((m): m is ServerMessage => m.type === 'UPDATE_OFFER' && m.seq === 24);
      const seqs = c.messages.flatMap((m) =>
        m.type === 'NEW_ORDER' || m.type === 'UPDATE_OFFER' ? [m.seq] : [],
      );
      expect(seqs).toEqual(all);
      c.close();
    }
  });

  it('replays what a dropped client missed, from its last seq, once and in order', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.garden,
      packs: [{ stock: 30, price: 1000 }],
    });
    const first = await subscribe(urlA, offer.id);
    await postOrder(offer);
    const seen = await first.c.next(isType('UPDATE_OFFER'));
    first.c.raw.terminate();
    const missed = [await postOrder(offer), await postOrder(offer)];
    const again = await subscribe(urlB, offer.id, seen.seq);
    expect(again.ack.seq).toBe(6);
    await again.c.next(isType('UPDATE_OFFER', (m) => m.seq === 6));
    const events = again.c.messages.filter((m) => m.type !== 'ack') as {
      seq: number;
      type: string;
      order?: { id: string };
    }[];
    expect(events.map((e) => e.seq)).toEqual([3, 4, 5, 6]);
    expect(events.filter((e) => e.type === 'NEW_ORDER').map((e) => e.order?.id)).toEqual(
      missed.map((o) => o.id),
    );
    // live events keep flowing after the replay, without repeats
    await postOrder(offer);
    await again.c.next(isType('UPDATE_OFFER', (m) => m.seq === 8));
    const seqs = again.c.messages.filter((m) => m.type !== 'ack').map((m) => (m as { seq: number }).seq);
    expect(seqs).toEqual([3, 4, 5, 6, 7, 8]);
    again.c.close();
  });

  it('tells a client to reload when the events it missed are no longer kept', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 30, price: 1000 }],
    });
    await postOrder(offer);
    await postOrder(offer);
    await sql`DELETE FROM live_events WHERE offer_id = ${offer.id} AND seq <= 2`.execute(t.db);
    const { c } = await subscribe(urlA, offer.id, 1);
    expect(await c.next(isType('RELOAD'))).toEqual({ type: 'RELOAD', offerId: offer.id, seq: 4 });
    c.close();
  });

  it('ignores unparsable messages and still answers a valid one', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 3, price: 1000 }],
    });
    const c = await LiveClient.open(urlA);
    c.send('not json at all');
    c.send({ type: 'offer', offerId: 'not-a-uuid', token: 'x' });
    c.send({ type: 'nonsense' });
    c.raw.send(Buffer.from([1, 2, 3]), { binary: true });
    c.send({ type: 'ping' });
    await c.next(isType('pong'));
    c.send({ type: 'offer', offerId: offer.id, token: await t.tokenOf('customer-hero') });
    await c.next(isType('ack'));
    expect(c.messages.map((m) => m.type)).toEqual(['pong', 'ack']);
    expect(c.closeCode).toBeUndefined();
    c.close();
  });

  it("does not let another member's token keep an offer stream he may not open (the list feed's watch)", async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 9, price: 1000 }],
    });
    const { c } = await subscribe(urlA, offer.id);
    // the designer has no live page: his token must not become the stream's
    c.send({ type: 'watch', token: await t.tokenOf('designer'), resources: ['users'] });
    expect(await c.closed()).toBe(LIVE_CLOSE.forbidden);
    // the same with a member of other communities
    const again = await subscribe(urlA, offer.id);
    const farmer = await t.call('POST', '/api/users', {
      as: 'admin',
      body: {
        name: 'Farm Hand',
        email: 'farm.hand@comptoir.cn',
        role: 'customer-hero',
        communities: [COMMUNITY_IDS.farm],
        password: 'farm hand secret',
      },
    });
    expect(farmer.statusCode).toBe(201);
    const token = (await t.login('farm.hand@comptoir.cn', 'farm hand secret')).token;
    again.c.send({ type: 'watch', token, resources: ['orders'] });
    expect(await again.c.closed()).toBe(LIVE_CLOSE.forbidden);
  });

  it('refuses a bad token, a role without the live page, another community and an unknown offer', async () => {
    const mine = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 3, price: 1000 }],
    });
    const theirs = await makeOffer(t.db, {
      community: COMMUNITY_IDS.petCorner,
      packs: [{ stock: 3, price: 1000 }],
    });
    const attempt = async (offerId: string, token: string) => {
      const c = await LiveClient.open(urlB);
      c.send({ type: 'offer', offerId, token });
      const code = await c.closed();
      return { code, msg: c.messages[0] };
    };
    const bad = await attempt(mine.id, 'forged.token.value');
    expect(bad).toEqual({
      code: LIVE_CLOSE.unauthorized,
      msg: { type: 'error', error: 'unauthorized', message: 'errors.unauthorized' },
    });
    // the role without the live page, the offer of another community: the messages the API gives
    expect(await attempt(mine.id, await t.tokenOf('designer'))).toEqual({
      code: LIVE_CLOSE.forbidden,
      msg: { type: 'error', error: 'forbidden', message: 'errors.forbidden' },
    });
    expect(await attempt(theirs.id, await t.tokenOf('customer-hero'))).toEqual({
      code: LIVE_CLOSE.forbidden,
      msg: { type: 'error', error: 'forbidden', message: 'errors.outOfScope' },
    });
    expect((await attempt('00000000-0000-4000-8000-000000000000', await t.tokenOf('admin'))).code).toBe(
      LIVE_CLOSE.not_found,
    );
    const admin = await subscribe(urlB, theirs.id, undefined, 'admin');
    expect(admin.ack.offerId).toBe(theirs.id);
    admin.c.close();
  });
});
