import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductStockRow } from '../../domain/stock/views.ts';
import { cellsOf } from './cells-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * A bucket may hold more than one movement takes (10,000,000 units, the dialog's largest
 * quantity): a figure typed on it that moves more is refused on the figure's cell, as the
 * dialog's quantity would be, never as a refusal of no field.
 */
let t: TestApp;
let c: ReturnType<typeof cellsOf<ProductStockRow>>;
let id: string;
beforeAll(async () => {
  t = await testApp();
  c = cellsOf<ProductStockRow>(t, '/api/product-stocks/cells');
  id = (await t.db.selectFrom('products').select('id').orderBy('product_id').executeTakeFirstOrThrow()).id;
  await t.db.updateTable('products').set({ stock: 25_000_000, free_stock: 0 }).where('id', '=', id).execute();
});
afterAll(() => t.close());

it('a figure moving more than one movement takes is refused on its cell', async () => {
  const row = (
    await t.call('GET', `/api/product-stocks?product=${id}`, { as: 'admin' })
  ).json() as ProductStockRow;
  for (const [set, field] of [
    [{ stock: 0, comment: 'count' }, 'stock'],
    [{ freeStock: 20_000_000, comment: 'count' }, 'freeStock'],
  ] as const)
    expect(await c.one('admin', row, set), JSON.stringify(set)).toEqual({
      id,
      ok: false,
      status: 400,
      message: 'validation.max',
      field,
    });
});
