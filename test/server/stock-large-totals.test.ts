import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // each bucket within 32 bits, as stock movements may leave it, their sum past 2^31 - 1
  const p = await t.db.selectFrom('products').select('id').orderBy('product_id').executeTakeFirstOrThrow();
  await t.db
    .updateTable('products')
    .set({ stock: 2_147_483_000, free_stock: 1_000 })
    .where('id', '=', p.id)
    .execute();
});
afterAll(() => t.close());

// a product's paid and free stock, each accepted on its own, must not break the reports that add them
it.each([
  ['finance', '/api/finance/overview'],
  ['admin', '/api/analytics/general?dateStart=2026-01-01&dateEnd=2026-12-31'],
  ['admin', '/api/product-stocks/analytics'],
  ['admin', '/api/product-stocks/details?sort=["totalStock","DESC"]&range=[0,0]'],
  ['admin', '/api/product-stocks/details?sort=["forecastStock","DESC"]&range=[0,0]'],
] as const)('%s: %s answers with the stock past 32 bits', async (role, path) => {
  const r = await t.call('GET', encodeURI(path), { as: role });
  expect(r.statusCode, r.body).toBe(200);
  if (path.includes('details')) expect(r.json()[0].totalStock).toBe(2_147_484_000);
});

// pending purchases of one product past 2^31 - 1 (215 purchases of the largest quantity a
// movement takes), written directly as the buckets above
it('the inventory answers with the pending purchases past 32 bits', async () => {
  const p = await t.db
    .selectFrom('products')
    .select('id')
    .orderBy('product_id', 'desc')
    .executeTakeFirstOrThrow();
  const move = {
    product_id: p.id,
    type: 'purchase_order',
    status: 'purchased',
    movement_stock: 2_000_000_000,
  } as const;
  await t.db.insertInto('stock_movements').values([move, move]).execute();
  const page = await t.call(
    'GET',
    encodeURI('/api/product-stocks/details?sort=["purchasedStock","DESC"]&range=[0,0]'),
    {
      as: 'admin',
    },
  );
  expect(page.statusCode, page.body).toBe(200);
  expect(page.json()[0].purchasedStock).toBeGreaterThanOrEqual(4_000_000_000);
  const stats = await t.call('GET', '/api/product-stocks/analytics', { as: 'admin' });
  expect(stats.statusCode, stats.body).toBe(200);
  expect(stats.json().purchasedStock).toBeGreaterThanOrEqual(4_000_000_000);
});
