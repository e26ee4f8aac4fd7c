import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { todayBusiness } from '../../domain/dates.ts';
import type { OrderView } from '../../domain/live-views.ts';
import type { DailyOrderAnswer } from '../../domain/orders/daily.ts';
import {
  type DailyRefs,
  dailyBody,
  dailyRefs,
  productOfAnotherSupplier,
  productStock,
} from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let refs: DailyRefs;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
});
afterAll(() => t.close());

const create = async (
  over: Record<string, unknown> = {},
  as: 'customer-hero' | 'admin' = 'customer-hero',
) => {
  const r = await t.call('POST', '/api/orders', { as, body: dailyBody(refs, over) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as OrderView;
};
const daily = async (id: string) =>
  (await t.call('GET', `/api/orders/${id}/daily`, { as: 'customer-hero' })).json() as DailyOrderAnswer;

describe('POST /api/orders, daily', () => {
  it('creates a daily order: totals on the server, order date today, stock out by movements', async () => {
    const [p0, p1] = refs.products;
    const before = [await productStock(t.db, p0!.id), await productStock(t.db, p1!.id)];
    const o = await create();
    expect(o).toMatchObject({
      type: 'daily',
      channel: 'daily',
      customerName: '李小龙',
      paymentStatus: 'pending',
      ticketAmount: 2 * 1250 + 3000,
      deliveryFee: 1500,
      totalAmount: 2 * 1250 + 3000 + 1500,
      actualAmount: 7000,
      offerId: null,
    });
    const d = await daily(o.id);
    expect(d.orderDate).toBe(todayBusiness());
    expect(d.lines.map((l) => l.name.zh)).toEqual([p0!.nameZh, p1!.nameZh]);
    expect(d.linesEditable).toBe(true);
    expect(await productStock(t.db, p0!.id)).toBe(before[0]! - 2);
    expect(await productStock(t.db, p1!.id)).toBe(before[1]! - 1);
    const moves = await sql<{ movement_stock: number; type: string; status: string }>`
      SELECT movement_stock, type, status FROM stock_movements WHERE order_id = ${o.id} ORDER BY movement_stock`.execute(
      t.db,
    );
    expect(moves.rows).toEqual([
      { movement_stock: -2, type: 'customer_order', status: 'out' },
      { movement_stock: -1, type: 'customer_order', status: 'out' },
    ]);
  });

  it('requires every field of the rule, each named with field_required', async () => {
    const r = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: { type: 'daily', channel: 'daily', customerDaily: {}, customerAddress: {}, lines: [{}] },
    });
    expect(r.statusCode).toBe(400);
    const fields = r.json().fields as Record<string, string>;
    for (const f of [
      'customerDaily.customerName',
      'customerAddress.phone',
      'customerAddress.type',
      'customerAddress.city',
      'customerAddress.area',
      'customerAddress.detailedAddress',
      'community',
      'supplier',
      'deliveryFee',
      'deliveryDate',
      'lines.0.weightType',
      'lines.0.quantity',
      'lines.0.price',
      'lines.0.product',
    ])
      expect(fields[f], f).toBe('validation.required');
  });

  it('needs an integer quantity, an address type office/home/other, and at least one line', async () => {
    const bad = async (over: Record<string, unknown>) =>
      (await t.call('POST', '/api/orders', { as: 'customer-hero', body: dailyBody(refs, over) })).json()
        .fields as Record<string, string>;
    const line = { product: refs.products[0]!.id, weightType: 'piece', quantity: 1.5, price: 100 };
    expect((await bad({ lines: [line] }))['lines.0.quantity']).toBe('validation.integer');
    expect((await bad({ lines: [] })).lines).toBe('order.errors.needLine');
    const address = { ...dailyBody(refs).customerAddress, type: 'temporary' };
    expect((await bad({ customerAddress: address }))['customerAddress.type']).toBe('validation.required');
    expect((await bad({ deliveryFee: -1 })).deliveryFee).toBe('validation.min');
    for (const type of ['office', 'home', 'other']) {
      await create({ customerAddress: { ...dailyBody(refs).customerAddress, type } });
    }
  });

  it('takes zip code and fapiao as optional, and an order date given', async () => {
    const o = await create({
      customerAddress: { ...dailyBody(refs).customerAddress, zipCode: '200040' },
      fapiao: true,
      fapiaoEmail: 'li@example.com',
      customerDaily: { customerName: '李小龙', fapiaoInformation: 'ACME 91310000' },
      orderDate: '2026-01-05',
    });
    const d = await daily(o.id);
    expect(d).toMatchObject({ fapiao: true, orderDate: '2026-01-05' });
    expect(d.customerAddress.zipCode).toBe('200040');
  });

  it('names an unknown supplier, area or product, and refuses more than the stock', async () => {
    const r = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: dailyBody(refs, {
        supplier: '00000000-0000-4000-8000-000000000001',
        customerAddress: { ...dailyBody(refs).customerAddress, area: '00000000-0000-4000-8000-000000000002' },
        lines: [
          { product: '00000000-0000-4000-8000-000000000003', weightType: 'piece', quantity: 1, price: 1 },
        ],
      }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({
      supplier: 'dailyOrder.errors.unknownSupplier',
      'customerAddress.area': 'validation.unknownArea',
      'lines.0.product': 'dailyOrder.errors.productUnavailable',
    });
    const p = refs.products[2]!;
    const stock = await productStock(t.db, p.id);
    const short = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: dailyBody(refs, {
        lines: [{ product: p.id, weightType: 'piece', quantity: stock + 1, price: 1 }],
      }),
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().fields).toEqual({ 'lines.0.quantity': 'stock.errors.notEnough' });
    expect(await productStock(t.db, p.id)).toBe(stock);
  });

  it("keeps the lines to the order's supplier, on create and when the supplier changes", async () => {
    const other = await productOfAnotherSupplier(t.db, refs);
    const line = { product: other, weightType: 'piece', quantity: 1, price: 100 };
    const r = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: dailyBody(refs, { lines: [dailyBody(refs).lines[0], line] }),
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().fields).toEqual({ 'lines.1.product': 'dailyOrder.errors.otherSupplier' });
    const o = await create();
    const s = await sql<{
      supplier_id: string;
    }>`SELECT supplier_id FROM products WHERE id = ${other}`.execute(t.db);
    const moved = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: o.version, supplier: s.rows[0]!.supplier_id },
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().fields).toMatchObject({ 'lines.0.product': 'dailyOrder.errors.otherSupplier' });
    // with lines of the new supplier the change is fine
    const both = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: o.version, supplier: s.rows[0]!.supplier_id, lines: [line] },
    });
    expect(both.statusCode, both.body).toBe(200);
  });
});

describe('PUT /api/orders/{id} of a daily order', () => {
  it('edits the products while pending (stock follows), refuses them once paid, 409 on a stale version', async () => {
    const p0 = refs.products[0]!;
    const o = await create();
    const stock = await productStock(t.db, p0.id);
    const lines = [{ product: p0.id, weightType: 'piece', weight: 0, quantity: 5, price: 1000 }];
    const r = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: o.version, lines },
    });
    expect(r.statusCode, r.body).toBe(200);
    const edited = r.json() as OrderView;
    expect(edited).toMatchObject({ ticketAmount: 5000, totalAmount: 6500 });
    // 2 units of p0 were held, now 5; p1's unit came back
    expect(await productStock(t.db, p0.id)).toBe(stock - 3);

    const stale = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: o.version, comment: 'late' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.version).toBe(edited.version);

    const paid = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: edited.version, paymentStatus: 'paid' },
    });
    expect(paid.json().paymentStatus).toBe('paid');
    const v = paid.json().version as number;
    expect((await daily(o.id)).linesEditable).toBe(false);
    const refused = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: v, lines: [{ ...lines[0], quantity: 6 }] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ lines: 'dailyOrder.errors.linesReadOnly' });
    // the weight is part of the product section too
    const reweighed = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: v, lines: [{ ...lines[0], weight: 250 }] },
    });
    expect(reweighed.statusCode, reweighed.body).toBe(409);
    // the same lines sent back unchanged, with another field, are fine
    const comment = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: v, lines, comment: 'ring twice' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(comment.json().comment).toBe('ring twice');
  });

  it('attaches a customer created afterwards, and a cancelled order gives its stock back', async () => {
    const p0 = refs.products[0]!;
    const o = await create();
    const c = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: { name: '李小龙', addresses: [{ ...dailyBody(refs).customerAddress, contact: '李小龙' }] },
    });
    expect(c.statusCode, c.body).toBe(201);
    const linked = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: o.version, customer: c.json().id },
    });
    expect(linked.json().customer.id).toBe(c.json().id);
    const stock = await productStock(t.db, p0.id);
    const cancelled = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: linked.json().version, status: 'discontinued' },
    });
    expect(cancelled.json()).toMatchObject({
      status: 'discontinued',
      paymentStatus: 'pending',
      ticketAmount: 0,
    });
    expect(await productStock(t.db, p0.id)).toBe(stock + 2);
  });
});

describe('scoping and reading', () => {
  it('keeps a community-manager to his communities, by list and by id', async () => {
    const cellar = await create({ community: COMMUNITY_IDS.cellar }, 'admin');
    const made = await t.call('POST', '/api/orders', {
      as: 'community-manager',
      body: dailyBody(refs, { community: COMMUNITY_IDS.cellar }),
    });
    expect(made.statusCode).toBe(403);
    for (const path of ['details', 'daily', 'pdf'])
      expect(
        (await t.call('GET', `/api/orders/${cellar.id}/${path}`, { as: 'community-manager' })).statusCode,
      ).toBe(403);
    const put = await t.call('PUT', `/api/orders/${cellar.id}`, {
      as: 'community-manager',
      body: { version: cellar.version, comment: 'x' },
    });
    expect(put.statusCode).toBe(403);
    const list = await t.call(
      'GET',
      `/api/orders/details?filter=${encodeURIComponent(JSON.stringify({ type: ['daily', 'direct_sale'] }))}&range=[0,999]`,
      { as: 'community-manager' },
    );
    const rows = list.json() as OrderView[];
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((r) => r.community === COMMUNITY_IDS.kitchen || r.community === COMMUNITY_IDS.garden),
    ).toBe(true);
    const asked = await t.call(
      'GET',
      `/api/orders/details?filter=${encodeURIComponent(JSON.stringify({ community: COMMUNITY_IDS.cellar }))}`,
      { as: 'community-manager' },
    );
    expect(asked.json()).toEqual([]);
  });

  it('GET …/daily is for daily orders only', async () => {
    const live = await sql<{ id: string }>`SELECT id FROM orders WHERE channel <> 'daily' LIMIT 1`.execute(
      t.db,
    );
    expect((await t.call('GET', `/api/orders/${live.rows[0]!.id}/daily`, { as: 'admin' })).statusCode).toBe(
      404,
    );
  });
});
