import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fen } from '../../domain/schemas/common.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let productId: string;
// the largest unit price a product takes (¥100 million), and a paid stock 93 adds of the
// largest quantity the stock dialog takes reach: their value is past 2^63 fen
const PRICE = 10_000_000_000;
const STOCK = 930_000_000;
beforeAll(async () => {
  t = await testApp();
  expect(v.safeParse(fen(0), PRICE).success).toBe(true);
  const p = await t.db.selectFrom('products').select('id').orderBy('product_id').executeTakeFirstOrThrow();
  productId = p.id;
  await t.db
    .updateTable('products')
    .set({ price: PRICE, stock: STOCK, free_stock: 0 })
    .where('id', '=', p.id)
    .execute();
});
afterAll(() => t.close());

// one product's stock value, made of figures each accepted on its own, must not break the reads that sum it
it.each([
  ['admin', '/api/product-stocks/details?sort=["totalValue","DESC"]&range=[0,0]'],
  ['admin', '/api/product-stocks/details?sort=["forecastValue","DESC"]&range=[0,0]'],
  ['logistic', '/api/product-stocks/analytics'],
  ['finance', '/api/finance/overview'],
  ['admin', '/api/analytics/general?dateStart=2026-01-01&dateEnd=2026-12-31'],
] as const)('%s: %s answers with a stock value past 64 bits', async (role, path) => {
  const r = await t.call('GET', encodeURI(path), { as: role });
  expect(r.statusCode, r.body).toBe(200);
  if (path.includes('details')) {
    expect(r.json()[0].id).toBe(productId);
    expect(r.json()[0].totalValue).toBeGreaterThanOrEqual(STOCK * PRICE);
  }
  if (path.endsWith('analytics')) expect(r.json().totalValue).toBeGreaterThanOrEqual(STOCK * PRICE);
});

// the ordinary rows are valued in bigint and the huge one in numeric: one order and one sum for both
it('the value sort orders the huge row and the ordinary ones as one column, and the sums are exact', async () => {
  const r = await t.call(
    'GET',
    encodeURI('/api/product-stocks/details?sort=["totalValue","DESC"]&range=[0,999]'),
    {
      as: 'admin',
    },
  );
  const rows = r.json() as { id: string; totalValue: number; totalStock: number }[];
  expect(rows[0]!.id).toBe(productId);
  const values = rows.map((x) => x.totalValue);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  const priced = await t.db.selectFrom('products').select(['id', 'price', 'stock', 'free_stock']).execute();
  const exact = priced
    .filter((p) => p.id !== productId)
    .reduce((s, p) => s + BigInt(p.price) * BigInt(p.stock + p.free_stock), 0n);
  for (const x of rows.slice(1)) {
    const p = priced.find((q) => q.id === x.id)!;
    expect(x.totalValue).toBe(p.price * (p.stock + p.free_stock));
  }
  const stats = (await t.call('GET', '/api/product-stocks/analytics', { as: 'admin' })).json() as {
    totalValue: number;
  };
  expect(stats.totalValue).toBe(Number(exact + BigInt(PRICE) * BigInt(STOCK)));
});
