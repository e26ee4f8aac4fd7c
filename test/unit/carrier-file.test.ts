import { describe, expect, it } from 'vitest';
import {
  headerColumn,
  matchHeaders,
  normalizeHeader,
  statusOfText,
} from '../../server/orders/carrier-columns.ts';
import { parseDelimited } from '../../server/orders/carrier-text.ts';

describe('carrier file text', () => {
  it('reads quoted cells, doubled quotes and line breaks inside quotes, keeping each row’s line', () => {
    const rows = parseDelimited('Order ID,Note\r\n1,"a, ""b""\nc"\r\n\r\n2,x\n');
    expect(rows).toEqual([
      { line: 1, cells: ['Order ID', 'Note'] },
      { line: 2, cells: ['1', 'a, "b"\nc'] },
      { line: 5, cells: ['2', 'x'] },
    ]);
  });

  it('finds the separator on the header line: semicolon, tab, comma', () => {
    expect(parseDelimited('a;b\n1;2')[1]!.cells).toEqual(['1', '2']);
    expect(parseDelimited('a\tb\tc,d\n1\t2,3\t4')[1]!.cells).toEqual(['1', '2,3', '4']);
    expect(parseDelimited('"a;b",c\n1,2')[0]!.cells).toEqual(['a;b', 'c']);
  });

  it('keeps Excel’s ="…" text cells for the reader to unwrap', () => {
    expect(parseDelimited('a\n="00123"')[1]!.cells).toEqual(['="00123"']);
  });
});

describe('carrier file headers and statuses', () => {
  it('reads headers alike whatever their case, spacing, punctuation or width', () => {
    expect(normalizeHeader(' Order_ID： ')).toBe('orderid');
    expect(normalizeHeader('Ｏｒｄｅｒ ＩＤ')).toBe('orderid');
    for (const h of ['Order ID', 'order-id', '订单号', '订单编号', 'Merchant Order No.'])
      expect(headerColumn(h)?.column, h).toBe('orderID');
    for (const h of ['Tracking number', 'Waybill No', '运单号', '快递单号', 'AWB'])
      expect(headerColumn(h)?.column, h).toBe('deliveryTrackingID');
    for (const h of ['Status', '状态', '物流状态', 'Tracking status', 'Tracking'])
      expect(headerColumn(h)?.column, h).toBe('trackingStatus');
    expect(headerColumn('Weight')).toBeUndefined();
  });

  it('prefers Order ID to Order number, and names the columns it leaves alone', () => {
    const m = matchHeaders(['Order number', 'Order ID', 'Tracking number', 'Phone', '']);
    expect(m.at).toEqual({ orderID: 1, deliveryTrackingID: 2 });
    expect(m.ignored).toEqual(['Order number', 'Phone']);
    expect(matchHeaders(['Order number', 'Waybill']).at).toEqual({ orderID: 0, deliveryTrackingID: 1 });
  });

  it('knows our labels, the codes and carriers’ words for the statuses', () => {
    expect(statusOfText('On the way')).toBe('on_the_way');
    expect(statusOfText('on_the_way')).toBe('on_the_way');
    expect(statusOfText('配送中')).toBe('on_the_way');
    expect(statusOfText('派送中')).toBe('on_the_way');
    expect(statusOfText('已签收')).toBe('delivered');
    expect(statusOfText('DELIVERED')).toBe('delivered');
    expect(statusOfText('延误')).toBe('delayed');
    expect(statusOfText('Lost')).toBeUndefined();
  });
});
