import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../../domain/actions.ts';
import { ROLES } from '../../domain/roles.ts';
import type { ProductStockRow } from '../../domain/stock/views.ts';
import { auditActions, cellsOf, saved, taker } from './cells-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { adjust, driftedProducts } from './stock-fixtures.ts';

/**
 * POST /api/product-stocks/cells (docs/spreadsheet.md, docs/inventory.md): a paid or free stock
 * typed on the inventory is the add/remove dialog's movement of the difference, with its comment.
 */
let t: TestApp;
let c: ReturnType<typeof cellsOf<ProductStockRow>>;
let ids: string[];
beforeAll(async () => {
  t = await testApp();
  c = cellsOf<ProductStockRow>(t, '/api/product-stocks/cells');
  ids = (
    await t.db
      .selectFrom('products')
      .select('id')
      .where('stock', '>', 5)
      .where('free_stock', '>', 2)
      .orderBy('product_id')
      .execute()
  ).map((p) => p.id);
});
afterAll(async () => {
  expect(await driftedProducts(t)).toEqual([]);
  await t.close();
});

const read = async (id: string) => {
  const r = await t.call('GET', `/api/product-stocks?product=${id}`, { as: 'logistic' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as ProductStockRow;
};
/** Seeded products with paid and free stock, each used by one test only. */
const take = taker(() => ids);
const stocks = (n: number) => Promise.all(take(n).map(read));

/** The product's movements written since `since` (an instant of the database's clock), oldest first. */
// one save's movements share their transaction's time: the paid bucket's is written first
const movements = async (id: string, since: Date) =>
  (
    await sql<{ bucket: string; type: string; status: string; movement_stock: number; comment: string }>`
    SELECT bucket, type, status, movement_stock, comment FROM stock_movements
    WHERE product_id = ${id} AND created_at >= ${since} ORDER BY created_at, bucket DESC`.execute(t.db)
  ).rows;
const clock = async () =>
  (await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(t.db)).rows[0]!.now;

describe('POST /api/product-stocks/cells: a figure typed is a movement', () => {
  it('adds the difference to the paid bucket and takes it from the free one, each a movement with the comment', async () => {
    const [p] = await stocks(1);
    const since = await clock();
    const row = saved(
      await c.one('logistic', p!, { stock: p!.stock + 4, freeStock: p!.freeStock - 2, comment: ' Recount ' }),
    );
    expect(row).toMatchObject({
      stock: p!.stock + 4,
      freeStock: p!.freeStock - 2,
      comment: 'Recount',
      version: p!.version + 2,
    });
    expect(await read(p!.id)).toEqual(row);
    expect(await movements(p!.id, since)).toEqual([
      { bucket: 'paid', type: 'manual_add', status: 'in', movement_stock: 4, comment: 'Recount' },
      { bucket: 'free', type: 'manual_remove', status: 'out', movement_stock: -2, comment: 'Recount' },
    ]);
    expect(await auditActions(t, 'product_stock', p!.id)).toEqual(['manual_add', 'manual_remove']);
    // the same reason again is a reason: the row already shows it
    const again = saved(await c.one('finance', row, { stock: 0, comment: 'Recount' }));
    expect([again.stock, again.comment]).toEqual([0, 'Recount']);
    expect((await movements(p!.id, since)).at(-1)).toMatchObject({ movement_stock: -(p!.stock + 4) });
  });

  it('refuses a figure without its comment, a comment without a figure, a figure below zero; nothing moves', async () => {
    const [p] = await stocks(1);
    const since = await clock();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ stock: p!.stock + 1 }, 'comment', 'stock.errors.commentRequired'],
      [{ freeStock: 0, comment: '   ' }, 'comment', 'stock.errors.commentRequired'],
      [{ comment: 'nothing moved' }, 'stock', 'stock.errors.moveRequired'],
      [{ stock: p!.stock, comment: 'nothing moved' }, 'stock', 'stock.errors.moveRequired'],
      [{ stock: -1, comment: 'too many' }, 'stock', 'stock.errors.notEnough'],
      [{ freeStock: 2.5, comment: 'half' }, 'freeStock', 'validation.integer'],
    ];
    for (const [set, field, message] of cases)
      expect(await c.one('admin', p!, set), JSON.stringify(set)).toEqual({
        id: p!.id,
        ok: false,
        status: 400,
        message,
        field,
      });
    expect(await read(p!.id)).toEqual(p);
    expect(await movements(p!.id, since)).toEqual([]);
  });

  it('answers a stale stock 409 with the row as it stands; a product edit does not make it stale', async () => {
    const [p] = await stocks(1);
    const r = await t.call('POST', '/api/stock-movements/manual', { as: 'admin', body: adjust(p!.id) });
    expect(r.statusCode, r.body).toBe(201);
    const now = await read(p!.id);
    expect(await c.one('admin', p!, { stock: p!.stock + 10, comment: 'late' })).toEqual({
      id: p!.id,
      ok: false,
      status: 409,
      message: 'errors.versionConflict',
      current: now,
    });
    const product = (await t.call('GET', `/api/products/${p!.id}`, { as: 'admin' })).json();
    const { id: _i, productId: _p, createdAt: _c, updatedAt: _u, supplier, productType, ...body } = product;
    const put = await t.call('PUT', `/api/products/${p!.id}`, {
      as: 'admin',
      body: { ...body, supplier: supplier.id, productType: productType.name, category: null, price: 4200 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(saved(await c.one('admin', now, { stock: now.stock + 1, comment: 'ok' })).price).toBe(4200);
  });
});

describe('POST /api/product-stocks/cells: who, retries, batches', () => {
  it('lets only the add/remove roles in', async () => {
    const [p] = await stocks(1);
    let row = p!;
    for (const role of ROLES) {
      const res = await c.send(role, [
        { id: row.id, version: row.version, set: { stock: row.stock + 1, comment: role } },
      ]);
      const may = (ACTIONS['stock.adjust'] as readonly string[]).includes(role);
      expect(res.statusCode, role).toBe(may ? 200 : 403);
      if (may) row = saved(c.first(res));
      expect((await read(p!.id)).stock, role).toBe(row.stock);
    }
    expect(row.stock).toBe(p!.stock + ACTIONS['stock.adjust'].length);
  });

  it('answers a retry of a saved row as saved, moving nothing; a mixed batch row by row; done once per key', async () => {
    const [a, b] = await stocks(2);
    const since = await clock();
    const set = { freeStock: a!.freeStock + 3, comment: 'Gift from the farm' };
    saved(await c.one('admin', a!, set));
    const retry = saved(await c.one('admin', a!, set));
    expect(retry.freeStock).toBe(a!.freeStock + 3);
    expect(await movements(a!.id, since)).toHaveLength(1);
    const key = randomUUID();
    const rows = [
      { id: b!.id, version: b!.version, set: { stock: b!.stock - 1, comment: 'Broken jar' } },
      { id: a!.id, version: a!.version, set: { stock: a!.stock + 1, comment: 'stale' } },
      { id: randomUUID(), version: 0, set: { stock: 1, comment: 'none' } },
    ];
    const answer = await c.cells('product-manager', rows, key);
    expect(answer.results.map((r) => (r.ok ? 200 : r.status))).toEqual([200, 409, 404]);
    expect(await c.cells('product-manager', rows, key)).toEqual(answer);
    expect(await movements(b!.id, since)).toEqual([
      { bucket: 'paid', type: 'manual_remove', status: 'out', movement_stock: -1, comment: 'Broken jar' },
    ]);
  });
});
