import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListRow } from '../../domain/products/list.ts';
import { PRODUCT_EDITORS } from '../../domain/role-groups.ts';
import { ROLES } from '../../domain/roles.ts';
import { auditActions, cellsOf, saved, taker } from './cells-fixtures.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

/**
 * POST /api/products/cells (docs/spreadsheet.md): the products list's cells, each row saved by
 * the product's edit (PUT /api/products/{id}) and answered as the list shows it.
 */
let t: TestApp;
let c: ReturnType<typeof cellsOf<ProductListRow>>;
let seeded: { id: string; product_id: string; name_en: string }[];
beforeAll(async () => {
  t = await testApp();
  c = cellsOf<ProductListRow>(t, '/api/products/cells');
  seeded = await t.db
    .selectFrom('products')
    .select(['id', 'product_id', 'name_en'])
    .where('status', '=', 'available')
    .orderBy('product_id')
    .execute();
});
afterAll(() => t.close());

/** A product as the list shows it. */
const read = async (id: string) => {
  const { product_id } = seeded.find((p) => p.id === id)!;
  const r = await t.call('GET', `/api/products/details${qs({ filter: { productId: product_id } })}`, {
    as: 'admin',
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as ProductListRow[]).find((p) => p.id === id)!;
};

/** Seeded available products, each used by one test only. */
const take = taker(() => seeded);
const products = (n: number) => Promise.all(take(n).map((p) => read(p.id)));

describe('POST /api/products/cells', () => {
  it('saves every cell through the product edit, audited, read back as the list shows it', async () => {
    const [p] = await products(1);
    const set = { price: 12_345, retailPrice: 15_000, storageType: 'frozen', comment: 'keep at -18 °C' };
    const row = saved(await c.one('designer', p!, set));
    expect(row).toMatchObject({ ...set, id: p!.id, name: p!.name, version: p!.version + 1 });
    expect(await read(p!.id)).toEqual(row);
    const off = saved(
      await c.one('logistic', row, { status: 'discontinued', retailPrice: null, comment: null }),
    );
    expect(off).toMatchObject({ status: 'discontinued', retailPrice: null, comment: '' });
    expect(saved(await c.one('admin', off, { status: 'available' })).status).toBe('available');
    expect(await auditActions(t, 'product', p!.id)).toEqual(['update', 'discontinue', 'reactivate']);
  });

  it('lets only the product editors in', async () => {
    const [p] = await products(1);
    let version = p!.version;
    for (const role of ROLES) {
      const r = await c.send(role, [{ id: p!.id, version, set: { comment: role } }]);
      expect(r.statusCode, role).toBe(PRODUCT_EDITORS.includes(role) ? 200 : 403);
      if (r.statusCode === 200) version = saved(c.first(r)).version;
      expect((await read(p!.id)).version, role).toBe(version);
    }
  });

  it('refuses going back to available when another available product has the English name, on the status', async () => {
    const [a, b] = await products(2);
    const off = saved(await c.one('admin', a!, { status: 'discontinued' }));
    await t.db
      .updateTable('products')
      .set({ name_en: a!.name.en.toUpperCase() })
      .where('id', '=', b!.id)
      .execute();
    expect(await c.one('admin', off, { status: 'available', price: 1 })).toEqual({
      id: a!.id,
      ok: false,
      status: 409,
      message: 'product.errors.exists',
      field: 'status',
    });
    expect(await read(a!.id)).toMatchObject({
      status: 'discontinued',
      price: off.price,
      version: off.version,
    });
  });

  it('refuses bad values on their row naming the field, a stale row with the row as it stands', async () => {
    const [p] = await products(1);
    const bad: [string, unknown, string][] = [
      ['price', -1, 'validation.min'],
      ['price', 1.5, 'validation.integer'],
      ['price', null, 'validation.required'],
      ['retailPrice', '12', 'validation.required'],
      ['storageType', 'warm', 'validation.invalid'],
      ['status', 'gone', 'validation.invalid'],
      ['comment', 'x'.repeat(2001), 'validation.tooLong'],
    ];
    for (const [field, value, message] of bad)
      expect(await c.one('admin', p!, { [field]: value }), field).toEqual({
        id: p!.id,
        ok: false,
        status: 400,
        message,
        field,
      });
    const moved = saved(await c.one('admin', p!, { price: 777 }));
    expect(await c.one('admin', p!, { price: 888 })).toEqual({
      id: p!.id,
      ok: false,
      status: 409,
      message: 'errors.versionConflict',
      current: moved,
    });
  });

  it('answers a mixed batch row by row, and is done once per Idempotency-Key', async () => {
    const [a, b] = await products(2);
    const key = randomUUID();
    const rows = [
      { id: a!.id, version: a!.version, set: { price: 4321 } },
      { id: randomUUID(), version: 1, set: { price: 1 } },
      { id: b!.id, version: b!.version + 5, set: { price: 1 } },
    ];
    const answer = await c.cells('product-manager', rows, key);
    expect(answer.results.map((r) => (r.ok ? 200 : r.status))).toEqual([200, 404, 409]);
    expect(await c.cells('product-manager', rows, key)).toEqual(answer);
    expect(await auditActions(t, 'product', a!.id)).toEqual(['update']);
    expect(await auditActions(t, 'product', b!.id)).toEqual([]);
  });
});
