import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, kitchenVoucher, makeOffer, saleBody } from './live-fixtures.ts';

let t: TestApp;
let refs: DailyRefs;
let customer: string;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
  customer = (await anyCustomer(t.db)).id;
});
afterAll(() => t.close());

const voucher = (amount: number) => kitchenVoucher(t.db, customer, amount);

/** The voucher's validity ends (it was valid the day the order used it). */
const expire = (id: string) =>
  sql`UPDATE vouchers SET expiration_date = current_date - 2 WHERE id = ${id}`.execute(t.db);

const voucherRow = async (id: string) =>
  (
    await sql<{ status: string; order_id: string | null }>`
      SELECT status, order_id FROM vouchers WHERE id = ${id}`.execute(t.db)
  ).rows[0]!;

/** The voucher expires, then the order is marked paid: the voucher and the amount stay. */
async function paidAfterExpiry(o: OrderView, v: string) {
  await expire(v);
  const paid = await t.call('PUT', `/api/orders/${o.id}`, {
    as: 'community-manager',
    body: { version: o.version, paymentStatus: 'paid' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const after = paid.json() as OrderView;
  expect(after.vouchers.map((x) => x.id)).toContain(v);
  expect(after.actualAmount).toBe(o.actualAmount);
  expect(await voucherRow(v)).toEqual({ status: 'used', order_id: o.id });
}

/**
 * A voucher is checked for expiry when an order takes it. Once used, it belongs to
 * that order: marking the order paid or editing it later, after the voucher's date, keeps it and
 * the amount the customer was asked, rather than refusing the edit or dropping the discount.
 */
describe('a voucher an order already uses, past its expiration date', () => {
  it('stays on a daily order marked paid later', async () => {
    const v = await voucher(500);
    const made = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: dailyBody(refs, { customer, vouchers: [v] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const o = made.json() as OrderView;
    expect(o.vouchers.map((x) => x.id)).toEqual([v]);
    await paidAfterExpiry(o, v);
  });

  it('stays on a live order edited later (auto selection)', async () => {
    const v = await voucher(700);
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      // a total above every voucher the customer holds: auto selection takes them all
      packs: [{ stock: 10, price: 50000000 }],
    });
    const made = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: saleBody(offer, customer),
    });
    expect(made.statusCode, made.body).toBe(201);
    const o = made.json() as OrderView;
    expect(o.vouchers.map((x) => x.id)).toContain(v);
    await paidAfterExpiry(o, v);
  });
});

/**
 * An order already in the live grid gets a voucher: the grid asks the lookup for the
 * order's customer by id, which lists his eligible vouchers, and the order takes one.
 */
describe('a voucher applied to an order once sent', () => {
  it('lists the customer of the order by id with his vouchers, and the order takes one', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 5, price: 8000 }],
    });
    const made = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: saleBody(offer, customer),
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json() as OrderView;
    const [a, b] = [await voucher(1000), await voucher(2000)];
    const r = await t.call(
      'GET',
      `/api/customers/areas?range=[0,4]&filter=${encodeURIComponent(JSON.stringify({ id: customer }))}`,
      { as: 'customer-hero' },
    );
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json() as { id: string; vouchers: { id: string }[] }[];
    expect(rows.map((x) => x.id)).toEqual([customer]);
    expect(rows[0]!.vouchers.map((v) => v.id)).toEqual(expect.arrayContaining([a, b]));
    const put = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'customer-hero',
      body: { version: order.version, voucherSelection: 'manual', vouchers: [b] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as OrderView).vouchers.map((v) => v.id)).toEqual([b]);
    expect(await voucherRow(b)).toEqual({ status: 'used', order_id: order.id });
  });
});
