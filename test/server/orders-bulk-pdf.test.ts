import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellsAnswer } from '../../domain/cells.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { formatAmount } from '../../domain/money.ts';
import type { Role } from '../../domain/roles.ts';
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

/**
 * The lists' Mark paid and Set tracking (Shift+P, Shift+T) are Set column on the selected rows:
 * one cells call, each row answered on its own through the order's own edits.
 */
describe('mark paid and set tracking on selected rows (POST /api/orders/cells)', () => {
  const set = (as: Role, field: string, value: unknown, rows: OrderView[]) =>
    t.call('POST', '/api/orders/cells', {
      as,
      body: { rows: rows.map((o) => ({ id: o.id, version: o.version, set: { [field]: value } })) },
    });

  it('answers each row on its own: allowed moves change, refused rows say why', async () => {
    const [a, b, c, d] = [await create(), await create(), await create(), await create()];
    const cellar = await create({ community: COMMUNITY_IDS.cellar });
    // d is already paid meanwhile (what the member asks is so: no change, no refusal); c is
    // edited meanwhile (its version is stale)
    const paid = (
      await t.call('PUT', `/api/orders/${d!.id}`, {
        as: 'admin',
        body: { version: d!.version, paymentStatus: 'paid' },
      })
    ).json() as OrderView;
    await t.call('PUT', `/api/orders/${c!.id}`, {
      as: 'admin',
      body: { version: c!.version, comment: 'edited' },
    });
    const r = await set('community-manager', 'paymentStatus', 'paid', [a!, b!, c!, d!, cellar]);
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json() as CellsAnswer<OrderView>;
    const by = new Map(answer.results.map((x) => [x.id, x]));
    expect(by.get(a!.id)).toMatchObject({ ok: true, row: { paymentStatus: 'paid' } });
    expect(by.get(b!.id)).toMatchObject({ ok: true, row: { paymentStatus: 'paid' } });
    expect(by.get(c!.id)).toMatchObject({ ok: false, status: 409, current: { comment: 'edited' } });
    expect(by.get(d!.id)).toMatchObject({ ok: true, row: { paymentStatus: 'paid', version: paid.version } });
    expect(by.get(cellar.id)).toMatchObject({ ok: false, status: 403 });
    expect(answer.refused).toBe(2);
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
    const row = ccl.json() as OrderView;
    const hero = (await set('customer-hero', 'paymentStatus', 'paid', [row])).json();
    expect(hero).toMatchObject({ saved: 0, refused: 1, results: [{ ok: false, status: 403 }] });
    const admin = (await set('admin', 'paymentStatus', 'paid', [row])).json();
    expect(admin).toMatchObject({ saved: 1, results: [{ ok: true, row: { paymentStatus: 'paid' } }] });
  });

  it('sets the tracking status; delivered is final; a bad status is refused naming the field', async () => {
    const o = await create();
    const done = (
      await set('customer-hero', 'trackingStatus', 'delivered', [o])
    ).json() as CellsAnswer<OrderView>;
    expect(done.results[0]).toMatchObject({ ok: true, row: { trackingStatus: 'delivered' } });
    const after = (done.results[0] as { row: OrderView }).row;
    expect(
      (await set('customer-hero', 'trackingStatus', 'on_the_way', [after])).json().results[0],
    ).toMatchObject({
      ok: false,
      status: 403,
    });
    const bad = (await set('customer-hero', 'trackingStatus', 'lost', [after])).json().results[0];
    expect(bad).toMatchObject({ ok: false, status: 400, field: 'trackingStatus' });
    const designer = await set('designer', 'paymentStatus', 'paid', [after]);
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
