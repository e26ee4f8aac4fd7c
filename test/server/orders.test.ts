import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, lineStock, makeOffer } from './live-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
let customer: { id: string; name: string };
beforeAll(async () => {
  t = await testApp();
  customer = await anyCustomer(t.db);
});
afterAll(() => t.close());

const orderBody = (
  offer: string,
  packs: { id: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) => ({
  offer,
  channel: 'wechat_group',
  customer: customer.id,
  packs,
  ...extra,
});

describe('POST /api/orders', () => {
  it('never oversells: 50 concurrent orders for a pack with stock 10 make exactly 10 orders', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 10, price: 5000 }],
    });
    const body = orderBody(offer.id, [{ id: offer.packs[0]!, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/orders', { as: 'customer-hero', body })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      error: 'conflict',
      message: 'order.errors.notEnoughStock',
      details: { left: 0 },
    });
    expect(await lineStock(t.db, offer.packs[0]!)).toBe(0);
    const n = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM orders WHERE offer_id = ${offer.id}`.execute(t.db);
    expect(n.rows[0]!.n).toBe(10);
    const numbers = answers
      .filter((r) => r.statusCode === 201)
      .map((r) => (r.json() as OrderView).orderNumber);
    expect(new Set(numbers).size).toBe(10);
  });

  it('makes one order for one idempotency key, sent twice in a row or at once', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 20, price: 5000 }],
    });
    const body = orderBody(offer.id, [{ id: offer.packs[0]!, quantity: 2 }]);
    const headers = { 'idempotency-key': 'entry-row-key-0001' };
    const first = await t.call('POST', '/api/orders', { as: 'customer-hero', body, headers });
    const again = await t.call('POST', '/api/orders', { as: 'customer-hero', body, headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('POST', '/api/orders', {
          as: 'customer-hero',
          body,
          headers: { 'idempotency-key': 'entry-row-key-0002' },
        }),
      ),
    );
    expect(new Set(racing.map((r) => (r.json() as OrderView).id)).size).toBe(1);
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await lineStock(t.db, offer.packs[0]!)).toBe(16);
  });

  it('answers a retried key with its order even when the stock it took is gone', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 2, price: 5000 }],
    });
    const body = orderBody(offer.id, [{ id: offer.packs[0]!, quantity: 2 }]);
    const headers = { 'idempotency-key': 'entry-row-key-last-units' };
    const first = await t.call('POST', '/api/orders', { as: 'customer-hero', body, headers });
    expect(first.statusCode).toBe(201);
    expect(await lineStock(t.db, offer.packs[0]!)).toBe(0);
    const retry = await t.call('POST', '/api/orders', { as: 'customer-hero', body, headers });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const other = await t.call('POST', '/api/orders', { as: 'customer-hero', body });
    expect(other.statusCode).toBe(409);
  });

  it('computes prices and totals itself: free-fall at the moment of sale, client totals refused', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      type: 'free_fall',
      packs: [
        { stock: 50, price: 10_000, freeFall: { dropAmount: 1000, quantityTrigger: 3, lowestPrice: 8000 } },
      ],
    });
    const pack = offer.packs[0]!;
    const a = (
      await t.call('POST', '/api/orders', {
        as: 'admin',
        body: orderBody(offer.id, [{ id: pack, quantity: 3 }]),
      })
    ).json();
    expect(a).toMatchObject({ ticketAmount: 30_000, totalAmount: 30_000, actualAmount: 30_000 });
    const b = (
      await t.call('POST', '/api/orders', {
        as: 'admin',
        body: orderBody(offer.id, [{ id: pack, quantity: 1 }]),
      })
    ).json();
    expect(b.packs[0]).toMatchObject({ lineId: pack, quantity: 1, price: 9000, amount: 9000, letter: 'A' });
    const cheat = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: { ...orderBody(offer.id, [{ id: pack, quantity: 1 }]), totalAmount: 1 },
    });
    expect(cheat.statusCode).toBe(400);
    expect(cheat.json().fields).toHaveProperty('totalAmount');
    const details = (await t.call('GET', `/api/offers/${offer.id}/details`, { as: 'admin' })).json();
    expect(details.wechatGroup.packs[0]).toMatchObject({
      stock: 50,
      actualStock: 46,
      sold: 4,
      price: 9000,
      basePrice: 10_000,
    });
  });

  it('answers, reads back and broadcasts the same order: walk-in, address, past order date', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 20, price: 4250 }],
    });
    const area = await sql<{ id: string }>`SELECT id FROM delivery_areas LIMIT 1`.execute(t.db);
    const body = {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: '  Walk-in 王芳 ' },
      customerAddress: {
        type: 'home',
        city: 'Shanghai',
        area: area.rows[0]!.id,
        detailedAddress: '88 Wulumuqi Rd',
        phone: '138 0000 0000',
      },
      packs: [{ id: offer.packs[0]!, quantity: 2 }],
      groupNumber: 3,
      comment: 'ring twice',
      paymentMethod: 'alipay',
      deliveryTrackingID: 'SF123',
      deliveryDate: '2026-12-02',
      orderDate: '2026-11-01',
    };
    const posted = await t.call('POST', '/api/orders', { as: 'customer-hero', body });
    expect(posted.statusCode).toBe(201);
    const answer = posted.json() as OrderView;
    expect(answer).toMatchObject({
      customerName: 'Walk-in 王芳',
      groupNumber: 3,
      paymentStatus: 'pending',
      trackingStatus: 'process',
      totalAmount: 8500,
      version: 1,
      orderDate: '2026-10-31T16:00:00.000Z',
    });
    const read = await t.call('GET', `/api/orders/${answer.id}/details`, { as: 'customer-hero' });
    expect(read.json()).toEqual(answer);
    const ev = await sql<{ type: string; payload: unknown }>`
      SELECT type, payload FROM live_events WHERE offer_id = ${offer.id} ORDER BY seq`.execute(t.db);
    expect(ev.rows.map((r) => r.type)).toEqual(['NEW_ORDER', 'UPDATE_OFFER']);
    expect(ev.rows[0]!.payload).toEqual(answer);
    const seq = await sql<{ live_seq: number; order_counter: number }>`
      SELECT live_seq, order_counter FROM offers WHERE id = ${offer.id}`.execute(t.db);
    expect(seq.rows[0]).toEqual({ live_seq: 2, order_counter: 1 });
  });

  it('refuses an offer of another community (403) and a missing customer (400)', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.petCorner,
      packs: [{ stock: 5, price: 100 }],
    });
    const r = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: orderBody(offer.id, [{ id: offer.packs[0]!, quantity: 1 }]),
    });
    expect(r.statusCode).toBe(403);
    const none = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: { offer: offer.id, channel: 'wechat_group', packs: [{ id: offer.packs[0]!, quantity: 1 }] },
    });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields)).toEqual(['customer']);
  });
});

describe('PUT /api/orders/:id', () => {
  const create = async (stock = 10) => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock, price: 2000 }],
    });
    const r = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: orderBody(offer.id, [{ id: offer.packs[0]!, quantity: 2 }]),
    });
    return { offer, order: r.json() as OrderView };
  };

  it('answers a stale version with 409 and the newer order', async () => {
    const { order } = await create();
    const first = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'customer-hero',
      body: { version: order.version, comment: 'mine' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ comment: 'mine', version: order.version + 1 });
    const stale = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'admin',
      body: { version: order.version, comment: 'theirs' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'order.errors.versionConflict',
      details: { id: order.id, comment: 'mine' },
    });
  });

  it('moves stock with quantity edits and refuses more than is left', async () => {
    const { offer, order } = await create(5);
    const pack = offer.packs[0]!;
    const up = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'customer-hero',
      body: { version: order.version, packs: [{ id: pack, quantity: 4 }] },
    });
    expect(up.json()).toMatchObject({ ticketAmount: 8000 });
    expect(await lineStock(t.db, pack)).toBe(1);
    const tooMany = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'customer-hero',
      body: { version: order.version + 1, packs: [{ id: pack, quantity: 6 }] },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ message: 'order.errors.notEnoughStock', details: { left: 5 } });
    expect(await lineStock(t.db, pack)).toBe(1);
  });

  it('follows the payment machine by role; refund states are final for the grid', async () => {
    const { offer, order } = await create();
    const put = (as: 'customer-hero' | 'admin', version: number, body: Record<string, unknown>) =>
      t.call('PUT', `/api/orders/${order.id}`, { as, body: { version, ...body } });
    const paid = await put('customer-hero', 1, { paymentStatus: 'paid' });
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid', status: 'available', locked: false });
    const ccl = await put('customer-hero', 2, { paymentStatus: 'ccl' });
    expect(ccl.json()).toMatchObject({ paymentStatus: 'ccl', status: 'discontinued', locked: true });
    expect(await lineStock(t.db, offer.packs[0]!)).toBe(10);
    const heroPays = await put('customer-hero', 3, { paymentStatus: 'paid' });
    expect(heroPays.statusCode).toBe(403);
    const adminPays = await put('admin', 3, { paymentStatus: 'paid' });
    expect(adminPays.json()).toMatchObject({ paymentStatus: 'paid', status: 'available' });
    expect(await lineStock(t.db, offer.packs[0]!)).toBe(8);
    // refunding and rfd are the refund's own moves (saving a refund, its decision), never a PUT's
    expect((await put('customer-hero', 4, { paymentStatus: 'refunding' })).statusCode).toBe(409);
    expect((await put('admin', 4, { paymentStatus: 'rfd' })).statusCode).toBe(409);
    const log = await sql<{ action: string }>`
      SELECT action FROM audit_log WHERE entity = 'order' AND entity_id = ${order.id} ORDER BY id`.execute(
      t.db,
    );
    expect(log.rows.map((r) => r.action)).toEqual(['create', 'payment.pay', 'payment.cancel', 'payment.pay']);
  });

  it('a paid order’s status changes only for the refund-option roles: a product-manager is refused', async () => {
    const { order } = await create();
    const put = (
      as: 'product-manager' | 'community-manager',
      version: number,
      body: Record<string, unknown>,
    ) => t.call('PUT', `/api/orders/${order.id}`, { as, body: { version, ...body } });
    // a product-manager may still take the payment of a pending order
    expect((await put('product-manager', 1, { paymentStatus: 'paid' })).json()).toMatchObject({
      paymentStatus: 'paid',
    });
    for (const body of [{ paymentStatus: 'ccl' }, { status: 'discontinued' }]) {
      const r = await put('product-manager', 2, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(403);
      expect(r.json()).toMatchObject({ message: 'errors.moveForbidden' });
    }
    const cm = await put('community-manager', 2, { paymentStatus: 'ccl' });
    expect(cm.json()).toMatchObject({ paymentStatus: 'ccl', status: 'discontinued' });
  });

  it('cancelling a pending order clears its lines and gives the stock back', async () => {
    const { offer, order } = await create();
    const r = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'customer-hero',
      body: { version: 1, status: 'discontinued' },
    });
    expect(r.json()).toMatchObject({
      status: 'discontinued',
      paymentStatus: 'pending',
      packs: [],
      totalAmount: 0,
    });
    expect(await lineStock(t.db, offer.packs[0]!)).toBe(10);
  });

  it('lists a cancelled pending order under the ccl tab, not under pending, for every role that sees it', async () => {
    const { offer, order } = await create();
    const cancel = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'customer-hero',
      body: { version: 1, status: 'discontinued' },
    });
    expect(cancel.json()).toMatchObject({ paymentStatus: 'pending', status: 'discontinued' });
    const tab = async (role: 'admin' | 'customer-hero' | 'finance', paymentState: string | object) => {
      const r = await t.call(
        'GET',
        `/api/orders/details?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ offer: offer.id }))}&tabFilter=${encodeURIComponent(JSON.stringify({ paymentState }))}`,
        { as: role },
      );
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as OrderView[]).map((o) => o.id);
    };
    for (const role of ['admin', 'customer-hero', 'finance'] as const) {
      expect(await tab(role, 'ccl'), role).toEqual([order.id]);
      expect(await tab(role, 'pending'), role).toEqual([]);
      expect(await tab(role, ['pending', 'paid']), role).toEqual([]);
      expect(await tab(role, ['ccl', 'rfd']), role).toEqual([order.id]);
      expect(await tab(role, { nin: ['pending'] }), role).toEqual([order.id]);
    }
    // a live pending order stays under pending
    const other = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: orderBody(offer.id, [{ id: offer.packs[0]!, quantity: 1 }]),
    });
    expect(await tab('admin', 'pending')).toEqual([(other.json() as OrderView).id]);
  });

  it('moves tracking by the machine: delivered is final', async () => {
    const { order } = await create();
    const a = await t.call('PUT', `/api/orders/${order.id}/tracking`, {
      as: 'logistic',
      body: {
        version: await versionNow(t, `/api/orders/${order.id}/details`),
        trackingStatus: 'delivered',
        deliveryTrackingID: 'SF123',
      },
    });
    expect(a.json()).toMatchObject({ trackingStatus: 'delivered', deliveryTrackingID: 'SF123' });
    const b = await t.call('PUT', `/api/orders/${order.id}/tracking`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/orders/${order.id}/details`), trackingStatus: 'delayed' },
    });
    expect(b.statusCode).toBe(409);
  });
});

describe('order and customer reads', () => {
  it('lists only the caller’s communities and filters the live view', async () => {
    const all = await t.call('GET', '/api/orders/details?range=[0,9999]', { as: 'customer-hero' });
    const communities = new Set((all.json() as OrderView[]).map((o) => o.community));
    expect([...communities].every((c) => c === COMMUNITY_IDS.kitchen || c === COMMUNITY_IDS.garden)).toBe(
      true,
    );
    const r = await t.call(
      'GET',
      `/api/orders/details?sort=["orderDate","DESC"]&range=[0,9999]&filter=${encodeURIComponent(JSON.stringify({ channel: 'wechat_group', paymentStatus: { nin: ['ccl', 'rfd'] } }))}`,
      { as: 'admin' },
    );
    expect(r.statusCode).toBe(200);
    const rows = r.json() as OrderView[];
    expect(
      rows.every(
        (o) => o.channel === 'wechat_group' && o.paymentStatus !== 'ccl' && o.paymentStatus !== 'rfd',
      ),
    ).toBe(true);
    expect(r.headers['content-range']).toMatch(/^orders 0-\d+\/\d+$/);
  });

  it('looks customers up by name: 5 at most, never discontinued, with addresses and vouchers', async () => {
    const r = await t.call(
      'GET',
      `/api/customers/areas?range=[0,4]&filter=${encodeURIComponent('{"name":"王"}')}`,
      // the lookup is community-scoped: admin sees every community's customers
      { as: 'admin' },
    );
    expect(r.statusCode).toBe(200);
    const rows = r.json() as { name: string; addresses: unknown[]; vouchers: unknown[] }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(
      rows.every((c) => c.name.includes('王') && Array.isArray(c.addresses) && Array.isArray(c.vouchers)),
    ).toBe(true);
  });
});
