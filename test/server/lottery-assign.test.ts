import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';
import { firstDraw } from './lottery-fixtures.ts';
import { caseBody } from './service-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/**
 * A live offer (the kitchen's unless said) with one draw whose winners get `gift`, one per
 * winner number: by default a single winner with 50 % off.
 */
async function offerWithDraw(
  gift: Record<string, unknown> = { type: 'discount', discountAmount: 50 },
  o: { community?: string; winners?: number } = {},
) {
  const offer = await makeOffer(t.db, {
    community: o.community ?? COMMUNITY_IDS.kitchen,
    packs: [{ stock: 20, price: 10000 }],
  });
  const gifts = Array.from({ length: o.winners ?? 1 }, (_, i) => ({ ...gift, winnerNumber: i + 1 }));
  const drawId = await firstDraw(t.db, offer.id, gifts);
  return { offer, drawId };
}

async function pendingOrder(
  offer: { id: string; packs: string[] },
  extra: Record<string, unknown> = {},
): Promise<OrderView> {
  const made = await t.call('POST', '/api/orders', {
    as: 'admin',
    body: {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Lucky' },
      packs: [{ id: offer.packs[0]!, quantity: 1 }],
      ...extra,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as OrderView;
}

async function pay(o: OrderView): Promise<OrderView> {
  const paid = await t.call('PUT', `/api/orders/${o.id}`, {
    as: 'admin',
    body: { version: o.version, paymentStatus: 'paid' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as OrderView;
}

const paidOrder = async (offer: { id: string; packs: string[] }, extra: Record<string, unknown> = {}) =>
  pay(await pendingOrder(offer, extra));

const current = async (id: string) =>
  (await t.call('GET', `/api/orders/${id}/details`, { as: 'admin' })).json() as OrderView;

async function refund(o: OrderView) {
  const r = await t.call('POST', '/api/refunds', {
    as: 'admin',
    body: { ...caseBody(o.id), refundAmount: o.actualAmount, paymentMethod: 'wechat' },
  });
  expect(r.statusCode, r.body).toBe(201);
}

const amounts = async (id: string) =>
  (
    await sql<{ actual_amount: string; refund_amount: string; gifts: unknown[] }>`
      SELECT actual_amount, refund_amount, gifts FROM orders WHERE id = ${id}`.execute(t.db)
  ).rows[0]!;

const fees = async (id: string) =>
  (
    await sql<{ fee: number; actual: number }>`
      SELECT delivery_fee::int AS fee, actual_amount::int AS actual FROM orders WHERE id = ${id}`.execute(
      t.db,
    )
  ).rows[0]!;

/** `currentOrderID` is the slot's holder the caller saw (null: free), as the screen sends it. */
const assign = (drawId: string, orderID: number | null, currentOrderID: number | null) =>
  t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
    as: 'admin',
    body: { winnerNumber: 1, orderID, currentOrderID },
  });

/**
 * An order under or after a refund belongs to it (domain/orders/locking.ts isRefundOwned): no
 * repricing by anyone. A lottery discount won (or lost) there would move the amount the refund
 * was checked against, so the refund could end above what the order costs.
 */
describe('assigning a lottery winner', () => {
  it('gives an order still to be paid its discount: the customer pays the lowered amount', async () => {
    const { offer, drawId } = await offerWithDraw();
    const o = await pendingOrder(offer);
    const r = await assign(drawId, o.orderID, null);
    expect(r.statusCode, r.body).toBe(200);
    expect(Number((await amounts(o.id)).actual_amount)).toBe(o.actualAmount / 2);
  });

  it('keeps the amount a paid order was paid: a discount given or taken back is 409 on orderID', async () => {
    const { offer, drawId } = await offerWithDraw();
    const paid = await paidOrder(offer);
    const before = await amounts(paid.id);
    const given = await assign(drawId, paid.orderID, null);
    expect(given.statusCode, given.body).toBe(409);
    expect(given.json()).toMatchObject({
      message: 'lottery.errors.orderPaid',
      fields: { orderID: 'lottery.errors.orderPaid' },
    });
    expect(await amounts(paid.id)).toEqual(before);
    // won while pending, then paid: the discount is part of what was paid and stays
    const won = await pendingOrder(offer);
    expect((await assign(drawId, won.orderID, null)).statusCode).toBe(200);
    const wonPaid = await pay(await current(won.id));
    const other = await pendingOrder(offer);
    for (const orderID of [null, other.orderID]) {
      const r = await assign(drawId, orderID, won.orderID);
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().fields).toEqual({ orderID: 'lottery.errors.orderPaid' });
    }
    expect((await current(won.id)).actualAmount).toBe(wonPaid.actualAmount);
    expect((await amounts(other.id)).gifts).toEqual([]);
  });

  it('gives a paid order a gift that leaves its amount as it was (a custom gift)', async () => {
    const { offer, drawId } = await offerWithDraw({ type: 'custom', custom: { en: 'Apron', zh: '围裙' } });
    const o = await paidOrder(offer);
    const r = await assign(drawId, o.orderID, null);
    expect(r.statusCode, r.body).toBe(200);
    const after = await current(o.id);
    expect(after.gifts).toHaveLength(1);
    expect(after.actualAmount).toBe(o.actualAmount);
  });

  it('never reprices an order under refund', async () => {
    const { offer, drawId } = await offerWithDraw();
    const o = await paidOrder(offer);
    await refund(o);
    const before = await amounts(o.id);
    const r = await assign(drawId, o.orderID, null);
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe('order.errors.refundOwned');
    expect(await amounts(o.id)).toEqual(before);
  });

  it('never takes a won gift back from an order under refund', async () => {
    const { offer, drawId } = await offerWithDraw();
    const o = await pendingOrder(offer);
    expect((await assign(drawId, o.orderID, null)).statusCode).toBe(200);
    await refund(await pay(await current(o.id)));
    const before = await amounts(o.id);
    const other = await paidOrder(offer);
    for (const orderID of [null, other.orderID]) {
      const r = await assign(drawId, orderID, o.orderID);
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().message).toBe('order.errors.refundOwned');
    }
    expect(await amounts(o.id)).toEqual(before);
  });
});

describe('two members giving one free slot at once', () => {
  it('give its gift to one order only', async () => {
    for (let round = 0; round < 5; round++) {
      const { offer, drawId } = await offerWithDraw();
      const a = await pendingOrder(offer);
      const b = await pendingOrder(offer);
      // both saw the slot free: the first one gives it, the second one is told it is no longer free
      const answers = await Promise.all([assign(drawId, a.orderID, null), assign(drawId, b.orderID, null)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0]!.statusCode === 200 ? a : b;
      const holders = [];
      for (const o of [a, b]) if ((await amounts(o.id)).gifts.length > 0) holders.push(o.id);
      const slot = await sql<{ order_id: string }>`
        SELECT order_id FROM lottery_winners WHERE draw_id = ${drawId}`.execute(t.db);
      expect(slot.rows[0]!.order_id).toBe(winner.id);
      expect(holders).toEqual([winner.id]);
    }
  });
});

describe('winners of one draw', () => {
  it('are different orders: an order holding winner 1 is refused as winner 2, named on its field', async () => {
    const { offer, drawId } = await offerWithDraw({ type: 'discount', discountAmount: 10 }, { winners: 2 });
    const a = await pendingOrder(offer);
    const b = await pendingOrder(offer);
    const slot = (winnerNumber: number, orderID: number | null, currentOrderID: number | null) =>
      t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
        as: 'admin',
        body: { winnerNumber, orderID, currentOrderID },
      });
    expect((await slot(1, a.orderID, null)).statusCode).toBe(200);
    const twice = await slot(2, a.orderID, null);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ orderID: 'lottery.errors.alreadyWinner' });
    expect((await amounts(a.id)).gifts).toHaveLength(1);
    // the same slot again, or another order in the second slot, is fine
    expect((await slot(1, a.orderID, a.orderID)).statusCode).toBe(200);
    expect((await slot(2, b.orderID, null)).statusCode).toBe(200);
    // two members giving one order both free slots at the same moment: one of them is refused
    expect((await slot(1, null, a.orderID)).statusCode).toBe(200);
    expect((await slot(2, null, b.orderID)).statusCode).toBe(200);
    const c = await pendingOrder(offer);
    const both = await Promise.all([slot(1, c.orderID, null), slot(2, c.orderID, null)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await amounts(c.id)).gifts).toHaveLength(1);
  });
});

describe('who may assign, and what', () => {
  it("refuses another community's draw, a role without the lottery and a malformed body, and stores nothing", async () => {
    const { offer, drawId } = await offerWithDraw(
      { type: 'discount', discountAmount: 10 },
      { community: COMMUNITY_IDS.cellar },
    );
    const o = await paidOrder(offer);
    const body = { winnerNumber: 1, orderID: o.orderID, currentOrderID: null };
    const as = (role: 'community-manager' | 'finance', b: Record<string, unknown> = body, id = drawId) =>
      t.call('POST', `/api/lottery-draws/${id}/assign`, { as: role, body: b });
    // the demo community manager holds the kitchen and the garden, not the cellar
    expect((await as('community-manager')).statusCode).toBe(403);
    expect((await as('finance')).statusCode).toBe(403);
    const bad = await t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
      as: 'admin',
      body: { ...body, winnerNumber: 'one' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['winnerNumber']);
    expect(
      (await t.call('POST', '/api/lottery-draws/not-an-id/assign', { as: 'admin', body })).statusCode,
    ).toBe(404);
    expect((await amounts(o.id)).gifts).toEqual([]);
    const slots = await sql`SELECT 1 FROM lottery_winners WHERE draw_id = ${drawId}`.execute(t.db);
    expect(slots.rows).toEqual([]);
  });
});

describe('a free-delivery slot', () => {
  it('waives the fee while the order holds it, and charges it again once the slot moves away', async () => {
    const { offer, drawId } = await offerWithDraw({ type: 'free_delivery' });
    const manual = { deliverySelection: 'manual', deliveryFee: 1000 };
    const a = await pendingOrder(offer, manual);
    const b = await pendingOrder(offer, manual);
    expect(await fees(a.id)).toEqual({ fee: 1000, actual: 11000 });
    expect((await assign(drawId, a.orderID, null)).statusCode).toBe(200);
    expect(await fees(a.id)).toEqual({ fee: 0, actual: 10000 });
    // the same slot given to the same order again changes nothing
    expect((await assign(drawId, a.orderID, a.orderID)).statusCode).toBe(200);
    expect(await fees(a.id)).toEqual({ fee: 0, actual: 10000 });
    expect((await assign(drawId, b.orderID, a.orderID)).statusCode).toBe(200);
    expect(await fees(a.id)).toEqual({ fee: 1000, actual: 11000 });
    expect(await fees(b.id)).toEqual({ fee: 0, actual: 10000 });
    expect((await assign(drawId, null, b.orderID)).statusCode).toBe(200);
    expect(await fees(b.id)).toEqual({ fee: 1000, actual: 11000 });
    // a paid order's fee is part of what it was paid: a free delivery won afterwards does not undo it
    const paid = await paidOrder(offer, manual);
    const r = await assign(drawId, paid.orderID, null);
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().fields).toEqual({ orderID: 'lottery.errors.orderPaid' });
    expect(await fees(paid.id)).toEqual({ fee: 1000, actual: 11000 });
  });
});
