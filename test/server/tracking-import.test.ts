import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { cellRowsOf } from '../../domain/orders/carrier-import.ts';
import { type TestApp, testApp } from './helpers.ts';
import { offerWithOrders } from './offer-documents-fixtures.ts';
import { csv, importFile, numbersOf, preview, trackingOf, xlsx } from './tracking-import-fixtures.ts';

let t: TestApp;
/** a Kitchen offer with four orders, and their numbers */
let offer: { id: string; orderIds: string[] };
let n: number[];
beforeAll(async () => {
  t = await testApp();
  offer = await offerWithOrders(t, COMMUNITY_IDS.kitchen, [
    { name: 'Ada', packs: [1, 0] },
    { name: '李雷', packs: [0, 1] },
    { name: 'Bob', packs: [1, 1] },
    { name: '韩梅梅', packs: [2, 0] },
  ]);
  n = await numbersOf(t, offer.orderIds);
});
afterAll(() => t.close());

describe('POST /api/orders/tracking-import: the preview', () => {
  it('reads an English xlsx: ready lines, two bad ones named, columns not read listed, nothing written', async () => {
    const before = await trackingOf(t, offer.orderIds);
    const file = await xlsx([
      ['Order ID', 'Weight (kg)', 'Tracking number', 'Status'],
      [n[0]!, 1.2, 'SF1001', 'On the way'],
      [n[1]!, 0.8, 'SF1002', null],
      [999_999_999, 1, 'SF1003', 'Delivered'],
      [n[2]!, 2, 'SF1004', 'Lost in space'],
    ]);
    const r = await importFile(t, 'logistic', file);
    expect(r.statusCode, r.body).toBe(200);
    const p = preview(r);
    expect(p.columns).toEqual({
      orderID: 'Order ID',
      deliveryTrackingID: 'Tracking number',
      trackingStatus: 'Status',
    });
    expect(p.ignored).toEqual(['Weight (kg)']);
    expect(p.counts).toEqual({ ready: 2, unchanged: 0, refused: 2 });
    expect(p.lines.map((l) => l.line)).toEqual([2, 3, 4, 5]);
    expect(p.lines[0]).toMatchObject({
      orderID: String(n[0]),
      order: { id: offer.orderIds[0], customerName: 'Ada', trackingStatus: 'process' },
      set: { deliveryTrackingID: 'SF1001', trackingStatus: 'on_the_way' },
    });
    expect(p.lines[1]!.set).toEqual({ deliveryTrackingID: 'SF1002' });
    expect(p.lines[2]).toMatchObject({
      error: { field: 'orderID', message: 'carrierImport.errors.unknownOrder' },
    });
    expect(p.lines[2]!.order).toBeUndefined();
    expect(p.lines[3]!.error).toEqual({
      field: 'trackingStatus',
      message: 'carrierImport.errors.unknownStatus?status=Lost+in+space',
    });
    expect(await trackingOf(t, offer.orderIds)).toEqual(before);
  });

  it('reads a Chinese CSV (BOM, a title line above the header, carriers’ words for statuses)', async () => {
    await sql`UPDATE orders SET tracking_status = 'delivered', delivery_tracking_id = 'YT9' WHERE id = ${offer.orderIds[3]!}`.execute(
      t.db,
    );
    const text = `\uFEFF${csv([
      ['圆通速递 导出 2026-12-01', null, null],
      ['订单号', '运单号', '状态'],
      [n[0]!, 'YT0001', '已发货'],
      [n[1]!, '', '已签收'],
      [n[3]!, 'YT9', '已签收'],
      [n[3]!, 'YT10', ''],
    ])}`;
    const p = preview(await importFile(t, 'logistic', text, { filename: '运单.csv' }));
    expect(p.columns).toEqual({ orderID: '订单号', deliveryTrackingID: '运单号', trackingStatus: '状态' });
    expect(p.lines.map((l) => l.line)).toEqual([3, 4, 5, 6]);
    expect(p.lines[0]!.set).toEqual({ deliveryTrackingID: 'YT0001', trackingStatus: 'on_the_way' });
    expect(p.lines[1]!.set).toEqual({ trackingStatus: 'delivered' });
    // the same order twice: neither line is applied
    expect(p.lines[2]!.error?.message).toBe('carrierImport.errors.duplicate?lines=6');
    expect(p.lines[3]!.error?.message).toBe('carrierImport.errors.duplicate?lines=5');
  });

  it('refuses a change on a delivered order and a move the tracking machine refuses; the same values are unchanged', async () => {
    const file = await xlsx([
      ['订单编号', '快递单号', '物流状态'],
      [n[3]!, 'YT9', '已送达'],
      [n[2]!, '', '待处理'],
    ]);
    await sql`UPDATE orders SET tracking_status = 'prepared' WHERE id = ${offer.orderIds[2]!}`.execute(t.db);
    let p = preview(await importFile(t, 'logistic', file));
    expect(p.lines[0]).toMatchObject({ set: {} });
    expect(p.lines[0]!.error).toBeUndefined();
    expect(p.counts).toEqual({ ready: 0, unchanged: 1, refused: 1 });
    // 'To prepare' is where an order starts: no move goes back to it
    expect(p.lines[1]!.error).toEqual({
      field: 'trackingStatus',
      message:
        'carrierImport.errors.moveRefused?from=live.trackingStatuses.prepared&to=live.trackingStatuses.process',
    });
    const change = await xlsx([
      ['Order ID', 'Tracking number'],
      [n[3]!, 'YT10'],
    ]);
    p = preview(await importFile(t, 'logistic', change));
    expect(p.lines[0]!.error).toEqual({
      field: 'deliveryTrackingID',
      message: 'order.errors.deliveredReadOnly',
    });
  });

  it('reads our own delivery export back: its pack and address columns are left alone', async () => {
    const x = await t.call('GET', `/api/offers/${offer.id}/delivery-export?format=xlsx&lang=zh`, {
      as: 'logistic',
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    const id = header.indexOf('订单编号') + 1;
    const tracking = header.indexOf('快递单号') + 1;
    ws.eachRow((row, i) => {
      if (i > 1) row.getCell(tracking).value = `ZT-${row.getCell(id).value}`;
    });
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const p = preview(await importFile(t, 'logistic', file, { query: `?offer=${offer.id}` }));
    expect(p.columns).toEqual({
      orderID: '订单编号',
      deliveryTrackingID: '快递单号',
      trackingStatus: '状态',
    });
    expect(p.ignored).toEqual(expect.arrayContaining(['序号', '姓名', 'A pack0', '电话', '配送地址']));
    expect(p.lines.length).toBeGreaterThan(0);
    for (const l of p.lines.filter((x) => !x.error)) expect(l.set.deliveryTrackingID).toBe(`ZT-${l.orderID}`);
  });

  it('treats another community’s order as unknown, and another offer’s order as not this offer’s', async () => {
    const cellar = await offerWithOrders(t, COMMUNITY_IDS.cellar, [{ name: 'Cellar Carl', packs: [1, 0] }]);
    const [c] = await numbersOf(t, cellar.orderIds);
    const file = await xlsx([
      ['Order ID', 'Tracking number'],
      [c!, 'X1'],
      [n[0]!, 'X2'],
    ]);
    const mine = preview(await importFile(t, 'logistic', file));
    expect(mine.lines[0]).toEqual({
      line: 2,
      orderID: String(c),
      set: {},
      error: { field: 'orderID', message: 'carrierImport.errors.unknownOrder' },
    });
    // an admin sees every community
    expect(preview(await importFile(t, 'admin', file)).lines[0]!.set).toEqual({ deliveryTrackingID: 'X1' });
    const onOffer = preview(await importFile(t, 'admin', file, { query: `?offer=${offer.id}` }));
    expect(onOffer.lines[0]!.error?.message).toBe('carrierImport.errors.otherOffer');
    expect(onOffer.lines[1]!.error).toBeUndefined();
    // the offer itself is scoped: another community's offer is refused before anything is read
    const r = await importFile(t, 'logistic', file, { query: `?offer=${cellar.id}` });
    expect(r.statusCode).toBe(403);
  });

  it('names bad cells: a missing or non-numeric order ID, a tracking number Excel turned into a float', async () => {
    const file = await xlsx([
      ['Order', 'Waybill No.'],
      ['', 'A1'],
      ['ABC-12', 'A2'],
      [n[0]!, 7.73012345678901e20],
      [`#${n[1]}`, '="000123"'],
    ]);
    const p = preview(await importFile(t, 'logistic', file));
    expect(p.lines.map((l) => l.error?.message ?? 'ok')).toEqual([
      'carrierImport.errors.noOrderID',
      'carrierImport.errors.badOrderID',
      'carrierImport.errors.numberLost',
      'ok',
    ]);
    expect(p.lines[3]!.set).toEqual({ deliveryTrackingID: '000123' });
  });

  it('applies the ready lines in one cells call, once per Idempotency-Key; the same file again changes nothing', async () => {
    const fresh = await offerWithOrders(t, COMMUNITY_IDS.garden, [
      { name: 'Cy', packs: [1, 0] },
      { name: 'Di', packs: [1, 0] },
    ]);
    const m = await numbersOf(t, fresh.orderIds);
    const file = await xlsx([
      ['Order ID', 'Tracking number', 'Status'],
      [m[0]!, 'JD-1', 'Delivered'],
      [m[1]!, 'JD-2', ''],
      [12_345_678, 'JD-3', ''],
    ]);
    const p = preview(await importFile(t, 'logistic', file));
    expect(p.counts).toEqual({ ready: 2, unchanged: 0, refused: 1 });
    const before = await trackingOf(t, fresh.orderIds);
    const apply = () =>
      t.call('POST', '/api/orders/cells', {
        as: 'logistic',
        headers: { 'idempotency-key': `import-${fresh.id}` },
        body: { rows: cellRowsOf(p.lines) },
      });
    const first = await apply();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ saved: 2, refused: 0 });
    expect((await apply()).json()).toEqual(first.json());
    const after = await trackingOf(t, fresh.orderIds);
    expect(after.map((x) => [x.s, x.n])).toEqual([
      ['delivered', 'JD-1'],
      ['process', 'JD-2'],
    ]);
    expect(after.map((x) => x.v)).toEqual(before.map((x) => x.v + 1));
    expect(preview(await importFile(t, 'logistic', file)).counts).toEqual({
      ready: 0,
      unchanged: 2,
      refused: 1,
    });
  });

  it('refuses a change on a pending order of a discontinued offer, as the apply would; the same values are unchanged', async () => {
    const frozen = await offerWithOrders(t, COMMUNITY_IDS.kitchen, [
      { name: 'Fay', packs: [1, 0], paid: false },
      { name: 'Gil', packs: [1, 0], paid: false },
    ]);
    const m = await numbersOf(t, frozen.orderIds);
    await sql`UPDATE offers SET status = 'discontinued' WHERE id = ${frozen.id}`.execute(t.db);
    const file = await xlsx([
      ['Order ID', 'Tracking number', 'Status'],
      [m[0]!, 'YT-1', 'On the way'],
      [m[1]!, '', ''],
    ]);
    const p = preview(await importFile(t, 'logistic', file));
    expect(p.lines[0]!.error).toEqual({
      field: 'deliveryTrackingID',
      message: 'order.errors.offerDiscontinuedEdit',
    });
    expect(p.counts).toEqual({ ready: 0, unchanged: 1, refused: 1 });
  });

  it('is refused to the roles that do not track deliveries', async () => {
    const file = await xlsx([
      ['Order ID', 'Status'],
      [n[0]!, 'Prepared'],
    ]);
    for (const role of ['designer', 'finance'] as const)
      expect((await importFile(t, role, file)).statusCode, role).toBe(403);
    expect((await importFile(t, 'customer-hero', file)).statusCode).toBe(200);
  });
});
