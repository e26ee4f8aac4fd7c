import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { formatAmount } from '../../domain/money.ts';
import type { BulkAnswer } from '../../domain/schemas/order-bulk.ts';
import { pdfText } from '../support/pdf-text.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let refs: DailyRefs;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
});
afterAll(() => t.close());

const create = async (over: Record<string, unknown> = {}) => {
  const r = await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(refs, over) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as OrderView;
};

describe('POST /api/orders/bulk', () => {
  it('answers each row on its own: allowed moves change, refused rows say why', async () => {
    const [a, b, c, d] = [await create(), await create(), await create(), await create()];
    const cellar = await create({ community: COMMUNITY_IDS.cellar });
    // d is already paid; c is edited meanwhile (its version is stale)
    await t.call('PUT', `/api/orders/${d!.id}`, {
      as: 'admin',
      body: { version: d!.version, paymentStatus: 'paid' },
    });
    await t.call('PUT', `/api/orders/${c!.id}`, {
      as: 'admin',
      body: { version: c!.version, comment: 'edited' },
    });
    const r = await t.call('POST', '/api/orders/bulk', {
      as: 'community-manager',
      body: {
        action: 'paid',
        rows: [a, b, c, d, cellar].map((o) => ({ id: o!.id, version: o!.version })),
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json() as BulkAnswer<OrderView>;
    expect(answer).toMatchObject({ changed: 2, refused: 3 });
    const by = new Map(answer.results.map((x) => [x.id, x]));
    expect(by.get(a!.id)).toMatchObject({ ok: true, order: { paymentStatus: 'paid' } });
    expect(by.get(b!.id)).toMatchObject({ ok: true, order: { paymentStatus: 'paid' } });
    expect(by.get(c!.id)).toMatchObject({
      ok: false,
      status: 409,
      message: 'order.errors.versionConflict',
      current: { comment: 'edited' },
    });
    expect(by.get(d!.id)).toMatchObject({ ok: false, status: 409, message: 'orders.bulk.alreadyPaid' });
    expect(by.get(cellar.id)).toMatchObject({ ok: false, status: 403, message: 'errors.outOfScope' });
  });

  it('follows the payment machine of the role: a cancelled order is paid again by an admin only', async () => {
    const o = await create();
    const ccl1 = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, paymentStatus: 'paid' },
    });
    const ccl = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: ccl1.json().version, paymentStatus: 'ccl' },
    });
    expect(ccl.json().paymentStatus).toBe('ccl');
    const row = [{ id: o.id, version: ccl.json().version }];
    const hero = (
      await t.call('POST', '/api/orders/bulk', { as: 'customer-hero', body: { action: 'paid', rows: row } })
    ).json();
    expect(hero).toMatchObject({ changed: 0, refused: 1, results: [{ ok: false, status: 403 }] });
    const admin = (
      await t.call('POST', '/api/orders/bulk', { as: 'admin', body: { action: 'paid', rows: row } })
    ).json();
    expect(admin).toMatchObject({ changed: 1, results: [{ ok: true, order: { paymentStatus: 'paid' } }] });
  });

  it('sets the tracking status; delivered is final; bad bodies are 400 naming the field', async () => {
    const o = await create();
    const go = (version: number, trackingStatus: string) =>
      t.call('POST', '/api/orders/bulk', {
        as: 'customer-hero',
        body: { action: 'tracking', trackingStatus, rows: [{ id: o.id, version }] },
      });
    const done = (await go(o.version, 'delivered')).json() as BulkAnswer<OrderView>;
    expect(done.results[0]).toMatchObject({ ok: true, order: { trackingStatus: 'delivered' } });
    const v = (done.results[0] as { order: OrderView }).order.version;
    expect((await go(v, 'on_the_way')).json().results[0]).toMatchObject({ ok: false, status: 409 });
    const noStatus = await t.call('POST', '/api/orders/bulk', {
      as: 'customer-hero',
      body: { action: 'tracking', rows: [{ id: o.id, version: v }] },
    });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().fields).toEqual({ trackingStatus: 'validation.required' });
    const empty = await t.call('POST', '/api/orders/bulk', {
      as: 'finance',
      body: { action: 'paid', rows: [] },
    });
    expect(empty.json().fields).toEqual({ rows: 'validation.required' });
    const designer = await t.call('POST', '/api/orders/bulk', {
      as: 'designer',
      body: { action: 'paid', rows: [] },
    });
    expect(designer.statusCode).toBe(403);
  });
});

describe('GET /api/orders/{id}/pdf', () => {
  it('renders the customer order in Chinese and English: name, lines, total, tax, QR while unpaid', async () => {
    const o = await create();
    const zh = await t.call('GET', `/api/orders/${o.id}/pdf?lang=zh`, { as: 'customer-hero' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfText(zh.rawPayload);
    expect(page).toContain('李小龙');
    expect(page).toContain(refs.products[0]!.nameZh);
    expect(page).toContain(formatAmount(o.actualAmount));
    expect(page).toContain('应付总额');
    expect(page).toContain('扫码付款');
    const en = await t.call('GET', `/api/orders/${o.id}/pdf?lang=en`, { as: 'customer-hero' });
    const [enPage] = await pdfText(en.rawPayload);
    expect(enPage).toContain('Total to pay');
    expect(enPage).toContain('Tax breakdown');
    expect(enPage).toContain('李小龙');
    expect((await t.call('GET', `/api/orders/${o.id}/pdf?lang=fr`, { as: 'admin' })).json().fields).toEqual({
      lang: 'errors.invalidParameter',
    });
  });

  it('shows VAT per line for the cellar, and no QR code once paid', async () => {
    const o = await create({ community: COMMUNITY_IDS.cellar });
    const paid = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, paymentStatus: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    const [page] = await pdfText(
      (await t.call('GET', `/api/orders/${o.id}/pdf`, { as: 'admin' })).rawPayload,
    );
    expect(page).toMatch(/VAT \d+(\.\d+)? %/);
    expect(page).not.toContain('Scan to pay');
  });
});
