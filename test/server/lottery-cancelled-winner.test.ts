import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, kitchenVoucher, makeOffer, saleBody } from './live-fixtures.ts';
import { firstDraw } from './lottery-fixtures.ts';

/**
 * A winner whose paid order is then cancelled (ccl) keeps the amount he paid (its vouchers given
 * back, docs/orders.md); a gift that moves no amount (a custom gift) still goes from his order to
 * another winner, and his order's amount stays the one paid.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const put = async (o: OrderView, body: Record<string, unknown>) => {
  const r = await t.call('PUT', `/api/orders/${o.id}`, {
    as: 'admin',
    body: { version: o.version, ...body },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as OrderView;
};

describe('a lottery slot of a cancelled paid winner', () => {
  it('moves to another order, the cancelled one keeping the amount paid', async () => {
    const customer = (await anyCustomer(t.db)).id;
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 20, price: 5000 }],
    });
    const drawId = await firstDraw(t.db, offer.id, [
      { type: 'custom', custom: { en: 'Apron', zh: '围裙' }, winnerNumber: 1 },
    ]);
    const v = await kitchenVoucher(t.db, customer, 700);
    const made = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: saleBody(offer, customer, { voucherSelection: 'manual', vouchers: [v] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const paid = await put(made.json(), { paymentStatus: 'paid' });
    const assign = (orderID: number | null, currentOrderID: number | null) =>
      t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
        as: 'admin',
        body: { winnerNumber: 1, orderID, currentOrderID },
      });
    expect((await assign(paid.orderID, null)).statusCode).toBe(200);
    const won = (await t.call('GET', `/api/orders/${paid.id}/details`, { as: 'admin' })).json() as OrderView;
    const ccl = await put(won, { paymentStatus: 'ccl' });
    expect(ccl.actualAmount).toBe(paid.actualAmount);
    const other = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: {
        offer: offer.id,
        channel: 'wechat_group',
        customerDaily: { customerName: 'Next' },
        packs: [{ id: offer.packs[0]!, quantity: 1 }],
      },
    });
    const moved = await assign((other.json() as OrderView).orderID, paid.orderID);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (
      await t.call('GET', `/api/orders/${paid.id}/details`, { as: 'admin' })
    ).json() as OrderView;
    expect([after.gifts.length, after.totalAmount, after.actualAmount]).toEqual([
      0,
      paid.totalAmount,
      paid.actualAmount,
    ]);
  });
});
