import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, kitchenVoucher, makeOffer, saleBody } from './live-fixtures.ts';

/**
 * The amount a customer paid was asked with the order's vouchers off: once paid, the order keeps
 * them. Dropping one gave it back for another order (one voucher, two discounts) and stored an
 * amount nobody paid; taking one spent it on an order already paid at full price.
 */
let t: TestApp;
let refs: DailyRefs;
let customer: string;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
  customer = (await anyCustomer(t.db)).id;
});
afterAll(() => t.close());

const PAID_VOUCHERS = 'order.errors.vouchersPaid';

const voucher = (amount: number) => kitchenVoucher(t.db, customer, amount);
const voucherRow = async (id: string) =>
  (
    await sql<{
      status: string;
      order_id: string | null;
    }>`SELECT status, order_id FROM vouchers WHERE id = ${id}`.execute(t.db)
  ).rows[0]!;

const put = (o: OrderView, body: Record<string, unknown>) =>
  t.call('PUT', `/api/orders/${o.id}`, { as: 'community-manager', body: { ...body, version: o.version } });

async function paid(o: OrderView): Promise<OrderView> {
  const r = await put(o, { paymentStatus: 'paid' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

/** Dropping or taking a voucher on the paid order is refused; the stored amount and vouchers stay. */
async function vouchersStay(o: OrderView, v: string, extra: Record<string, unknown> = {}) {
  const other = await voucher(300);
  for (const vouchers of [[], [v, other]]) {
    const r = await put(o, { ...extra, vouchers });
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().fields).toEqual({ vouchers: PAID_VOUCHERS });
  }
  const row = await sql<{ actual_amount: number; version: number }>`
    SELECT actual_amount, version FROM orders WHERE id = ${o.id}`.execute(t.db);
  expect(row.rows[0]).toEqual({ actual_amount: o.actualAmount, version: o.version });
  expect(await voucherRow(v)).toEqual({ status: 'used', order_id: o.id });
  expect(await voucherRow(other)).toEqual({ status: 'validated', order_id: null });
  // the same vouchers sent back pass with the other fields
  const same = await put(o, { ...extra, vouchers: [v], comment: 'paid by transfer' });
  expect(same.statusCode, same.body).toBe(200);
  expect((same.json() as OrderView).actualAmount).toBe(o.actualAmount);
}

describe('a paid order keeps the vouchers its payment used', () => {
  it('a daily order', async () => {
    const v = await voucher(500);
    const made = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: dailyBody(refs, { customer, vouchers: [v] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const o = await paid(made.json());
    expect(o.actualAmount).toBe(7000 - 500);
    await vouchersStay(o, v);
  });

  it('a live order, and a line edit after payment neither takes nor drops one', async () => {
    const v = await voucher(700);
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 10, price: 5000 }],
    });
    const made = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: saleBody(offer, customer, { voucherSelection: 'manual', vouchers: [v] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const o = await paid(made.json());
    await vouchersStay(o, v, { voucherSelection: 'manual' });
    // auto selection on a paid order would pick up a voucher received since: it keeps its own
    const cur = (await t.call('GET', `/api/orders/${o.id}/details`, { as: 'admin' })).json() as OrderView;
    const later = await voucher(900);
    const r = await put(cur, { voucherSelection: 'auto', packs: [{ id: offer.packs[0], quantity: 2 }] });
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as OrderView).vouchers.map((x) => x.id)).toEqual([v]);
    expect(await voucherRow(later)).toEqual({ status: 'validated', order_id: null });
  });

  it('a pending order still changes its vouchers, and cancelling a paid one gives them back', async () => {
    const v = await voucher(400);
    const made = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: dailyBody(refs, { customer, vouchers: [v] }),
    });
    const o = made.json() as OrderView;
    const dropped = await put(o, { vouchers: [] });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await voucherRow(v)).toEqual({ status: 'validated', order_id: null });
    const taken = await put(dropped.json(), { vouchers: [v] });
    const p = await paid(taken.json());
    const cancelled = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { status: 'discontinued', version: p.version },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await voucherRow(v)).toEqual({ status: 'validated', order_id: null });
  });
});
