import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { serviceFee } from '../../domain/finance.ts';
import type { ServiceOfferRow } from '../../domain/lists/finance.ts';
import { pdfText } from '../support/pdf-text.ts';
import { directSupplier, servicesCase } from './finance-fixtures.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { driftedProducts } from './stock-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

/**
 * Purchase orders, invoices and their figures (VAT, commission, due dates), exact to the fen against
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
    expect(text).toContain('¥140.13');
    expect(text).toContain('¥6.90');
    expect((await t.call('GET', `${PO}/${po.id}/pdf?lang=fr`, { as: 'admin' })).json().fields).toEqual({
      lang: 'errors.invalidParameter',
    });
  });
});

describe('services offers and invoices', () => {
  let c: Awaited<ReturnType<typeof servicesCase>>;
  beforeAll(async () => {
    c = await servicesCase(t);
  });
  const offersOf = async (supplier: string) =>
    (
      await t.call('GET', `/api/offers/services${qs({ filter: { supplier } })}`, { as: 'finance' })
    ).json() as { id: string; [k: string]: unknown }[];

  it('shows each offer figures: settled orders only, commission on sales less delivery', async () => {
    const a = (await offersOf(c.s1.id)).find((o) => o.id === c.a)!;
    // settled: paid, refunding, rfd; the pending order brought nothing
    expect(a).toMatchObject({
      orders: 3,
      actualIncomePack: 17333,
      actualIncomeSingleItem: 2550,
      actualIncomeDelivery: 1000,
      actualIncome: 20883,
      commissionRate: 12.5,
      // (17333 + 2550) x 12.5 % = 2485.375 -> 2485
      commissionAmount: 2485,
      refundAmount: 2000,
      voucherAmount: 1000,
      relatedInvoice: null,
      finished: true,
    });
  });

  it('generates one invoice per supplier with fee, fapiao and vendor pay exact to the fen, never twice', async () => {
    const r = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'finance',
      body: { offers: [c.a, c.b, c.c] },
    });
    expect(r.statusCode, r.body).toBe(201);
    const invoices = r.json() as Record<string, unknown>[];
    expect(invoices).toHaveLength(2);
    const i1 = invoices.find((i) => (i.supplier as { id: string }).id === c.s1.id)!;
    const i2 = invoices.find((i) => (i.supplier as { id: string }).id === c.s2.id)!;
    // A: fapiao (20883 - 1000) x 12.5 % = 2485.375 -> 2485; B: (3835 - 500) x 8 % = 266.8 -> 267
    expect(i1).toMatchObject({
      type: 'invoice',
      payment_status: 'unpaid',
      totalSales: 24718,
      totalDelivery: 1500,
      feeAmount: 2752,
      feePercents: [12.5, 8],
      totalRefund: 2000,
      totalVouchers: 1000,
    });
    // pay to vendors = income - fapiao
    expect((i1.totalSales as number) - (i1.feeAmount as number)).toBe(21966);
    // C: 1001 x 50 % = 500.5 -> 501 (half-up)
    expect(i2).toMatchObject({ totalSales: 1001, feeAmount: 501, feePercents: [50] });
    const again = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'finance',
      body: { offers: [c.b] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ 'offers.0': 'purchaseOrder.errors.alreadyInvoiced' });
    const a = (await offersOf(c.s1.id)).find((o) => o.id === c.a)!;
    expect(a.relatedInvoice).toMatchObject({ poId: i1.poId, payment_status: 'unpaid' });
  });

  it('two concurrent generations for one offer: one invoice', async () => {
    const d = await servicesCase(t);
    const both = await Promise.all(
      [0, 1].map(() =>
        t.call('POST', '/api/purchase-orders/generate', { as: 'finance', body: { offers: [d.a] } }),
      ),
    );
    expect(both.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    const n = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM invoice_offers WHERE offer_id = ${d.a}`.execute(t.db);
    expect(n.rows[0]!.n).toBe(1);
  });

  it('refuses what cannot be invoiced and the roles that may not', async () => {
    const d = await servicesCase(t);
    await t.db
      .updateTable('offers')
      .set({ ending_date: new Date(Date.now() + 86_400_000) })
      .where('id', '=', d.b)
      .execute();
    const live = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'finance',
      body: { offers: [d.a, d.b] },
    });
    expect(live.statusCode).toBe(409);
    expect(live.json().fields).toEqual({ 'offers.1': 'purchaseOrder.errors.notFinished' });
    const goods = await t.db
      .selectFrom('offers')
      .innerJoin('suppliers', 'suppliers.id', 'offers.supplier_id')
      .select('offers.id')
      .where('suppliers.type', '=', 'direct_sales')
      .executeTakeFirstOrThrow();
    const g = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'admin',
      body: { offers: [goods.id] },
    });
    expect(g.statusCode).toBe(400);
    const pm = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'product-manager',
      body: { offers: [d.a] },
    });
    expect(pm.statusCode).toBe(403);
    expect(
      (await t.call('POST', '/api/purchase-orders/generate', { as: 'finance', body: { offers: [] } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/api/purchase-orders/generate', { as: 'finance', body: { offers: ['x'] } })
      ).json().fields,
    ).toEqual({
      'offers.0': 'validation.invalid',
    });
    // nothing was written by the refused calls
    const n = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM invoice_offers WHERE offer_id = ${d.a}`.execute(t.db);
    expect(n.rows[0]!.n).toBe(0);
  });

  it('invoices: bank transfer id, mark paid once; hidden from the purchase roles that are not finance', async () => {
    const d = await servicesCase(t);
    const [inv] = (
      await t.call('POST', '/api/purchase-orders/generate', { as: 'finance', body: { offers: [d.a] } })
    ).json();
    const bank = await t.call('PUT', `${PO}/${inv.id}`, {
      as: 'finance',
      body: { version: await versionNow(t, `${PO}/${inv.id}`), bankTransferID: 'TRX-889' },
    });
    expect(bank.json().bankTransferID).toBe('TRX-889');
    expect(
      (
        await t.call('PUT', `${PO}/${inv.id}`, {
          as: 'finance',
          body: { version: await versionNow(t, `${PO}/${inv.id}`), stock_status: 'received' },
        })
      ).statusCode,
    ).toBe(400);
    const paid = await t.call('PUT', `${PO}/${inv.id}`, {
      as: 'finance',
      body: { version: await versionNow(t, `${PO}/${inv.id}`), payment_status: 'paid' },
    });
    expect(paid.json()).toMatchObject({ payment_status: 'paid', bankTransferID: 'TRX-889' });
    expect(
      (
        await t.call('PUT', `${PO}/${inv.id}`, {
          as: 'finance',
          body: { version: await versionNow(t, `${PO}/${inv.id}`), payment_status: 'paid' },
        })
      ).statusCode,
    ).toBe(409);
    const a = (await offersOf(d.s1.id)).find((o) => o.id === d.a)!;
    expect(a.relatedInvoice).toMatchObject({ payment_status: 'paid' });
    expect((await t.call('GET', `${PO}/${inv.id}`, { as: 'product-manager' })).statusCode).toBe(404);
    // an invoice is not a purchase role's business: as unknown to them as to anyone
    expect(
      (
        await t.call('PUT', `${PO}/${inv.id}`, {
          as: 'logistic',
          body: { version: await versionNow(t, `${PO}/${inv.id}`), bankTransferID: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    // its history: generated, bank id, paid; unknown to the purchase roles that are not finance
    const h = await t.call('GET', `/api/history/purchase-orders/${inv.id}`, { as: 'finance' });
    expect(h.statusCode, h.body).toBe(200);
    expect(
      h
        .json()
        .map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['bank', 'generate', 'pay']);
    expect(
      (await t.call('GET', `/api/history/purchase-orders/${inv.id}`, { as: 'logistic' })).statusCode,
    ).toBe(404);
    const pmList = await t.call('GET', `${PO}/details${qs({ filter: { type: 'invoice' } })}`, {
      as: 'product-manager',
    });
    expect(pmList.json()).toEqual([]);
    const byOffer = await t.call(
      'GET',
      `${PO}/details${qs({ filter: { offerID: String((await t.db.selectFrom('offers').select('offer_id').where('id', '=', d.a).executeTakeFirstOrThrow()).offer_id) } })}`,
      { as: 'finance' },
    );
    expect(byOffer.json().map((x: { id: string }) => x.id)).toEqual([inv.id]);
  });

  it('services offers are scoped by community', async () => {
    const d = await servicesCase(t, COMMUNITY_IDS.cellar);
    const other = await t.login('sun.hao@comptoir.cn').catch(() => null);
    expect(other).not.toBeNull();
    // a finance member of Shanghai... all communities: sees it; a member of one community does not
    await t.db
      .updateTable('users')
      .set({ communities: [COMMUNITY_IDS.kitchen] })
      .where('email', '=', 'sun.hao@comptoir.cn')
      .execute();
    const r = await t.call('GET', `/api/offers/services${qs({ filter: { supplier: d.s1.id } })}`, {
      token: other!.token,
    });
    expect(r.json().some((o: { id: string }) => o.id === d.a)).toBe(false);
    const g = await t.call('POST', '/api/purchase-orders/generate', {
      token: other!.token,
      body: { offers: [d.a] },
    });
    expect(g.statusCode).toBe(403);
  });
});

describe('an invoice over several communities', () => {
  it('is not shown, nor payable, to a member of only some of them', async () => {
    const k = await servicesCase(t, COMMUNITY_IDS.kitchen);
    const c = await servicesCase(t, COMMUNITY_IDS.cellar);
    const made = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'admin',
      body: { offers: [k.a, c.a] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [inv] = made.json() as { id: string; poId: string }[];
    await t.db
      .updateTable('users')
      .set({ communities: [COMMUNITY_IDS.kitchen] })
      .where('email', '=', 'sun.hao@comptoir.cn')
      .execute();
    const { token } = await t.login('sun.hao@comptoir.cn');
    // the invoice carries the cellar offer's figures: a kitchen member may not read them
    expect((await t.call('GET', `${PO}/${inv!.id}`, { token })).statusCode).toBe(403);
    const list = await t.call('GET', `${PO}/details${qs({ filter: { poId: inv!.poId } })}`, { token });
    expect(list.json()).toEqual([]);
    const pay = await t.call('PUT', `${PO}/${inv!.id}`, {
      token,
      body: { payment_status: 'paid', version: await versionNow(t, `${PO}/${inv!.id}`) },
    });
    expect(pay.statusCode).toBe(403);
    const owed = (await t.call('GET', '/api/finance/overview', { token })).json().owed as { id: string }[];
    expect(owed.some((o) => o.id === inv!.id)).toBe(false);
    // finance with every community still has it
    expect((await t.call('GET', `${PO}/${inv!.id}`, { as: 'finance' })).statusCode).toBe(200);
  });
});

describe('general analytics', () => {
  it('counts the service fee on the orders the services screen settles: both agree on the demo data', async () => {
    const agree = async (as: 'admin' | 'finance') => {
      const offers: ServiceOfferRow[] = [];
      for (let from = 0; ; from += 1000) {
        const page = await t.call('GET', `/api/offers/services${qs({ range: [from, from + 999] })}`, { as });
        expect(page.statusCode, page.body).toBe(200);
        offers.push(...(page.json() as ServiceOfferRow[]));
        if ((page.json() as unknown[]).length < 1000) break;
      }
      expect(offers.length, as).toBeGreaterThan(0);
      const commissions = offers.reduce((sum, o) => sum + o.commissionAmount, 0);
      const fees = offers.reduce(
        (sum, o) => sum + serviceFee(o.actualIncome, o.actualIncomeDelivery, o.commissionRate),
        0,
      );
      expect(fees, `${as}: the services screen's commissions are its fees`).toBe(commissions);
      const g = await t.call('GET', '/api/analytics/general?dateStart=2000-01-01&dateEnd=2099-12-31', { as });
      expect(g.statusCode, g.body).toBe(200);
      expect(g.json().totalServiceFee, as).toBe(commissions);
      return commissions;
    };
    const all = await agree('admin');
    expect(await agree('finance')).toBe(all);
    // a member kept to some communities: both screens narrow alike
    await sql`UPDATE users SET communities = ${[COMMUNITY_IDS.kitchen]}::uuid[]
      WHERE email = 'finance@demo.comptoir'`.execute(t.db);
    try {
      expect(await agree('finance')).toBeLessThan(all);
    } finally {
      await sql`UPDATE users SET communities = (SELECT array_agg(id) FROM communities)
        WHERE email = 'finance@demo.comptoir'`.execute(t.db);
    }
  });

  it('validates the dates and adds up the hand-computed month', async () => {
    const u = '/api/analytics/general';
    expect((await t.call('GET', `${u}?dateEnd=2001-03-31`, { as: 'finance' })).json().fields).toEqual({
      dateStart: 'validation.required',
    });
    expect(
      (await t.call('GET', `${u}?dateStart=2001-02-30&dateEnd=2001-03-31`, { as: 'finance' })).json().fields,
    ).toEqual({ dateStart: 'validation.invalidDate' });
    expect(
      (await t.call('GET', `${u}?dateStart=2001-03-31&dateEnd=2001-03-01`, { as: 'finance' })).json().fields,
    ).toEqual({ dateEnd: 'validation.dateOrder' });
    expect(
      (await t.call('GET', `${u}?dateStart=2001-03-01&dateEnd=2001-03-31&x=1`, { as: 'finance' })).statusCode,
    ).toBe(400);
    expect(
      (await t.call('GET', `${u}?dateStart=2001-03-01&dateEnd=2001-03-31`, { as: 'logistic' })).statusCode,
    ).toBe(403);
    const db2 = await testApp();
    try {
      await servicesCase(db2);
      // one claim inside the month, one the day after it: only the first is counted
      await sql`INSERT INTO claims (order_id, community_id, resp, issue, action, action_eta, created_at)
        SELECT o.id, o.community_id, 'supplier', 'packaging', 'resend', '2001-03-20', d::timestamptz
        FROM (SELECT id, community_id FROM orders ORDER BY created_at LIMIT 1) o,
             unnest(ARRAY['2001-03-15T12:00:00+08:00', '2001-04-01T00:30:00+08:00']) d`.execute(db2.db);
      const r = await db2.call('GET', `${u}?dateStart=2001-03-01&dateEnd=2001-03-31`, { as: 'admin' });
      expect(r.statusCode, r.body).toBe(200);
      const g = r.json();
      // sales: not cancelled nor refunded (the pending order counts as a sale, the rfd one not);
      // the service fee: the orders that brought money in, as the services screen settles them
      // (paid, refunding, rfd; the pending one not): A: 13550 + 5333 + 2000 = 20883, delivery
      // 1000 -> (19883 x 12.5 %) = 2485.375 -> 2485; B: 3835 - 500 -> 267; C: 1001 -> 501
      expect(g).toMatchObject({
        totalOrder: 5,
        totalClaim: 1,
        totalServiceFee: 3253,
        totalSupplierShare: 20883 + 3835 + 1001 - 3253,
        totalOffer: 3,
      });
      expect(g.revenuesByChannels).toEqual(
        expect.arrayContaining([
          { channel: 'wechat_group', amount: 28882 + 1001, orders: 4 },
          { channel: 'miniprogram', amount: 3835, orders: 1 },
        ]),
      );
      expect(g.revenuesByCommunities).toEqual([
        { community: COMMUNITY_IDS.kitchen, amount: 28882 + 3835 + 1001, orders: 5 },
      ]);
      // the stock is today's: every bucket of every product, at its price
      const stock = await sql<{ units: string; value: string }>`
        SELECT sum(stock + free_stock)::text AS units, sum((stock + free_stock) * price)::text AS value
        FROM products`.execute(db2.db);
      expect([g.totalStock, g.totalStockValue]).toEqual([
        Number(stock.rows[0]!.units),
        Number(stock.rows[0]!.value),
      ]);
      expect(g.revenuesByPaymentStatus).toEqual(
        expect.arrayContaining([
          { status: 'paid', amount: 23719, orders: 4 },
          { status: 'pending', amount: 9999, orders: 1 },
          { status: 'rfd', amount: 2000, orders: 1 },
        ]),
      );
      const pm = await db2.call('GET', `${u}?dateStart=2001-03-01&dateEnd=2001-03-31`, {
        as: 'product-manager',
      });
      expect(pm.statusCode).toBe(200);
    } finally {
      await db2.close();
    }
  });

  it('the overview answers the finance roles only', async () => {
    const r = await t.call('GET', '/api/finance/overview', { as: 'finance' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toHaveProperty('commission.thisMonth');
    expect(r.json().owed.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/finance/overview', { as: 'product-manager' })).statusCode).toBe(403);
  });
});
