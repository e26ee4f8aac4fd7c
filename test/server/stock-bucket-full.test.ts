import { afterAll, beforeAll, expect, it } from 'vitest';
import { directSupplier } from './finance-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let productId: string;
// a paid bucket 215 adds of the largest quantity reach: the next add does not fit its column
const NEARLY_FULL = 2_140_000_000;
beforeAll(async () => {
  t = await testApp();
  const p = await t.db.selectFrom('products').select('id').orderBy('product_id').executeTakeFirstOrThrow();
  productId = p.id;
  await t.db.updateTable('products').set({ stock: NEARLY_FULL }).where('id', '=', p.id).execute();
});
afterAll(() => t.close());

const full = { error: 'bad_request', message: 'stock.errors.bucketFull' };

it('an add past what a bucket holds is a 400 naming the quantity, and nothing is written', async () => {
  const before = await t.db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const r = await t.call('POST', '/api/stock-movements/manual', {
    as: 'logistic',
    body: { productId, quantity: 10_000_000, type: 'manual_add', bucket: 'paid', comment: 'delivery' },
  });
  expect(r.statusCode, r.body).toBe(400);
  expect(r.json()).toEqual({ ...full, fields: { quantity: 'validation.max' } });
  const raw = await t.call('POST', '/api/stock-movements', {
    as: 'admin',
    body: {
      product: productId,
      type: 'manual_add',
      status: 'in',
      date: '2026-11-30',
      movementStock: 10_000_000,
      comment: 'delivery',
    },
  });
  expect(raw.statusCode, raw.body).toBe(400);
  expect(raw.json()).toEqual({ ...full, fields: { movementStock: 'validation.max' } });
  const after = await t.db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  expect(after.n).toBe(before.n);
  const p = await t.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  expect(p.stock).toBe(NEARLY_FULL);
});

it('a merge that would overflow the paid bucket is refused the same way', async () => {
  await t.db
    .updateTable('products')
    .set({ stock: 2_147_483_000, free_stock: 1_000 })
    .where('id', '=', productId)
    .execute();
  const r = await t.call('POST', `/api/product-stocks/${productId}/merge`, { as: 'admin' });
  expect(r.statusCode, r.body).toBe(400);
  expect(r.json().message).toBe('stock.errors.bucketFull');
});

it('a purchase order received past what a bucket holds is a 400 naming stock_status, and nothing is received', async () => {
  const sup = await directSupplier(t);
  const product = sup.products[0]!.id;
  await t.db.updateTable('products').set({ stock: NEARLY_FULL }).where('id', '=', product).execute();
  const created = await t.call('POST', '/api/purchase-orders', {
    as: 'product-manager',
    body: {
      supplier: sup.id,
      date: '2026-11-30',
      purchaseOrderItems: [{ product, quantity: 10_000_000, unitPrice: 100, vatPercentage: 13 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const po = created.json();
  const received = { version: po.version, stock_status: 'received' };
  const r = await t.call('PUT', `/api/purchase-orders/${po.id}`, { as: 'logistic', body: received });
  expect(r.statusCode, r.body).toBe(400);
  expect(r.json()).toEqual({ ...full, fields: { stock_status: 'stock.errors.bucketFull' } });
  // the lists' cell says it on its row, on the cell
  const cell = await t.call('POST', '/api/purchase-orders/cells', {
    as: 'logistic',
    body: { rows: [{ id: po.id, version: po.version, set: { stock_status: 'received' } }] },
  });
  expect(cell.json().results[0]).toMatchObject({
    ok: false,
    status: 400,
    field: 'stock_status',
    message: 'stock.errors.bucketFull',
  });
  const after = await t.call('GET', `/api/purchase-orders/${po.id}`, { as: 'admin' });
  expect(after.json()).toMatchObject({ stock_status: 'pending', version: po.version });
  const p = await t.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', product)
    .executeTakeFirstOrThrow();
  expect(p.stock).toBe(NEARLY_FULL);
});
