import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { todayBusiness } from '../../domain/dates.ts';
import { serviceFee } from '../../domain/finance/rules.ts';
import type { ServiceOfferRow } from '../../domain/finance/service-offers-list.ts';
import { dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { servicesCase } from './finance-fixtures.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

/**
 * General analytics: the service fee agrees with the services screen, the dates are validated and
 * a hand-computed month adds up, the overview answers the finance roles only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('general analytics', () => {
  it('counts the service fee on the orders the services screen settles: both agree on the demo data', async () => {
    const agree = async (as: 'admin' | 'finance') => {
      const offers: ServiceOfferRow[] = [];
      for (let from = 0; ; from += 1000) {
        const page = await t.call('GET', `/api/offers/services${qs({ range: [from, from + 999] })}`, { as });
        expect(page.statusCode, page.body).toBe(200);
        offers.push(...(page.json() as ServiceOfferRow[]));
        if ((page.json() as unknown[]).length < 1000) break;
      }
      expect(offers.length, as).toBeGreaterThan(0);
      const commissions = offers.reduce((sum, o) => sum + o.commissionAmount, 0);
      const fees = offers.reduce(
        (sum, o) => sum + serviceFee(o.actualIncome, o.actualIncomeDelivery, o.commissionRate),
        0,
      );
      expect(fees, `${as}: the services screen's commissions are its fees`).toBe(commissions);
      const g = await t.call('GET', '/api/analytics/general?dateStart=2000-01-01&dateEnd=2099-12-31', { as });
      expect(g.statusCode, g.body).toBe(200);
      expect(g.json().totalServiceFee, as).toBe(commissions);
      return commissions;
    };
    const all = await agree('admin');
    expect(await agree('finance')).toBe(all);
    // a member kept to some communities: both screens narrow alike
    await sql`UPDATE users SET communities = ${[COMMUNITY_IDS.kitchen]}::uuid[]
      WHERE email = 'finance@demo.comptoir'`.execute(t.db);
    try {
      expect(await agree('finance')).toBeLessThan(all);
    } finally {
      await sql`UPDATE users SET communities = (SELECT array_agg(id) FROM communities)
        WHERE email = 'finance@demo.comptoir'`.execute(t.db);
    }
  });

  it('validates the dates and adds up the hand-computed month', async () => {
    const u = '/api/analytics/general';
    expect((await t.call('GET', `${u}?dateEnd=2001-03-31`, { as: 'finance' })).json().fields).toEqual({
      dateStart: 'validation.required',
    });
    expect(
      (await t.call('GET', `${u}?dateStart=2001-02-30&dateEnd=2001-03-31`, { as: 'finance' })).json().fields,
    ).toEqual({ dateStart: 'validation.invalidDate' });
    expect(
      (await t.call('GET', `${u}?dateStart=2001-03-31&dateEnd=2001-03-01`, { as: 'finance' })).json().fields,
    ).toEqual({ dateEnd: 'validation.dateOrder' });
    expect(
      (await t.call('GET', `${u}?dateStart=2001-03-01&dateEnd=2001-03-31&x=1`, { as: 'finance' })).statusCode,
    ).toBe(400);
    expect(
      (await t.call('GET', `${u}?dateStart=2001-03-01&dateEnd=2001-03-31`, { as: 'logistic' })).statusCode,
    ).toBe(403);
    const db2 = await testApp();
    try {
      await servicesCase(db2);
      // one claim inside the month, one the day after it: only the first is counted
      await sql`INSERT INTO claims (order_id, community_id, resp, issue, action, action_eta, created_at)
        SELECT o.id, o.community_id, 'supplier', 'packaging', 'resend', '2001-03-20', d::timestamptz
        FROM (SELECT id, community_id FROM orders ORDER BY created_at LIMIT 1) o,
             unnest(ARRAY['2001-03-15T12:00:00+08:00', '2001-04-01T00:30:00+08:00']) d`.execute(db2.db);
      const r = await db2.call('GET', `${u}?dateStart=2001-03-01&dateEnd=2001-03-31`, { as: 'admin' });
      expect(r.statusCode, r.body).toBe(200);
      const g = r.json();
      // sales: not cancelled nor refunded (the pending order counts as a sale, the rfd one not);
      // the service fee: the orders that brought money in, as the services screen settles them
      // (paid, refunding, rfd; the pending one not): A: 13550 + 5333 + 2000 = 20883, delivery
      // 1000 -> (19883 x 12.5 %) = 2485.375 -> 2485; B: 3835 - 500 -> 267; C: 1001 -> 501
      expect(g).toMatchObject({
        totalOrder: 5,
        totalClaim: 1,
        totalServiceFee: 3253,
        totalSupplierShare: 20883 + 3835 + 1001 - 3253,
        totalOffer: 3,
      });
      expect(g.revenuesByChannels).toEqual(
        expect.arrayContaining([
          { channel: 'wechat_group', amount: 28882 + 1001, orders: 4 },
          { channel: 'miniprogram', amount: 3835, orders: 1 },
        ]),
      );
      expect(g.revenuesByCommunities).toEqual([
        { community: COMMUNITY_IDS.kitchen, amount: 28882 + 3835 + 1001, orders: 5 },
      ]);
      // the stock is today's: every bucket of every product, at its price
      const stock = await sql<{ units: string; value: string }>`
        SELECT sum(stock + free_stock)::text AS units, sum((stock + free_stock) * price)::text AS value
        FROM products`.execute(db2.db);
      expect([g.totalStock, g.totalStockValue]).toEqual([
        Number(stock.rows[0]!.units),
        Number(stock.rows[0]!.value),
      ]);
      expect(g.revenuesByPaymentStatus).toEqual(
        expect.arrayContaining([
          { status: 'paid', amount: 23719, orders: 4 },
          { status: 'pending', amount: 9999, orders: 1 },
          { status: 'rfd', amount: 2000, orders: 1 },
        ]),
      );
      const pm = await db2.call('GET', `${u}?dateStart=2001-03-01&dateEnd=2001-03-31`, {
        as: 'product-manager',
      });
      expect(pm.statusCode).toBe(200);
    } finally {
      await db2.close();
    }
  });

  it("costs a cellar daily order's lines at their products' prices in the gross margin", async () => {
    const today = todayBusiness();
    const margin = async () =>
      (
        await t.call('GET', `/api/analytics/general?dateStart=${today}&dateEnd=${today}`, { as: 'admin' })
      ).json().grossMargin as { amount: number };
    const refs = await dailyRefs(t.db);
    const before = await margin();
    const body = dailyBody(refs, { community: COMMUNITY_IDS.cellar });
    const r = await t.call('POST', '/api/orders', { as: 'admin', body });
    expect(r.statusCode, r.body).toBe(201);
    const o = await sql<{ sales: string }>`
      SELECT (total_amount - delivery_fee)::text AS sales FROM orders WHERE id = ${r.json().id}`.execute(
      t.db,
    );
    let cost = 0;
    for (const l of body.lines) {
      const p = await t.db
        .selectFrom('products')
        .select('price')
        .where('id', '=', l.product)
        .executeTakeFirstOrThrow();
      cost += Number(p.price) * l.quantity;
    }
    expect((await margin()).amount).toBe(before.amount + Number(o.rows[0]!.sales) - cost);
  });

  it('the overview answers the finance roles only', async () => {
    const r = await t.call('GET', '/api/finance/overview', { as: 'finance' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toHaveProperty('commission.thisMonth');
    expect(r.json().owed.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/finance/overview', { as: 'product-manager' })).statusCode).toBe(403);
  });
});
