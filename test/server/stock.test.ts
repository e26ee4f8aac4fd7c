import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { demoEmail, qs, type TestApp, testApp } from './helpers.ts';
import { adjust, driftedProducts, someProducts } from './stock-fixtures.ts';

let t: TestApp;
let product: { id: string; product_id: string; stock: number; free_stock: number; price: number };
beforeAll(async () => {
  t = await testApp();
  [product] = (await someProducts(t, 1)) as [typeof product];
});
afterAll(() => t.close());

const READERS = [
  'super-admin',
  'admin',
  'product-manager',
  'community-manager',
  'logistic',
  'finance',
] as const;
const ADJUSTERS = ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'] as const;
const stockOf = async (id: string) =>
  (await t.call('GET', `/api/product-stocks?product=${id}`, { as: 'admin' })).json();

describe('reading the inventory', () => {
  it('seeds a movement history that sums to every bucket', async () => {
    expect(await driftedProducts(t)).toEqual([]);
    const n = await t.db
      .selectFrom('stock_movements')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(n?.n)).toBeGreaterThan(10);
  });

  it('lists products with buckets, pending figures and values to the stock roles only', async () => {
    for (const role of ROLES) {
      const r = await t.call('GET', `/api/product-stocks/details${qs({ range: [0, 9] })}`, { as: role });
      expect(r.statusCode, role).toBe((READERS as readonly string[]).includes(role) ? 200 : 403);
    }
    const r = await t.call(
      'GET',
      `/api/product-stocks/details${qs({ range: [0, 199], sort: ['forecastValue', 'DESC'] })}`,
      {
        as: 'logistic',
      },
    );
    expect(r.headers['content-range']).toMatch(/^product-stocks 0-\d+\/\d+$/);
    const rows = r.json() as Record<string, number>[];
    for (const s of rows) {
      expect(s.totalStock).toBe(s.stock! + s.freeStock!);
      expect(s.forecastStock).toBe(s.stock! + s.freeStock! + s.purchasedStock! - s.onDeliveryStock!);
      expect(s.forecastValue).toBe(s.forecastStock! * s.price!);
      expect(s.totalValue).toBe(s.totalStock! * s.price!);
    }
    const values = rows.map((s) => s.forecastValue!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(rows.some((s) => s.purchasedStock! > 0)).toBe(true);
  });

  it('filters by name (English or Chinese) and refuses unknown filters with a 400', async () => {
    const r = await t.call(
      'GET',
      `/api/product-stocks/details${qs({ filter: { productId: product.product_id } })}`,
      {
        as: 'admin',
      },
    );
    expect(r.json().map((s: { id: string }) => s.id)).toContain(product.id);
    const bad = await t.call('GET', `/api/product-stocks/details${qs({ filter: { bogus: 1 } })}`, {
      as: 'admin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['filter.bogus']);
  });

  it('gives the stats of the filtered view: the sums of its rows', async () => {
    const all = (
      await t.call('GET', `/api/product-stocks/details${qs({ range: [0, 999] })}`, { as: 'finance' })
    ).json() as Record<string, number>[];
    const stats = (await t.call('GET', '/api/product-stocks/analytics', { as: 'finance' })).json();
    const sum = (k: string) => all.reduce((a, s) => a + s[k]!, 0);
    expect(stats).toEqual({
      products: all.length,
      stock: sum('stock'),
      freeStock: sum('freeStock'),
      purchasedStock: sum('purchasedStock'),
      onDeliveryStock: sum('onDeliveryStock'),
      totalStock: sum('totalStock'),
      totalValue: sum('totalValue'),
      forecastStock: sum('forecastStock'),
      forecastValue: sum('forecastValue'),
      soldOut: all.filter((s) => s.totalStock === 0).length,
    });
    const one = await t.call(
      'GET',
      `/api/product-stocks/analytics${qs({ filter: { productId: product.product_id } })}`,
      {
        as: 'finance',
      },
    );
    expect(one.json().products).toBe(1);
    expect((await t.call('GET', '/api/product-stocks/analytics', { as: 'designer' })).statusCode).toBe(403);
  });

  it('reads one product stock by ?product=, 400 without or with a bad id, 404 unknown', async () => {
    const s = await stockOf(product.id);
    expect(s).toMatchObject({ id: product.id, productId: product.product_id, stock: product.stock });
    expect((await t.call('GET', '/api/product-stocks', { as: 'admin' })).json().fields).toEqual({
      product: 'validation.required',
    });
    expect((await t.call('GET', '/api/product-stocks?product=12', { as: 'admin' })).statusCode).toBe(400);
    expect(
      (await t.call('GET', `/api/product-stocks?product=${product.id}&x=1`, { as: 'admin' })).statusCode,
    ).toBe(400);
    const missing = await t.call('GET', '/api/product-stocks?product=00000000-0000-4000-8000-000000000000', {
      as: 'admin',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/product-stocks?product=${product.id}`, { as: 'customer-hero' })).statusCode,
    ).toBe(403);
  });

  it('lists a product’s movements newest first with ?product=, 400 on a bad id or parameter', async () => {
    const r = await t.call(
      'GET',
      `/api/stock-movements/details?product=${product.id}&${qs({ range: [0, 9] }).slice(1)}`,
      {
        as: 'community-manager',
      },
    );
    expect(r.statusCode).toBe(200);
    const rows = r.json() as { product: string; date: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((m) => m.product === product.id)).toBe(true);
    const dates = rows.map((m) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      (await t.call('GET', '/api/stock-movements/details?product=nope', { as: 'admin' })).statusCode,
    ).toBe(400);
    expect((await t.call('GET', '/api/stock-movements/details?foo=1', { as: 'admin' })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/stock-movements/details', { as: 'designer' })).statusCode).toBe(403);
  });
});

describe('the add/remove stock call', () => {
  it('adds to the chosen bucket (201): movement, stock, audit, listed first', async () => {
    const before = await stockOf(product.id);
    const r = await t.call('POST', '/api/stock-movements/manual', {
      as: 'logistic',
      body: adjust(product.id, { quantity: 7, bucket: 'free', comment: ' Gift from supplier ' }),
    });
    expect(r.statusCode).toBe(201);
    const m = r.json();
    expect(m).toMatchObject({
      type: 'manual_add',
      status: 'in',
      stockType: 'free',
      movementStock: 7,
      comment: 'Gift from supplier',
      createdBy: { id: demoUserId(demoEmail('logistic')) },
    });
    expect(m.productStock).toMatchObject({ stock: before.stock, freeStock: before.freeStock + 7 });
    expect(await stockOf(product.id)).toMatchObject({ freeStock: before.freeStock + 7 });
    const list = await t.call('GET', `/api/stock-movements/details?product=${product.id}`, { as: 'admin' });
    expect(list.json()[0].id).toBe(m.id);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'product_stock')
      .where('entity_id', '=', product.id)
      .execute();
    expect(audit.at(-1)).toMatchObject({
      action: 'manual_add',
      before: { freeStock: before.freeStock },
      after: { freeStock: before.freeStock + 7 },
    });
  });

  it('removes from the bucket, at most what it holds (400 quantity validation.max)', async () => {
    const s = await stockOf(product.id);
    const r = await t.call('POST', '/api/stock-movements/manual', {
      as: 'finance',
      body: adjust(product.id, { type: 'manual_remove', quantity: 2 }),
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      movementStock: -2,
      status: 'out',
      productStock: { stock: s.stock - 2 },
    });
    const over = await t.call('POST', '/api/stock-movements/manual', {
      as: 'finance',
      body: adjust(product.id, { type: 'manual_remove', bucket: 'free', quantity: s.freeStock + 1 }),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({ quantity: 'validation.max' });
    expect(await stockOf(product.id)).toMatchObject({ stock: s.stock - 2, freeStock: s.freeStock });
    expect(await driftedProducts(t)).toEqual([]);
  });

  it('is for the stock add/remove roles only', async () => {
    for (const role of ROLES) {
      const r = await t.call('POST', '/api/stock-movements/manual', { as: role, body: adjust(product.id) });
      expect(r.statusCode, role).toBe((ADJUSTERS as readonly string[]).includes(role) ? 201 : 403);
    }
  });

  it.each([
    ['quantity 0 (confirm disabled at 0)', { quantity: 0 }, 'quantity'],
    ['a negative quantity', { quantity: -3 }, 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['no comment', { comment: undefined }, 'comment'],
    ['a blank comment', { comment: '   ' }, 'comment'],
    ['an unknown bucket', { bucket: 'gift' }, 'bucket'],
    ['an unknown type', { type: 'customer_order' }, 'type'],
    ['a direction against the type', { direction: 'out' }, 'direction'],
    ['a product that is no id', { productId: 'abc' }, 'productId'],
    ['an unknown field', { price: 3 }, 'price'],
  ])('refuses %s with a 400 naming the field', async (_, over, field) => {
    const r = await t.call('POST', '/api/stock-movements/manual', {
      as: 'admin',
      body: adjust(product.id, over),
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().fields)).toEqual([field]);
  });

  it('says "Please add a comment" as a translation key', async () => {
    const r = await t.call('POST', '/api/stock-movements/manual', {
      as: 'admin',
      body: adjust(product.id, { comment: '' }),
    });
    expect(r.json().fields).toEqual({ comment: 'stock.errors.commentRequired' });
  });

  it('answers 404 for an unknown product, never a 500', async () => {
    const r = await t.call('POST', '/api/stock-movements/manual', {
      as: 'admin',
      body: adjust('00000000-0000-4000-8000-000000000000'),
    });
    expect(r.statusCode).toBe(404);
  });
});

describe('recording a movement (POST /api/stock-movements)', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    product: product.id,
    stockType: 'paid',
    type: 'manual_add',
    status: 'in',
    date: '2026-03-02',
    movementStock: 40,
    comment: 'found in the back room',
    ...over,
  });

  it('a manual add moves the stock', async () => {
    const s = await stockOf(product.id);
    const r = await t.call('POST', '/api/stock-movements', {
      as: 'logistic',
      body: body({ movementStock: 5 }),
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ type: 'manual_add', status: 'in', movementStock: 5 });
    expect(await stockOf(product.id)).toMatchObject({ stock: s.stock + 5 });
  });

  // a purchase-order movement is written by its purchase order (its lines, then its reception):
  // one posted by hand names no purchase order, so no reception would ever settle it
  it.each([
    ['on its way', { status: 'purchased' }],
    ['received', { status: 'in' }],
    ['on delivery', { status: 'on_delivery', movementStock: -3 }],
  ])('refuses a purchase-order movement %s: 400 on type, nothing written', async (_, over) => {
    const s = await stockOf(product.id);
    const count = async () =>
      (
        await t.db
          .selectFrom('stock_movements')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('product_id', '=', product.id)
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    for (const as of ['admin', 'product-manager', 'logistic', 'finance'] as const) {
      const r = await t.call('POST', '/api/stock-movements', {
        as,
        body: body({ type: 'purchase_order', comment: 'PO 12', ...over }),
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().fields).toEqual({ type: 'stock.errors.purchaseOrderOwn' });
    }
    expect(await count()).toBe(before);
    expect(await stockOf(product.id)).toEqual(s);
  });

  it.each([
    [
      'a customer-order movement (the server’s own)',
      { type: 'customer_order', status: 'out', movementStock: -1 },
      'type',
    ],
    ['a merge movement (the server’s own)', { type: 'merge', status: 'in' }, 'type'],
    ['a sign against the status', { status: 'in', movementStock: -4 }, 'movementStock'],
    ['zero units', { movementStock: 0 }, 'movementStock'],
    ['a manual add that goes out', { type: 'manual_add', status: 'out', movementStock: -1 }, 'status'],
    ['an unknown status', { status: 'lost' }, 'status'],
    // a manual change is the stock dialog's, whose reason is required ('Please add a comment')
    [
      'a manual add with no comment',
      { type: 'manual_add', status: 'in', movementStock: 2, comment: '' },
      'comment',
    ],
    [
      'a manual remove with a blank comment',
      { type: 'manual_remove', status: 'out', movementStock: -1, comment: '   ' },
      'comment',
    ],
    [
      'a manual add without the comment field',
      { type: 'manual_add', status: 'in', comment: undefined },
      'comment',
    ],
    ['a bad date', { date: '2026-02-30' }, 'date'],
    [
      'an out beyond the bucket',
      { type: 'manual_remove', status: 'out', movementStock: -1_000_000 },
      'movementStock',
    ],
  ])('refuses %s with a 400 naming the field', async (_, over, field) => {
    const r = await t.call('POST', '/api/stock-movements', { as: 'admin', body: body(over) });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().fields)).toEqual([field]);
  });

  it('is refused to community-manager (reads only) with 403', async () => {
    expect(
      (await t.call('POST', '/api/stock-movements', { as: 'community-manager', body: body() })).statusCode,
    ).toBe(403);
  });
});

describe('merging the free bucket into the paid one', () => {
  it('moves every free unit (two merge movements) and answers id, stock, freeStock', async () => {
    await t.call('POST', '/api/stock-movements/manual', {
      as: 'admin',
      body: adjust(product.id, { bucket: 'free', quantity: 4 }),
    });
    const s = await stockOf(product.id);
    const r = await t.call('POST', `/api/product-stocks/${product.id}/merge`, { as: 'product-manager' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id: product.id, stock: s.stock + s.freeStock, freeStock: 0 });
    const moves = (
      await t.call('GET', `/api/stock-movements/details?product=${product.id}`, { as: 'admin' })
    ).json();
    expect(
      moves
        .slice(0, 2)
        .map((m: { type: string; movementStock: number }) => [m.type, m.movementStock])
        .sort(),
    ).toEqual(
      [
        ['merge', -s.freeStock],
        ['merge', s.freeStock],
      ].sort(),
    );
    // nothing left to merge: the same answer, no movement
    const again = await t.call('POST', `/api/product-stocks/${product.id}/merge`, { as: 'product-manager' });
    expect(again.json()).toEqual({ id: product.id, stock: s.stock + s.freeStock, freeStock: 0 });
    expect(await driftedProducts(t)).toEqual([]);
  });

  it('404 for an unknown product, 403 for a reader', async () => {
    expect(
      (
        await t.call('POST', '/api/product-stocks/00000000-0000-4000-8000-000000000000/merge', {
          as: 'admin',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', `/api/product-stocks/${product.id}/merge`, { as: 'community-manager' }))
        .statusCode,
    ).toBe(403);
  });
});
