import type { ColDef } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../domain/live-views.ts';
import { DELIVERY_EXPORT_COLUMNS } from '../../../domain/orders/delivery-tracking.ts';
import { type DeliveryGridContext, deliveryTrackingGrid } from '../../../grids/delivery-tracking.ts';
import en from '../../../locales/en.json' with { type: 'json' };

function t(key: string): string {
  const v = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);
  if (typeof v !== 'string') throw new Error(`missing translation ${key}`);
  return v;
}
const tf = t as unknown as Parameters<typeof deliveryTrackingGrid.columns>[0];

const edits: [string, unknown][] = [];
const ctx: DeliveryGridContext = {
  role: 'logistic',
  lines: [],
  bothChannels: false,
  areaName: () => '',
  edit: (_row, field, value) => void edits.push([field, value]),
};
const row = (trackingStatus: OrderView['trackingStatus']) =>
  ({ id: 'o', trackingStatus, deliveryTrackingID: '', deliveryDate: null }) as unknown as OrderView;
const col = (id: string) => deliveryTrackingGrid.columns(tf, ctx).find((c) => c.colId === id)!;
const editable = (c: ColDef<OrderView>, data: OrderView) =>
  (c.editable as (p: { data: OrderView }) => boolean)({ data });
const set = (c: ColDef<OrderView>, data: OrderView, newValue: unknown, oldValue: unknown) =>
  (c.valueSetter as (p: unknown) => boolean)({ data, newValue, oldValue });

describe('the delivery-tracking grid', () => {
  it('edits status, tracking number and date in place; a delivered order is read-only', () => {
    for (const id of ['trackingStatus', 'deliveryTrackingID', 'deliveryDate']) {
      expect(editable(col(id), row('prepared'))).toBe(true);
      expect(editable(col(id), row('delivered'))).toBe(false);
    }
  });

  it('hands each edit to the page and never writes the row itself', () => {
    edits.length = 0;
    expect(set(col('deliveryTrackingID'), row('prepared'), ' SF12 ', '')).toBe(false);
    expect(set(col('deliveryDate'), row('prepared'), '2026-12-01', null)).toBe(false);
    // not a date: sent as typed, so the server's 400 names the field on screen; the same value: nothing to save
    set(col('deliveryDate'), row('prepared'), ' 12/01 ', null);
    set(col('trackingStatus'), row('prepared'), 'prepared', 'prepared');
    set(col('trackingStatus'), row('prepared'), 'on_the_way', 'prepared');
    expect(edits).toEqual([
      ['deliveryTrackingID', 'SF12'],
      ['deliveryDate', '2026-12-01'],
      ['deliveryDate', '12/01'],
      ['trackingStatus', 'on_the_way'],
    ]);
  });

  it('has exactly the §9 headers around the line columns, sortable where the server sorts', () => {
    const headers = deliveryTrackingGrid.columns(tf, ctx).map((c) => c.headerName);
    expect(headers).toEqual(
      expect.arrayContaining([
        'N',
        'Order ID',
        'Name',
        'Phone',
        'Delivery Address',
        'Status',
        'Tracking number',
      ]),
    );
    expect(deliveryTrackingGrid.spec.sorts).toContain('orderNumber');
  });

  it("shows the export's columns in the export's order, none hidden at first", () => {
    const line = { id: 'l1', letter: 'A', shortName: 'Tomato box', name: { en: 'Tomato box', zh: '番茄' } };
    const cols = deliveryTrackingGrid.columns(tf, {
      ...ctx,
      lines: [line as unknown as DeliveryGridContext['lines'][number]],
    });
    const exportHeaders = DELIVERY_EXPORT_COLUMNS.map((c) =>
      c === 'packs' ? 'A Tomato box' : t(`deliveryTracking.columns.${c}`),
    );
    expect(cols.map((c) => c.headerName)).toEqual(exportHeaders);
    expect(cols.filter((c) => c.initialHide || c.hide).map((c) => c.colId)).toEqual([]);
  });
});
