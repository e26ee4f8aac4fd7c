import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { FinanceOverview } from '../../domain/finance/analytics.ts';
import type { Role } from '../../domain/roles.ts';
import { directSupplier } from './finance-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { caseBody, orderIn } from './service-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

/**
 * The money overview's refunds block: refunds not yet final, per state, counted and summed to the
 * fen in the caller's communities only, on a database whose refunds are all made here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // this file's database is its own: start from no refunds so every figure is hand-computed
  await sql`DELETE FROM refund_reads`.execute(t.db);
  await sql`DELETE FROM refunds`.execute(t.db);
});
afterAll(() => t.close());

const { kitchen, farm } = COMMUNITY_IDS;
const OVERVIEW = '/api/finance/overview';

async function refund(community: string, amount: number, to?: 'validated' | 'refused' | 'refunded') {
  const order = await orderIn(t.db, { community, method: 'alipay' });
  const r = await t.call('POST', '/api/refunds', {
    as: 'admin',
    body: { ...caseBody(order.id), refundAmount: amount, paymentMethod: 'alipay' },
  });
  expect(r.statusCode, r.body).toBe(201);
  const id = r.json().id as string;
  const move = async (as: Role, status: string, extra = {}) => {
    const version = await versionNow(t, `/api/refunds/${id}/details`);
    const m = await t.call('PUT', `/api/refunds/${id}`, { as, body: { status, version, ...extra } });
    expect(m.statusCode, m.body).toBe(200);
  };
  if (to === 'refused') await move('admin', 'refused');
  if (to === 'validated' || to === 'refunded') await move('admin', 'validated');
  if (to === 'refunded') await move('finance', 'refunded', { manual: true });
}

const refundsOf = async (opts: { as?: Role; token?: string }) => {
  const r = await t.call('GET', OVERVIEW, opts);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as FinanceOverview).refunds;
};

describe('money overview: refunds waiting', () => {
  it('counts and sums the waiting refunds by state, exact to the fen, in the caller’s communities', async () => {
    expect(await refundsOf({ as: 'finance' })).toEqual([
      { status: 'new', count: 0, amount: 0 },
      { status: 'validated', count: 0, amount: 0 },
    ]);
    // kitchen: new 12.34 + 5.66, validated 10.00; refused and refunded ones are not waiting
    await refund(kitchen, 1234);
    await refund(kitchen, 566);
    await refund(kitchen, 1000, 'validated');
    await refund(kitchen, 777, 'refused');
    await refund(kitchen, 999, 'refunded');
    // farm: new 25.01, validated 3.00
    await refund(farm, 2501);
    await refund(farm, 300, 'validated');
    const all = [
      { status: 'new', count: 3, amount: 1234 + 566 + 2501 },
      { status: 'validated', count: 2, amount: 1000 + 300 },
    ];
    expect(all.map((x) => x.amount)).toEqual([4301, 1300]);
    for (const as of ['finance', 'admin', 'super-admin'] as Role[])
      expect(await refundsOf({ as })).toEqual(all);

    // a finance member of the kitchen community alone sees the kitchen's refunds only
    await t.db
      .updateTable('users')
      .set({ communities: [kitchen] })
      .where('email', '=', 'sun.hao@comptoir.cn')
      .execute();
    const member = await t.login('sun.hao@comptoir.cn');
    expect(await refundsOf({ token: member.token })).toEqual([
      { status: 'new', count: 2, amount: 1800 },
      { status: 'validated', count: 1, amount: 1000 },
    ]);
  });

  it('answers the finance roles only, and takes no query', async () => {
    for (const as of ['product-manager', 'logistic', 'customer-hero', 'community-manager'] as Role[]) {
      expect((await t.call('GET', OVERVIEW, { as })).statusCode).toBe(403);
    }
    expect((await t.call('GET', OVERVIEW)).statusCode).toBe(401);
    expect((await t.call('GET', `${OVERVIEW}?status=new`, { as: 'finance' })).statusCode).toBe(400);
  });
});

describe('money overview: stock on its way', () => {
  const stockOf = async (opts: { as?: Role; token?: string }) => {
    const r = await t.call('GET', OVERVIEW, opts);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as FinanceOverview).stock;
  };
  async function purchase(community: string) {
    const sup = await directSupplier(t, 2);
    const r = await t.call('POST', '/api/purchase-orders', {
      as: 'admin',
      body: {
        supplier: sup.id,
        community,
        date: '2026-11-02',
        purchaseOrderItems: [
          { product: sup.products[0]!.id, quantity: 3, unitPrice: 1999, vatPercentage: 13 },
          { product: sup.products[1]!.id, quantity: 2, unitPrice: 333, vatPercentage: 13 },
        ],
      },
    });
    expect(r.statusCode, r.body).toBe(201);
  }

  it('counts the pending purchase orders of the caller’s communities only', async () => {
    await t.db
      .updateTable('users')
      .set({ communities: [kitchen] })
      .where('email', '=', 'sun.hao@comptoir.cn')
      .execute();
    const member = await t.login('sun.hao@comptoir.cn');
    const [mine, all] = [await stockOf({ token: member.token }), await stockOf({ as: 'admin' })];
    // 3 x 19.99 + 2 x 3.33, five units, bought for the farm: not the kitchen member's
    await purchase(farm);
    expect(await stockOf({ token: member.token })).toMatchObject({
      purchasedUnits: mine.purchasedUnits,
      purchasedValue: mine.purchasedValue,
    });
    expect(await stockOf({ as: 'admin' })).toMatchObject({
      purchasedUnits: all.purchasedUnits + 5,
      purchasedValue: all.purchasedValue + 5997 + 666,
    });
    // bought for the kitchen: his too
    await purchase(kitchen);
    expect(await stockOf({ token: member.token })).toMatchObject({
      purchasedUnits: mine.purchasedUnits + 5,
      purchasedValue: mine.purchasedValue + 5997 + 666,
    });
  });
});
