import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, kitchenVoucher, makeOffer, saleBody } from './live-fixtures.ts';
import { firstDraw } from './lottery-fixtures.ts';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await testApp();
  customer = (await anyCustomer(t.db)).id;
});
afterAll(() => t.close());

const ABOVE = 'lottery.errors.vouchersAboveTotal';

/** A live kitchen offer (one pack at ¥100) with one draw whose single winner gets `gift`. */
async function offerWithDraw(gift: Record<string, unknown>) {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 20, price: 10000 }],
  });
  const drawId = await firstDraw(t.db, offer.id, [{ ...gift, winnerNumber: 1 }]);
  return { offer, drawId };
}

const stored = async (id: string) =>
  (
    await sql<{ version: number; total_amount: number; actual_amount: number; gifts: unknown[] }>`
      SELECT version, total_amount, actual_amount, gifts FROM orders WHERE id = ${id}`.execute(t.db)
  ).rows[0]!;

/**
 * An order's vouchers never add up to more than its total (domain/orders/vouchers.ts). A lottery
 * discount lowers the total without the order's own edit: given to an order whose vouchers would
 * then pass its total, it lost the vouchers' value above it and left an order that no edit could
 * save any more (not even marking it paid: each edit found its vouchers no longer fit).
 */
describe('a lottery gift on an order holding vouchers', () => {
  it('is refused (409 naming orderID) when the vouchers would pass the lowered total; nothing moves', async () => {
    const { offer, drawId } = await offerWithDraw({ type: 'discount', discountAmount: 50 });
    const v = await kitchenVoucher(t.db, customer, 9000);
    const made = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: saleBody(offer, customer, { voucherSelection: 'manual', vouchers: [v] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const o = made.json() as OrderView;
    const r = await t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
      as: 'admin',
      body: { winnerNumber: 1, orderID: o.orderID, currentOrderID: null },
    });
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().fields).toEqual({ orderID: ABOVE });
    expect(await stored(o.id)).toMatchObject({
      version: o.version,
      total_amount: 10000,
      actual_amount: 1000,
      gifts: [],
    });
    const paid = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, paymentStatus: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('is given when the vouchers still fit the lowered total', async () => {
    const { offer, drawId } = await offerWithDraw({ type: 'discount', discountAmount: 50 });
    const v = await kitchenVoucher(t.db, customer, 5000);
    const o = (
      await t.call('POST', '/api/orders', {
        as: 'admin',
        body: saleBody(offer, customer, { voucherSelection: 'manual', vouchers: [v] }),
      })
    ).json() as OrderView;
    const r = await t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
      as: 'admin',
      body: { winnerNumber: 1, orderID: o.orderID, currentOrderID: null },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await stored(o.id)).toMatchObject({ total_amount: 5000, actual_amount: 0 });
    const cur = await stored(o.id);
    const paid = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: cur.version, paymentStatus: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });
});
