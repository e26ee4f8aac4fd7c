import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, kitchenVoucher, makeOffer, saleBody } from './live-fixtures.ts';

/**
 * A paid order cancelled (ccl) keeps the amount its customer paid (docs/orders.md, "A paid amount
 * does not move"): its money is to be given back, and a refund is checked against it. Its vouchers
 * go back to the customer, yet the amount paid with them off is still what was paid.
 */
let t: TestApp;
let customer: string;
let refs: DailyRefs;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
  customer = (await anyCustomer(t.db)).id;
});
afterAll(() => t.close());

const put = (o: OrderView, body: Record<string, unknown>) =>
  t.call('PUT', `/api/orders/${o.id}`, { as: 'admin', body: { ...body, version: o.version } });

describe('a paid order cancelled', () => {
  it.each([{ paymentStatus: 'ccl' }, { status: 'discontinued' }])(
    'keeps the amount paid with its vouchers off (%o)',
    async (cancel) => {
      const v = await kitchenVoucher(t.db, customer, 700);
      const offer = await makeOffer(t.db, {
        community: COMMUNITY_IDS.kitchen,
        packs: [{ stock: 10, price: 5000 }],
      });
      const made = await t.call('POST', '/api/orders', {
        as: 'admin',
        body: saleBody(offer, customer, { voucherSelection: 'manual', vouchers: [v] }),
      });
      expect(made.statusCode, made.body).toBe(201);
      const paid = await put(made.json(), { paymentStatus: 'paid' });
      expect(paid.statusCode, paid.body).toBe(200);
      const p = paid.json() as OrderView;
      expect(p.actualAmount).toBe(p.totalAmount - 700);
      const r = await put(p, cancel);
      expect(r.statusCode, r.body).toBe(200);
      const c = r.json() as OrderView;
      expect(c.paymentStatus).toBe('ccl');
      expect([c.totalAmount, c.actualAmount, c.deliveryFee]).toEqual([
        p.totalAmount,
        p.actualAmount,
        p.deliveryFee,
      ]);
    },
  );

  it('a daily order keeps it too', async () => {
    const v = await kitchenVoucher(t.db, customer, 500);
    const made = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: dailyBody(refs, { customer, vouchers: [v] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const paid = await put(made.json(), { paymentStatus: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    const p = paid.json() as OrderView;
    expect(p.actualAmount).toBe(p.totalAmount - 500);
    const r = await put(p, { status: 'discontinued' });
    expect(r.statusCode, r.body).toBe(200);
    const c = r.json() as OrderView;
    expect([c.paymentStatus, c.totalAmount, c.actualAmount]).toEqual(['ccl', p.totalAmount, p.actualAmount]);
  });
});
