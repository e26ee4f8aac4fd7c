import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, kitchenVoucher, makeOffer, saleBody } from './live-fixtures.ts';

/**
 * A cancelled paid order (ccl) keeps the amounts its customer paid, and its vouchers go back to
 * him. Marked paid again (admins only), it was priced again without those vouchers: its paid
 * amount rose by them, an amount nobody paid, while the vouchers stayed free for another order.
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

const GIVEN_BACK = 'order.errors.vouchersGivenBack';

const stored = async (id: string) =>
  (
    await sql<{ total_amount: number; actual_amount: number; payment_status: string; version: number }>`
      SELECT total_amount, actual_amount, payment_status, version FROM orders WHERE id = ${id}`.execute(t.db)
  ).rows[0]!;
const voucherRow = async (id: string) =>
  (await sql<{ status: string }>`SELECT status FROM vouchers WHERE id = ${id}`.execute(t.db)).rows[0]!;

const put = async (id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/api/orders/${id}`, { as: 'admin', body: { ...body, version: (await stored(id)).version } });

/** Made by `body`, paid, then cancelled: a ccl order. */
async function cancelledPaid(body: Record<string, unknown>): Promise<OrderView> {
  const made = await t.call('POST', '/api/orders', { as: 'admin', body });
  expect(made.statusCode, made.body).toBe(201);
  const o = made.json() as OrderView;
  expect((await put(o.id, { paymentStatus: 'paid' })).statusCode).toBe(200);
  const c = await put(o.id, { status: 'discontinued' });
  expect(c.statusCode, c.body).toBe(200);
  expect((c.json() as OrderView).paymentStatus).toBe('ccl');
  return o;
}

describe('marking a cancelled paid order paid again', () => {
  for (const kind of ['live', 'daily'] as const) {
    it(`is refused for a ${kind} order whose vouchers were given back: 409 naming paymentStatus, nothing moves`, async () => {
      const v = await kitchenVoucher(t.db, customer, 500);
      const body =
        kind === 'live'
          ? saleBody(
              await makeOffer(t.db, {
                community: COMMUNITY_IDS.kitchen,
                packs: [{ stock: 10, price: 3000 }],
              }),
              customer,
              { voucherSelection: 'manual', vouchers: [v] },
            )
          : dailyBody(refs, { customer, vouchers: [v] });
      const o = await cancelledPaid(body);
      const before = await stored(o.id);
      expect(before.actual_amount).toBe(before.total_amount - 500);
      const r = await put(o.id, { paymentStatus: 'paid' });
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json()).toMatchObject({ message: GIVEN_BACK, fields: { paymentStatus: GIVEN_BACK } });
      expect(await stored(o.id)).toEqual(before);
      expect(await voucherRow(v)).toEqual({ status: 'validated' });
      const cell = await t.call('POST', '/api/orders/cells', {
        as: 'admin',
        body: { rows: [{ id: o.id, version: before.version, set: { paymentStatus: 'paid' } }] },
      });
      // the cell does not offer the move (domain paymentMoves), so it is refused as any move not offered
      expect(cell.json().results[0]).toMatchObject({
        ok: false,
        status: 403,
        message: 'cells.locked.noMove',
      });
      expect(await stored(o.id)).toEqual(before);
    });
  }

  it('still takes one paid without vouchers, its amount as it was', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 10, price: 3000 }],
    });
    const o = await cancelledPaid(saleBody(offer, customer, { voucherSelection: 'manual', vouchers: [] }));
    const before = await stored(o.id);
    const r = await put(o.id, { paymentStatus: 'paid' });
    expect(r.statusCode, r.body).toBe(200);
    expect(await stored(o.id)).toMatchObject({
      payment_status: 'paid',
      total_amount: before.total_amount,
      actual_amount: before.actual_amount,
    });
  });
});
