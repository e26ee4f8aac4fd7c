import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer, saleBody } from './live-fixtures.ts';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A customer of each test's own: the vouchers it gives are the only ones he holds. */
async function newCustomer(): Promise<void> {
  const r = await sql<{ id: string }>`
    INSERT INTO customers (name, status) VALUES (${`Asked amount ${Date.now()}`}, 'available') RETURNING id`.execute(
    t.db,
  );
  customer = r.rows[0]!.id;
}

const giveVoucher = async (amount: number) =>
  (
    await sql<{ id: string }>`
      INSERT INTO vouchers (customer_id, amount, expiration_date, communities, status)
      VALUES (${customer}, ${amount}, '2099-01-01', ${[COMMUNITY_IDS.kitchen]}::uuid[], 'validated')
      RETURNING id`.execute(t.db)
  ).rows[0]!.id;

async function orderWithoutVoucher(): Promise<OrderView> {
  await newCustomer();
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 10, price: 30600 }],
  });
  const made = await t.call('POST', '/api/orders', { as: 'admin', body: saleBody(offer, customer) });
  expect(made.statusCode, made.body).toBe(201);
  const o = made.json() as OrderView;
  expect(o.voucherSelection).toBe('auto');
  expect(o.vouchers).toEqual([]);
  return o;
}

const voucherOrder = async (id: string) =>
  (await sql<{ order_id: string | null }>`SELECT order_id FROM vouchers WHERE id = ${id}`.execute(t.db))
    .rows[0]!.order_id;

/**
 * What the customer was asked stays what it was when the order is only marked paid or given a
 * comment: a voucher he received since (auto selection) waits for an edit of the order's lines,
 * vouchers or delivery, whether the change comes from the live grid or a list's cells.
 */
describe("an order's amount when only its payment or comment changes", () => {
  it('marking it paid keeps the amount, and the new voucher stays the customer’s', async () => {
    const o = await orderWithoutVoucher();
    const v = await giveVoucher(1500);
    const paid = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, paymentStatus: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = paid.json() as OrderView;
    expect(after.paymentStatus).toBe('paid');
    expect([after.totalAmount, after.actualAmount]).toEqual([o.totalAmount, o.actualAmount]);
    expect(after.vouchers).toEqual([]);
    expect(await voucherOrder(v)).toBeNull();
  });

  it('a comment typed in the services list keeps the amount', async () => {
    const o = await orderWithoutVoucher();
    await giveVoucher(1500);
    const r = await t.call('POST', '/api/orders/cells', {
      as: 'admin',
      body: { rows: [{ id: o.id, version: o.version, set: { comment: 'call before noon' } }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    const [row] = (r.json() as { results: { ok: boolean; row: OrderView }[] }).results;
    expect(row!.ok).toBe(true);
    expect(row!.row.comment).toBe('call before noon');
    expect(row!.row.actualAmount).toBe(o.actualAmount);
    expect(row!.row.vouchers).toEqual([]);
  });

  it('an edit of its lines applies the voucher (auto selection)', async () => {
    const o = await orderWithoutVoucher();
    const v = await giveVoucher(1500);
    const r = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, packs: [{ id: o.packs[0]!.lineId, quantity: 2 }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    const after = r.json() as OrderView;
    expect(after.vouchers.map((x) => x.id)).toEqual([v]);
    expect(after.actualAmount).toBe(2 * 30600 + after.deliveryFee - 1500);
  });
});
