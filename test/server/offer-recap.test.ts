import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { BUSINESS_ZONE } from '../../domain/dates.ts';
import { type TestApp, testApp } from './helpers.ts';
import { offerWithOrders } from './offer-documents-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function workbookOf(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}
const headerOf = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1);
const rowsOf = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow((r, n) => n > 1 && out.push((r.values as unknown[]).slice(1)));
  return out;
};

const ORDERS = [
  { name: '王小明', packs: [2, 1], items: [1] },
  { name: 'Alice Martin', packs: [1, 0], items: [3], day: '2026-12-02' },
  { name: '李娜', packs: [0, 2], paid: false },
];

describe('GET /api/offers/:id/excel', () => {
  it('holds one row per order with quantities per pack and add-on, and a summary whose sums match', async () => {
    const o = await offerWithOrders(t, COMMUNITY_IDS.kitchen, ORDERS);
    const r = await t.call('GET', `/api/offers/${o.id}/excel?lang=en`, { as: 'community-manager' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(r.headers['content-disposition']).toContain(`Offer recap ${o.offerID}.xlsx`);
    const wb = await workbookOf(r.rawPayload);
    const [orders, summary] = wb.worksheets;
    expect(orders!.name).toBe('Orders');
    expect(summary!.name).toBe('Summary');
    const head = headerOf(orders!);
    expect(head.slice(0, 3)).toEqual(['N', 'Order ID', 'Channel']);
    const col = (name: string) => head.indexOf(name);
    expect(col('A pack0')).toBeGreaterThan(0);
    expect(head).not.toContain('Gross margin');
    const rows = rowsOf(orders!);
    expect(rows.map((x) => x[col('Customer')])).toEqual(['王小明', 'Alice Martin', '李娜']);
    expect(rows.map((x) => x[col('A pack0')] ?? null)).toEqual([2, 1, null]);
    expect(rows.map((x) => x[col('B pack1')] ?? null)).toEqual([1, null, 2]);
    expect(rows.map((x) => x[col('item0')] ?? null)).toEqual([1, 3, null]);
    // money as numbers with the ¥ format, days as date cells
    expect(rows[0]![col('Total')]).toBe(2 * 12.5 + 30 + 8);
    expect(orders!.getRow(2).getCell(col('Total') + 1).numFmt).toContain('¥');
    expect(rows[1]![col('Delivery date')]).toEqual(new Date('2026-12-02T00:00:00Z'));
    expect(rows.map((x) => x[col('Payment')])).toEqual(['Paid', 'Paid', 'Pending']);
    // every money cell a number shown with the ¥ format, never text
    for (const name of ['Delivery fee', 'Total', 'Amount paid']) {
      const cell = orders!.getRow(2).getCell(col(name) + 1);
      expect(cell.type, name).toBe(ExcelJS.ValueType.Number);
      expect(cell.numFmt, name).toBe('"¥"#,##0.00');
    }
    // the order time as a date cell showing the business zone's wall time, not the UTC instant
    const placed = await sql<{ order_date: Date }>`
      SELECT order_date FROM orders WHERE id = ${o.orderIds[0]!}`.execute(t.db);
    const wall = DateTime.fromJSDate(placed.rows[0]!.order_date).setZone(BUSINESS_ZONE);
    const when = orders!.getRow(2).getCell(col('Order date') + 1);
    expect(when.type).toBe(ExcelJS.ValueType.Date);
    expect(when.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((when.value as Date).toISOString().slice(0, 19)).toBe(wall.toFormat("yyyy-MM-dd'T'HH:mm:ss"));
    // frozen header and autofilter
    expect(orders!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(orders!.autoFilter).toBeTruthy();

    const sum = rowsOf(summary!);
    const sh = headerOf(summary!);
    expect(sum.map((x) => x[sh.indexOf('Pack or add-on')])).toEqual(['A pack0', 'B pack1', 'item0']);
    expect(sum.map((x) => x[sh.indexOf('Quantity ordered')])).toEqual([3, 3, 4]);
    expect(sum.map((x) => x[sh.indexOf('Revenue')])).toEqual([37.5, 90, 32]);
    const revenue = sum.reduce((s, x) => s + (x[sh.indexOf('Revenue')] as number), 0);
    const totals = rows.reduce(
      (s, x) => s + (x[col('Total')] as number) - (x[col('Delivery fee')] as number),
      0,
    );
    expect(revenue).toBeCloseTo(totals, 2);
    expect(sh).not.toContain('Gross margin');
  });

  it('stays a well-formed workbook when a name carries characters XML forbids (U+FFFE, U+FFFF)', async () => {
    const o = await offerWithOrders(t, COMMUNITY_IDS.kitchen, [
      { name: 'Zoé\uFFFE Li\uFFFF', packs: [1, 0] },
    ]);
    const r = await t.call('GET', `/api/offers/${o.id}/excel?lang=en`, { as: 'admin' });
    expect(r.statusCode, r.body).toBe(200);
    const [orders] = (await workbookOf(r.rawPayload)).worksheets;
    const col = headerOf(orders!).indexOf('Customer');
    expect(rowsOf(orders!).map((x) => x[col])).toEqual(['Zoé Li']);
  });

  it('adds cost and gross-margin columns for the cellar community only, in Chinese when asked', async () => {
    const o = await offerWithOrders(t, COMMUNITY_IDS.cellar, [{ name: '赵六', packs: [1, 0], items: [2] }]);
    const r = await t.call('GET', `/api/offers/${o.id}/excel?lang=zh`, { as: 'admin' });
    expect(r.statusCode).toBe(200);
    const wb = await workbookOf(r.rawPayload);
    const [orders, summary] = wb.worksheets;
    expect(orders!.name).toBe('订单');
    const head = headerOf(orders!);
    expect(head).toEqual(expect.arrayContaining(['订单编号', '客户', '成本', '毛利', '毛利率']));
    const row = rowsOf(orders!)[0]!;
    const cost = (2 * o.productCost) / 100;
    expect(row[head.indexOf('成本')]).toBeCloseTo(cost, 2);
    expect(row[head.indexOf('毛利')]).toBeCloseTo(12.5 + 16 - cost, 2);
    const sh = headerOf(summary!);
    expect(sh).toEqual(expect.arrayContaining(['单位成本', '毛利']));
  });

  it('answers 404 for an unknown offer, 403 outside the caller’s communities, 400 for a bad language', async () => {
    const o = await offerWithOrders(t, COMMUNITY_IDS.cellar, [{ name: 'X', packs: [1, 0] }]);
    expect((await t.call('GET', `/api/offers/${o.id}/excel`, { as: 'community-manager' })).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', `/api/offers/${o.id}/excel`, { as: 'designer' })).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/offers/${unknown}/excel`, { as: 'admin' })).statusCode).toBe(404);
    const bad = await t.call('GET', `/api/offers/${o.id}/excel?lang=fr`, { as: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ lang: 'errors.invalidParameter' });
    expect((await t.call('GET', `/api/offers/${o.id}/excel?x=1`, { as: 'admin' })).statusCode).toBe(400);
  });
});
