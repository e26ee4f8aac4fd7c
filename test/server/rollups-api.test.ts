import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer, saleBody } from './live-fixtures.ts';
import { expectTotalsEqualOrders, SCOPES } from './rollups-fixtures.ts';

/**
 * The daily order totals (docs/analytics.md) after random histories through the real API: live
 * sales on a cellar and a kitchen offer, daily orders, payment changes one by one (PUT) and on
 * selected rows (cells), cancels; refused moves are part of the history. The totals then equal
 * the orders, and the analytics the former computation over the orders, to the fen.
 */
let t: TestApp;
let refs: DailyRefs;
let offers: { id: string; packs: string[] }[];
let customer: string;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
  customer = (await anyCustomer(t.db)).id;
  offers = [
    await makeOffer(t.db, { community: COMMUNITY_IDS.cellar, packs: [{ stock: 500, price: 4_321 }] }),
    await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 500, price: 1_999 }] }),
  ];
});
afterAll(() => t.close());

const PAYMENTS = ['pending', 'paid', 'ccl', 'refunding', 'rfd'] as const;
const op = fc.oneof(
  fc.record({ kind: fc.constant('sale' as const), offer: fc.nat(1) }),
  fc.record({ kind: fc.constant('daily' as const), cellar: fc.boolean() }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), to: fc.constantFrom(...PAYMENTS) }),
  fc.record({
    kind: fc.constant('cells' as const),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    to: fc.constantFrom(...PAYMENTS),
  }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
/** accepted calls of each kind: the histories must have written, not only been refused */
const accepted = { sale: 0, daily: 0, pay: 0, cells: 0 };

async function send(o: Op, mine: string[]) {
  const version = async (id: string) =>
    (await t.db.selectFrom('orders').select('version').where('id', '=', id).executeTakeFirstOrThrow())
      .version;
  let r: Awaited<ReturnType<TestApp['call']>> | undefined;
  if (o.kind === 'sale')
    r = await t.call('POST', '/api/orders', { as: 'admin', body: saleBody(offers[o.offer]!, customer) });
  else if (o.kind === 'daily')
    r = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: dailyBody(refs, o.cellar ? { community: COMMUNITY_IDS.cellar } : {}),
    });
  else if (!mine.length) return;
  else if (o.kind === 'pay') {
    const id = mine[o.pick % mine.length]!;
    r = await t.call('PUT', `/api/orders/${id}`, {
      as: 'admin',
      body: { version: await version(id), paymentStatus: o.to },
    });
  } else {
    const ids = [...new Set(o.picks.map((p) => mine[p % mine.length]!))];
    const rows = await Promise.all(
      ids.map(async (id) => ({ id, version: await version(id), set: { paymentStatus: o.to } })),
    );
    r = await t.call('POST', '/api/orders/cells', { as: 'admin', body: { rows } });
  }
  expect(r.statusCode, r.body).toBeLessThan(500);
  if (r.statusCode < 300) accepted[o.kind]++;
  if ((o.kind === 'sale' || o.kind === 'daily') && r.statusCode === 201)
    mine.push((r.json() as { id: string }).id);
}

describe('daily order totals through the API', () => {
  it('equal the orders to the fen after random histories of sales, payment changes and cancels', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (history) => {
        const mine: string[] = [];
        for (const o of history) await send(o, mine);
        await expectTotalsEqualOrders(t.db, [['2000-01-01', '2099-12-31']], SCOPES);
      }),
      { numRuns: 15 },
    );
    expect(
      accepted.sale && accepted.daily && accepted.pay + accepted.cells,
      JSON.stringify(accepted),
    ).toBeGreaterThan(0);
  }, 180_000);
});
