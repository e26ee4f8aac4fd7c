import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { PurchaseOrderRow } from '../../domain/purchase-orders/list.ts';
import { PURCHASE_ROLES } from '../../domain/role-groups.ts';
import { ROLES } from '../../domain/roles.ts';
import { cellsCalls } from './cells-calls.ts';
import { directSupplier, servicesCase } from './finance-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * POST /api/purchase-orders/cells (docs/spreadsheet.md): payment and stock statuses through their
 * machines and the bank transfer id, typed on /direct-sales, /finance and the invoices tab.
 */
let t: TestApp;
let c: ReturnType<typeof cellsCalls<PurchaseOrderRow>>;
let sup: Awaited<ReturnType<typeof directSupplier>>;
beforeAll(async () => {
  t = await testApp();
  c = cellsCalls<PurchaseOrderRow>(t, '/api/purchase-orders/cells', 'purchase_order');
  sup = await directSupplier(t);
});
afterAll(() => t.close());

const PO = '/api/purchase-orders';

const order = async (over: Record<string, unknown> = {}) => {
  const r = await t.call('POST', PO, {
    as: 'admin',
    body: {
      supplier: sup.id,
      date: '2026-11-02',
      purchaseOrderItems: [{ product: sup.products[0]!.id, quantity: 4, unitPrice: 1000, vatPercentage: 13 }],
      ...over,
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as PurchaseOrderRow;
};

const read = async (id: string) => {
  const r = await t.call('GET', `${PO}/${id}`, { as: 'admin' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as PurchaseOrderRow;
};

const stockOf = async (id: string) =>
  (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

describe('POST /api/purchase-orders/cells', () => {
  it('pays with the bank transfer id typed on the row and receives, in one row, audited, read back', async () => {
    const po = await order();
    const stock = await stockOf(sup.products[0]!.id);
    const set = { bankTransferID: ' TRX-1 ', payment_status: 'paid', stock_status: 'received' };
    const row = c.saved(await c.one('product-manager', po, set));
    const want = { bankTransferID: 'TRX-1', payment_status: 'paid', stock_status: 'received' };
    expect(row).toMatchObject({ ...want, id: po.id, version: po.version + 2 });
    expect(await read(po.id)).toMatchObject(want);
    expect(await c.actions(po.id)).toEqual(['create', 'pay', 'receive']);
    expect(await stockOf(sup.products[0]!.id)).toBe(stock + 4);
    // both are final; the bank transfer id may still be corrected, or emptied
    expect(await c.one('admin', row, { payment_status: 'unpaid' })).toMatchObject({
      status: 403,
      message: 'cells.locked.final',
      field: 'payment_status',
    });
    expect(await c.one('admin', row, { stock_status: 'pending' })).toMatchObject({
      status: 403,
      message: 'cells.locked.final',
      field: 'stock_status',
    });
    expect(c.saved(await c.one('finance', row, { bankTransferID: null })).bankTransferID).toBe('');
  });

  it('lets logistic receive but not pay nor type the bank transfer id', async () => {
    const po = await order();
    for (const [field, value] of [
      ['payment_status', 'paid'],
      ['bankTransferID', 'X'],
    ] as const)
      expect(await c.one('logistic', po, { [field]: value })).toEqual({
        id: po.id,
        ok: false,
        status: 403,
        message: 'cells.locked.role',
        field,
      });
    expect(c.saved(await c.one('logistic', po, { stock_status: 'received' })).stock_status).toBe('received');
  });

  it.each(ROLES.filter((r) => !PURCHASE_ROLES.includes(r)))(
    '%s, no purchase role, is refused the whole call',
    async (role) => {
      const po = await order();
      const r = await c.send(role, [{ id: po.id, version: po.version, set: { stock_status: 'received' } }]);
      expect(r.statusCode).toBe(403);
      expect((await read(po.id)).version).toBe(po.version);
    },
  );

  it('an invoice: finance types its bank transfer id and pays it; no stock; unknown to the other purchase roles', async () => {
    const d = await servicesCase(t);
    const gen = await t.call('POST', `${PO}/generate`, { as: 'finance', body: { offers: [d.a] } });
    expect(gen.statusCode, gen.body).toBe(201);
    const inv = (gen.json() as PurchaseOrderRow[])[0]!;
    expect(await c.one('finance', inv, { stock_status: 'received' })).toMatchObject({
      status: 403,
      message: 'cells.locked.notEditable',
      field: 'stock_status',
    });
    expect(await c.one('product-manager', inv, { bankTransferID: 'X' })).toMatchObject({ status: 404 });
    const banked = c.saved(await c.one('finance', inv, { bankTransferID: 'TRX-889' }));
    const paid = c.saved(await c.one('finance', banked, { payment_status: 'paid' }));
    expect(paid).toMatchObject({ payment_status: 'paid', bankTransferID: 'TRX-889' });
    expect(await c.actions(inv.id)).toEqual(['generate', 'bank', 'pay']);
  });

  it("refuses a row outside the caller's communities, bad values and a stale row, saving the others", async () => {
    const [pet, bad, stale, good] = [
      await order({ community: COMMUNITY_IDS.petCorner }),
      await order(),
      await order(),
      await order(),
    ];
    const other = await t.call('PUT', `${PO}/${stale.id}`, {
      as: 'admin',
      body: { version: stale.version, bankTransferID: 'theirs' },
    });
    expect(other.statusCode, other.body).toBe(200);
    const answer = await c.cells('product-manager', [
      { id: pet.id, version: pet.version, set: { stock_status: 'received' } },
      { id: bad.id, version: bad.version, set: { payment_status: 'refunded' } },
      { id: stale.id, version: stale.version, set: { bankTransferID: 'mine' } },
      { id: good.id, version: good.version, set: { payment_status: 'paid' } },
    ]);
    expect(answer).toMatchObject({ saved: 1, refused: 3 });
    expect(answer.results).toMatchObject([
      { id: pet.id, status: 403, message: 'errors.outOfScope' },
      { id: bad.id, status: 400, field: 'payment_status', message: 'validation.invalid' },
      { id: stale.id, status: 409, message: 'errors.versionConflict', current: { bankTransferID: 'theirs' } },
      { id: good.id, ok: true, row: { payment_status: 'paid' } },
    ]);
    for (const [field, value, message] of [
      ['bankTransferID', 'x'.repeat(101), 'validation.tooLong'],
      ['stock_status', 'lost', 'validation.invalid'],
    ] as const)
      expect(await c.one('admin', bad, { [field]: value })).toMatchObject({ status: 400, field, message });
    expect(await c.actions(pet.id)).toEqual(['create']);
  });

  it('is done once per Idempotency-Key', async () => {
    const po = await order();
    const key = `cells-${randomUUID()}`;
    const rows = [{ id: po.id, version: po.version, set: { payment_status: 'paid' } }];
    const first = await c.cells('finance', rows, key);
    expect(await c.cells('finance', rows, key)).toEqual(first);
    expect(await c.actions(po.id)).toEqual(['create', 'pay']);
  });
});
