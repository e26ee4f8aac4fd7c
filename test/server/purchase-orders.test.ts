import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { formatYuan } from '../../domain/money.ts';
import { pdfText } from '../support/pdf-text.ts';
import { directSupplier } from './finance-fixtures.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { driftedProducts } from './stock-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

/**
 * Purchase orders and their figures (VAT, totals, movements), exact to the fen against
 * hand-computed cases, with the roles and communities of each call.
 */
let t: TestApp;
let sup: Awaited<ReturnType<typeof directSupplier>>;
beforeAll(async () => {
  t = await testApp();
  sup = await directSupplier(t);
});
afterAll(() => t.close());

const PO = '/api/purchase-orders';
// hand-computed: VAT included = gross x rate / (100 + rate), half-up to the fen
//   3 x 19.99 at 13 %  : gross 5997, VAT 5997*13/113 = 689.92 -> 690, excl. 5307
//   7 x 10.50 at 9 %   : gross 7350, VAT 7350*9/109  = 606.88 -> 607, excl. 6743
//   2 x  3.33 at 12.5 %: gross  666, VAT 666*12.5/112.5 = 74.00 -> 74, excl.  592
const lines = () => [
  { product: sup.products[0]!.id, quantity: 3, unitPrice: 1999, vatPercentage: 13 },
  { product: sup.products[1]!.id, quantity: 7, unitPrice: 1050, vatPercentage: 9 },
  { product: sup.products[2]!.id, quantity: 2, unitPrice: 333, vatPercentage: 12.5 },
];
const body = (over: Record<string, unknown> = {}) => ({
  supplier: sup.id,
  date: '2026-11-02',
  purchaseOrderItems: lines(),
  ...over,
});
const stockOf = async (id: string) =>
  (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

async function create(as: 'product-manager' | 'admin' = 'product-manager', over = {}) {
  const r = await t.call('POST', PO, { as, body: body(over) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

describe('purchase orders', () => {
  it('creates unpaid and pending, with line totals and totals exact to the fen and purchased movements', async () => {
    const before = await Promise.all(sup.products.slice(0, 3).map((p) => stockOf(p.id)));
    const po = await create();
    expect(po).toMatchObject({
      type: 'purchase_order',
      payment_status: 'unpaid',
      stock_status: 'pending',
      quantity: 12,
      vatAmount: 1371,
      totalExVat: 12642,
      totalSales: 14013,
    });
    expect(po.poId).toMatch(/^PO\d+$/);
    expect(
      po.lines.map((l: { vatAmount: number; totalPrice: number }) => [l.vatAmount, l.totalPrice]),
    ).toEqual([
      [690, 5307],
      [607, 6743],
      [74, 592],
    ]);
    const moves = await t.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('purchase_order_id', '=', po.id)
      .execute();
    expect(moves.map((m) => [m.status, m.type, m.movement_stock]).sort()).toEqual(
      [
        ['purchased', 'purchase_order', 2],
        ['purchased', 'purchase_order', 3],
        ['purchased', 'purchase_order', 7],
      ].sort(),
    );
    // on its way: the buckets do not move until reception
    expect(await Promise.all(sup.products.slice(0, 3).map((p) => stockOf(p.id)))).toEqual(before);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ supplier: undefined }, 'supplier'],
      [{ date: '' }, 'date'],
      [{ date: '2026-02-30' }, 'date'],
      [{ purchaseOrderItems: [] }, 'purchaseOrderItems'],
      [{ purchaseOrderItems: [{ ...lines()[0], product: undefined }] }, 'purchaseOrderItems.0.product'],
      [{ purchaseOrderItems: [{ ...lines()[0], quantity: undefined }] }, 'purchaseOrderItems.0.quantity'],
      [{ purchaseOrderItems: [{ ...lines()[0], unitPrice: undefined }] }, 'purchaseOrderItems.0.unitPrice'],
      [
        { purchaseOrderItems: [{ ...lines()[0], vatPercentage: undefined }] },
        'purchaseOrderItems.0.vatPercentage',
      ],
      [{ purchaseOrderItems: [{ ...lines()[0], quantity: 1.5 }] }, 'purchaseOrderItems.0.quantity'],
      [{ purchaseOrderItems: [{ ...lines()[0], quantity: 0 }] }, 'purchaseOrderItems.0.quantity'],
      [
        { purchaseOrderItems: [{ ...lines()[0], vatPercentage: 100.5 }] },
        'purchaseOrderItems.0.vatPercentage',
      ],
      [{ purchaseOrderItems: [{ ...lines()[0], unitPrice: -1 }] }, 'purchaseOrderItems.0.unitPrice'],
      // 10 million x ¥100 million would overflow the totals: refused, not a 500
      [
        { purchaseOrderItems: [{ ...lines()[0], quantity: 10_000_000, unitPrice: 10_000_000_000 }] },
        'purchaseOrderItems.0.quantity',
      ],
      [
        { purchaseOrderItems: [lines()[0], { ...lines()[1], product: sup.other }] },
        'purchaseOrderItems.1.product',
      ],
      [{ purchaseOrderItems: [{ ...lines()[0], product: 'nope' }] }, 'purchaseOrderItems.0.product'],
      [{ bogus: 1 }, 'bogus'],
      [{ payment_status: 'paid' }, 'payment_status'],
      [{ community: 'c0000000-0000-4000-8000-000000000099' }, 'community'],
    ];
    for (const [over, field] of cases) {
      const b = { ...body(), ...over };
      for (const k of Object.keys(b))
        if ((b as Record<string, unknown>)[k] === undefined) delete (b as Record<string, unknown>)[k];
      const r = await t.call('POST', PO, { as: 'product-manager', body: b });
      expect(r.statusCode, `${field}: ${r.body}`).toBe(400);
      expect(Object.keys(r.json().fields ?? {}), field).toContain(field);
    }
    // a services supplier takes no purchase order; a discontinued product is not offered
    const services = await t.db
      .selectFrom('suppliers')
      .select('id')
      .where('type', '=', 'services')
      .executeTakeFirstOrThrow();
    const r1 = await t.call('POST', PO, { as: 'admin', body: body({ supplier: services.id }) });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().fields).toEqual({ supplier: 'purchaseOrder.errors.notDirectSales' });
    const gone = sup.products[3]!.id;
    await t.db.updateTable('products').set({ status: 'discontinued' }).where('id', '=', gone).execute();
    const r2 = await t.call('POST', PO, {
      as: 'admin',
      body: body({ purchaseOrderItems: [{ ...lines()[0], product: gone }] }),
    });
    expect(r2.json().fields).toEqual({
      'purchaseOrderItems.0.product': 'purchaseOrder.errors.productNotOfSupplier',
    });
    await t.db.updateTable('products').set({ status: 'available' }).where('id', '=', gone).execute();
    expect((await t.call('POST', PO, { as: 'designer', body: body() })).statusCode).toBe(403);
    expect((await t.call('POST', PO, { as: 'customer-hero', body: body() })).statusCode).toBe(403);
    expect((await t.call('GET', `${PO}/not-a-uuid`, { as: 'admin' })).statusCode).toBe(404);
    expect(
      (await t.call('GET', `${PO}/00000000-0000-4000-8000-000000000000`, { as: 'admin' })).statusCode,
    ).toBe(404);
  });

  it('reads the supplier, community and product ids in either letter case', async () => {
    const up = (s: string) => s.toUpperCase();
    const r = await t.call('POST', PO, {
      as: 'product-manager',
      body: body({
        supplier: up(sup.id),
        community: up(COMMUNITY_IDS.kitchen),
        purchaseOrderItems: lines().map((l) => ({ ...l, product: up(l.product) })),
      }),
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ community: COMMUNITY_IDS.kitchen, totalSales: 5997 + 7350 + 666 });
  });

  it('a quantity in all past what the order count holds is a 400 naming the lines, not a bare range error', async () => {
    // each line within its bounds (free goods: no value limit), their sum past 2^31 - 1
    const many = Array.from({ length: 215 }, () => ({ ...lines()[0]!, quantity: 10_000_000, unitPrice: 0 }));
    const r = await t.call('POST', PO, { as: 'admin', body: body({ purchaseOrderItems: many }) });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().fields).toEqual({ purchaseOrderItems: 'validation.max' });
  });

  it('reception by logistic: the movements become in and the stock rises, once', async () => {
    const po = await create();
    const before = await Promise.all(sup.products.slice(0, 3).map((p) => stockOf(p.id)));
    const r = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'logistic',
      body: { version: await versionNow(t, `${PO}/${po.id}`), stock_status: 'received' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().stock_status).toBe('received');
    const after = await Promise.all(sup.products.slice(0, 3).map((p) => stockOf(p.id)));
    expect(after.map((s, i) => s - before[i]!)).toEqual([3, 7, 2]);
    const moves = await t.db
      .selectFrom('stock_movements')
      .select('status')
      .where('purchase_order_id', '=', po.id)
      .execute();
    expect(moves.every((m) => m.status === 'in')).toBe(true);
    expect(await driftedProducts(t)).toEqual([]);
    // each product's gain is in the audit log, as a stock change of its own
    const audited = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'purchase_received')
      .execute();
    expect(audited.map((a) => a.entity_id)).toEqual(
      expect.arrayContaining(sup.products.slice(0, 3).map((p) => p.id)),
    );
    const again = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `${PO}/${po.id}`), stock_status: 'received' },
    });
    expect(again.statusCode).toBe(409);
    // the refusal says why, on the field
    expect(again.json()).toMatchObject({
      message: 'purchaseOrder.errors.alreadyReceived',
      fields: { stock_status: 'purchaseOrder.errors.alreadyReceived' },
    });
    expect(await stockOf(sup.products[0]!.id)).toBe(after[0]);
    // two receptions at once: one wins, the stock rises once
    const po2 = await create();
    const s0 = await stockOf(sup.products[1]!.id);
    const both = await Promise.all(
      ['logistic', 'admin'].map(async (as) =>
        t.call('PUT', `${PO}/${po2.id}`, {
          as: as as 'admin',
          body: { version: await versionNow(t, `${PO}/${po2.id}`), stock_status: 'received' },
        }),
      ),
    );
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect((await stockOf(sup.products[1]!.id)) - s0).toBe(7);
  });

  it("a product's movements name their purchase order by its number and stock status", async () => {
    const po = await create();
    const product = sup.products[0]!.id;
    const moves = async () => {
      const r = await t.call(
        'GET',
        `/api/stock-movements/details${qs({ product, filter: { type: 'purchase_order' } })}`,
        {
          as: 'logistic',
        },
      );
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { purchaseOrder: { id: string } | null }[]).filter(
        (m) => m.purchaseOrder?.id === po.id,
      );
    };
    expect((await moves()).map((m) => m.purchaseOrder)).toEqual([
      { id: po.id, poId: po.poId, stock_status: 'pending' },
    ]);
    await t.call('PUT', `${PO}/${po.id}`, {
      as: 'logistic',
      body: { version: await versionNow(t, `${PO}/${po.id}`), stock_status: 'received' },
    });
    expect((await moves()).map((m) => m.purchaseOrder)).toEqual([
      { id: po.id, poId: po.poId, stock_status: 'received' },
    ]);
  });

  it('payment: logistic is refused, finance pays once; an order received and paid is locked', async () => {
    const po = await create();
    const l = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'logistic',
      body: { version: await versionNow(t, `${PO}/${po.id}`), payment_status: 'paid' },
    });
    expect(l.statusCode).toBe(403);
    expect(l.json().message).toBe('errors.moveForbidden');
    const f = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'finance',
      body: { version: await versionNow(t, `${PO}/${po.id}`), payment_status: 'paid' },
    });
    expect(f.statusCode, f.body).toBe(200);
    expect(f.json().payment_status).toBe('paid');
    const again = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `${PO}/${po.id}`), payment_status: 'paid' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ payment_status: 'purchaseOrder.errors.alreadyPaid' });
    const edit = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `${PO}/${po.id}`), ...body() },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('purchaseOrder.errors.locked');
    const bad = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `${PO}/${po.id}`), payment_status: 'unpaid' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('payment_status');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', po.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'pay']);
  });

  it('edit while pending: lines and movements replaced; a stale version is a 409 with the record', async () => {
    const po = await create();
    const one = [{ product: sup.products[2]!.id, quantity: 5, unitPrice: 1000, vatPercentage: 0 }];
    const r = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'product-manager',
      body: {
        ...body({ purchaseOrderItems: one }),
        version: po.version,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ quantity: 5, vatAmount: 0, totalExVat: 5000, totalSales: 5000 });
    const moves = await t.db
      .selectFrom('stock_movements')
      .select(['movement_stock', 'status'])
      .where('purchase_order_id', '=', po.id)
      .execute();
    expect(moves).toEqual([{ movement_stock: 5, status: 'purchased' }]);
    const stale = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'admin',
      body: { ...body(), version: po.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.poId).toBe(po.poId);
  });

  it('the history of a purchase order lists every change, to those who may read it', async () => {
    const po = await create('admin', { community: COMMUNITY_IDS.cellar });
    // another product at the same quantity and price: the totals do not move, the lines do
    const swapped = [{ ...lines()[0], product: sup.products[3]!.id }, ...lines().slice(1)];
    const edit = await t.call('PUT', `${PO}/${po.id}`, {
      as: 'admin',
      body: {
        ...body({ community: COMMUNITY_IDS.cellar, purchaseOrderItems: swapped }),
        version: po.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    for (const change of [
      { stock_status: 'received' },
      { payment_status: 'paid' },
      { bankTransferID: 'TRX-1' },
    ])
      expect(
        (
          await t.call('PUT', `${PO}/${po.id}`, {
            as: 'admin',
            body: { ...change, version: await versionNow(t, `${PO}/${po.id}`) },
          })
        ).statusCode,
      ).toBe(200);
    const h = await t.call('GET', `/api/history/purchase-orders/${po.id}`, { as: 'finance' });
    expect(h.statusCode, h.body).toBe(200);
    expect(
      h
        .json()
        .map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['bank', 'create', 'edit', 'pay', 'receive'].sort());
    // the demo logistic lacks the cellar: the record is out of his scope, so is its history
    expect(
      (await t.call('GET', `/api/history/purchase-orders/${po.id}`, { as: 'logistic' })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('GET', `/api/history/purchase-orders/${po.id}`, { as: 'designer' })).statusCode,
    ).toBe(403);
  });

  it('lines sorted on request; a bad sort is a 400 naming sort', async () => {
    const po = await create();
    const r = await t.call('GET', `${PO}/${po.id}/details${qs({ sort: ['quantity', 'DESC'] })}`, {
      as: 'logistic',
    });
    expect(r.json().map((l: { quantity: number }) => l.quantity)).toEqual([7, 3, 2]);
    const bad = await t.call('GET', `${PO}/${po.id}/details${qs({ sort: ['nope', 'DESC'] })}`, {
      as: 'logistic',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ sort: 'errors.invalidSort' });
  });

  it('communities: a purchase for the cellar is hidden from a member without it', async () => {
    const po = await create('admin', { community: COMMUNITY_IDS.cellar });
    // the demo logistic has kitchen, garden, farm
    expect((await t.call('GET', `${PO}/${po.id}`, { as: 'logistic' })).statusCode).toBe(403);
    const list = await t.call('GET', `${PO}/details${qs({ filter: { poId: po.poId } })}`, { as: 'logistic' });
    expect(list.json()).toEqual([]);
    const fin = await t.call('GET', `${PO}/details${qs({ filter: { poId: po.poId } })}`, { as: 'finance' });
    expect(fin.json().map((x: { id: string }) => x.id)).toEqual([po.id]);
    // and nobody creates one for a community he lacks
    const r = await t.call('POST', PO, { as: 'logistic', body: body({ community: COMMUNITY_IDS.cellar }) });
    expect(r.statusCode).toBe(403);
  });

  it('the PDF in Chinese carries the product names, the totals and the cellar VAT per line', async () => {
    const po = await create('admin', { community: COMMUNITY_IDS.cellar });
    const r = await t.call('GET', `${PO}/${po.id}/pdf?lang=zh`, { as: 'admin' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(r.rawPayload)).join('\n');
    for (const p of sup.products.slice(0, 3)) expect(text).toContain(p.name_zh);
    // money is written as on every screen and the customer-order PDF: fr-FR, two decimals, ¥ after
    // (the PDF's text layer gives its no-break spaces back as plain ones)
    const spaced = (x: string) => x.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced(text)).toContain(spaced(formatYuan(14013)));
    expect(spaced(text)).toContain(spaced(formatYuan(690)));
    expect(text).not.toContain('¥140.13');
    expect((await t.call('GET', `${PO}/${po.id}/pdf?lang=fr`, { as: 'admin' })).json().fields).toEqual({
      lang: 'errors.invalidParameter',
    });
  });
});
