import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { pdfText } from '../support/pdf-text.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { offerWithOrders, someArea } from './offer-documents-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((l) => l.split(','));

const SECTION_9 = [
  'N',
  'Order ID',
  'Name',
  'A pack0',
  'B pack1',
  'item0',
  'Phone',
  'Delivery Address',
  'City',
  'Area',
  'Comment',
  'Delivery Date',
  'Paid',
  'Status',
  'Tracking number',
];

describe('GET /api/offers/:id/delivery-export', () => {
  it('exports the delivery-tracking orders with exactly the export columns, as CSV and xlsx', async () => {
    const o = await offerWithOrders(t, COMMUNITY_IDS.kitchen, [
      { name: '王小明', packs: [2, 1], items: [1] },
      { name: 'Pending Pat', packs: [1, 0], paid: false },
      { name: 'Cancelled Carl', packs: [1, 0] },
    ]);
    await sql`UPDATE orders SET payment_status = 'ccl', status = 'discontinued' WHERE id = ${o.orderIds[2]!}`.execute(
      t.db,
    );
    const r = await t.call(
      'GET',
      `/api/offers/${o.id}/delivery-export${qs({ lang: 'en', sort: ['orderNumber', 'ASC'] })}`,
      {
        as: 'logistic',
      },
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toContain(`Delivery tracking ${o.offerID}.csv`);
    const rows = csvRows(r.body);
    expect(rows[0]).toEqual(SECTION_9);
    // a WeChat-group offer ships its pending orders too; a cancelled one never
    expect(rows.slice(1).map((x) => x[2])).toEqual(['王小明', 'Pending Pat']);
    expect(rows[1]!.slice(3, 6)).toEqual(['2', '1', '1']);
    expect(rows.slice(1).map((x) => x[12])).toEqual(['Yes', 'No']);
    expect(rows[1]![11]).toBe('2026-12-01');

    // an offer sold on both channels ships paid orders only
    await sql`UPDATE offers SET channel = 'all' WHERE id = ${o.id}`.execute(t.db);
    const paidOnly = csvRows(
      (await t.call('GET', `/api/offers/${o.id}/delivery-export`, { as: 'logistic' })).body,
    );
    expect(paidOnly.slice(1).map((x) => x[2])).toEqual(['王小明']);
    await sql`UPDATE offers SET channel = 'wechat_group' WHERE id = ${o.id}`.execute(t.db);

    const x = await t.call(
      'GET',
      `/api/offers/${o.id}/delivery-export${qs({ format: 'xlsx', lang: 'zh' })}`,
      { as: 'logistic' },
    );
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain(`Delivery tracking ${o.offerID}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const head = (ws.getRow(1).values as unknown[]).slice(1);
    expect(head.slice(0, 3)).toEqual(['序号', '订单编号', '姓名']);
    expect(head).toHaveLength(SECTION_9.length);
    expect(ws.rowCount).toBe(3);
    const dates = [ws.getRow(2), ws.getRow(3)].map((row) => row.getCell(head.indexOf('配送日期') + 1).value);
    expect(dates).toEqual([new Date('2026-12-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z')]);
  });

  it("follows the screen's filters (tracking status, area, order ID) and refuses what it cannot read", async () => {
    const area = await someArea(t.db);
    const o = await offerWithOrders(t, COMMUNITY_IDS.garden, [
      { name: 'In area', packs: [1, 0], area: area.id },
      { name: 'Other', packs: [0, 1] },
    ]);
    await sql`UPDATE orders SET tracking_status = 'on_the_way' WHERE id = ${o.orderIds[0]!}`.execute(t.db);
    const names = async (filter: Record<string, unknown>) =>
      csvRows(
        (await t.call('GET', `/api/offers/${o.id}/delivery-export${qs({ filter })}`, { as: 'logistic' }))
          .body,
      )
        .slice(1)
        .map((x) => x[2]);
    expect(await names({ trackingStatus: 'on_the_way' })).toEqual(['In area']);
    // an area holds the orders of the areas under it
    expect(await names({ area: area.parent })).toContain('In area');
    const id = (
      await sql<{
        order_id: number;
      }>`SELECT order_id::int AS order_id FROM orders WHERE id = ${o.orderIds[1]!}`.execute(t.db)
    ).rows[0]!.order_id;
    expect(await names({ orderID: id })).toEqual(['Other']);
    // the caller's own filter cannot widen the set (another offer, cancelled orders)
    expect(
      await names({ offer: '00000000-0000-4000-8000-000000000000', status: 'discontinued' }),
    ).toHaveLength(2);

    const cellar = await offerWithOrders(t, COMMUNITY_IDS.cellar, [{ name: 'C', packs: [1, 0] }]);
    expect(
      (await t.call('GET', `/api/offers/${cellar.id}/delivery-export`, { as: 'logistic' })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/offers/${o.id}/delivery-export`, { as: 'finance' })).statusCode).toBe(
      403,
    );
    const bad = await t.call('GET', `/api/offers/${o.id}/delivery-export?format=pdf`, { as: 'logistic' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ format: 'errors.invalidParameter' });
    const badFilter = await t.call(
      'GET',
      `/api/offers/${o.id}/delivery-export${qs({ filter: { area: 'x' } })}`,
      { as: 'logistic' },
    );
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('GET /api/orders/details with the area filter', () => {
  it('lists the orders of an area and of the areas under it', async () => {
    const area = await someArea(t.db);
    const o = await offerWithOrders(t, COMMUNITY_IDS.kitchen, [
      { name: 'Area A', packs: [1, 0], area: area.id },
    ]);
    const list = async (a: string) =>
      (
        await t.call('GET', `/api/orders/details${qs({ filter: { offer: o.id, area: a }, range: [0, 9] })}`, {
          as: 'admin',
        })
      ).json() as { customerName: string }[];
    expect((await list(area.id)).map((x) => x.customerName)).toEqual(['Area A']);
    expect((await list(area.parent)).map((x) => x.customerName)).toEqual(['Area A']);
    expect(await list('00000000-0000-4000-8000-000000000000')).toEqual([]);
  });
});

describe('GET /api/offers/:id/packing-list', () => {
  it('prints each order of the day with its customer, phone, address and lines, in Chinese', async () => {
    const area = await someArea(t.db);
    const o = await offerWithOrders(t, COMMUNITY_IDS.kitchen, [
      { name: '张三丰', packs: [2, 0], items: [1], day: '2026-12-03', area: area.id },
      { name: '李四', packs: [0, 3], day: '2026-12-03' },
      { name: 'Another day', packs: [1, 0], day: '2026-12-04' },
    ]);
    const r = await t.call('GET', `/api/offers/${o.id}/packing-list?deliveryDate=2026-12-03&lang=zh`, {
      as: 'logistic',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(r.rawPayload)).join('\n');
    expect(text).toContain('拣货单');
    expect(text).toContain('张三丰');
    expect(text).toContain('李四');
    expect(text).not.toContain('Another day');
    expect(text).toContain('13800000000');
    expect(text).toContain('张三丰 路 8 号');
    expect(text).toContain('A pack0 × 2');
    expect(text).toContain('item0 × 1');
    expect(text).toContain('B pack1 × 3');

    const inArea = await t.call(
      'GET',
      `/api/offers/${o.id}/packing-list?deliveryDate=2026-12-03&area=${area.parent}`,
      { as: 'logistic' },
    );
    const areaText = (await pdfText(inArea.rawPayload)).join('\n');
    expect(areaText).toContain('张三丰');
    expect(areaText).toContain('Packing list');
  });

  it('refuses a missing or invalid date, an unknown area, a stranger', async () => {
    const o = await offerWithOrders(t, COMMUNITY_IDS.cellar, [{ name: 'C', packs: [1, 0] }]);
    const call = (q: string, as: 'admin' | 'logistic' = 'admin') =>
      t.call('GET', `/api/offers/${o.id}/packing-list${q}`, { as });
    expect((await call('')).json().fields).toEqual({ deliveryDate: 'validation.required' });
    expect((await call('?deliveryDate=2026-02-30')).json().fields).toEqual({
      deliveryDate: 'validation.invalidDate',
    });
    expect((await call('?deliveryDate=2026-12-01&area=nope')).statusCode).toBe(400);
    expect(
      (await call('?deliveryDate=2026-12-01&area=00000000-0000-4000-8000-000000000000')).json().fields,
    ).toEqual({
      area: 'validation.unknownArea',
    });
    expect((await call('?deliveryDate=2026-12-01', 'logistic')).statusCode).toBe(403);
    // who may see the offer is decided before the query is read: a stranger learns nothing more
    expect((await call('', 'logistic')).statusCode).toBe(403);
    expect((await call('?deliveryDate=2026-02-30&area=nope', 'logistic')).statusCode).toBe(403);
    for (const file of ['excel?lang=xx', 'delivery-export?format=nope&lang=xx'])
      expect((await t.call('GET', `/api/offers/${o.id}/${file}`, { as: 'logistic' })).statusCode, file).toBe(
        403,
      );
    expect((await call('?deliveryDate=2026-12-01')).statusCode).toBe(200);
  });
});
