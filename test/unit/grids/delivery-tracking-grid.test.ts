import type { ColDef } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../domain/live-views.ts';
import { ORDER_CELLS } from '../../../domain/orders/cells.ts';
import { DELIVERY_EXPORT_COLUMNS } from '../../../domain/orders/delivery-tracking.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import { editableColumns } from '../../../src/components/ListPage/editing/editableColumns.ts';
import { RowEdits } from '../../../src/components/ListPage/editing/rowEdits.ts';
import { type DeliveryGridContext, deliveryTrackingGrid } from '../../../src/grids/delivery-tracking.ts';

function t(key: string): string {
  const v = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);
  if (typeof v !== 'string') throw new Error(`missing translation ${key}`);
  return v;
}
const tf = t as unknown as Parameters<typeof deliveryTrackingGrid.columns>[0];

const ctx: DeliveryGridContext = { lines: [], bothChannels: false, areaName: () => '' };
const row = (trackingStatus: OrderView['trackingStatus']) =>
  ({
    id: 'o',
    version: 1,
    trackingStatus,
    paymentStatus: 'paid',
    status: 'available',
    deliveryTrackingID: '',
    deliveryDate: null,
  }) as unknown as OrderView;

/** The grid's columns as the list draws them: its declared cells made editable. */
function editingColumns() {
  const commits: [string, unknown][] = [];
  const store = new RowEdits<OrderView>({
    def: ORDER_CELLS,
    send: async () => ({ saved: 0, refused: 0, results: [] }),
  });
  const cols = editableColumns<OrderView>(
    {
      def: deliveryTrackingGrid.cells!,
      role: 'logistic',
      store,
      commit: (_row, field, value) => void commits.push([field, value]),
      lockText: (r) => r,
      describe: () => '',
      suppressed: () => false,
      letterOpened: { cell: null },
    },
    deliveryTrackingGrid.columns(tf, ctx),
  );
  return { commits, col: (id: string) => cols.find((c) => c.colId === id)! };
}
const editable = (c: ColDef<OrderView>, data: OrderView) =>
  (c.editable as (p: { data: OrderView }) => boolean)({ data });
const set = (c: ColDef<OrderView>, data: OrderView, newValue: unknown) =>
  (c.valueSetter as (p: unknown) => boolean)({ data, newValue });

describe('the delivery-tracking grid', () => {
  it('edits status, tracking number and date in place as the order lists do; a delivered order is read-only', () => {
    const { col } = editingColumns();
    expect(deliveryTrackingGrid.cells).toBe(ORDER_CELLS);
    for (const id of ['trackingStatus', 'deliveryTrackingID', 'deliveryDate']) {
      expect(editable(col(id), row('prepared'))).toBe(true);
      expect(editable(col(id), row('delivered'))).toBe(false);
    }
    // the joined comments are read here
    expect(col('notes').editable).toBeUndefined();
  });

  it('holds a cancelled or refunded order read-only and says why on hover; a pending refund stays open', () => {
    const { col } = editingColumns();
    const as = (paymentStatus: string, status = 'available') =>
      ({ ...row('prepared'), paymentStatus, status }) as unknown as OrderView;
    const hover = (c: ColDef<OrderView>, data: OrderView) =>
      (c.tooltipValueGetter as (p: { data: OrderView }) => unknown)({ data });
    for (const id of ['trackingStatus', 'deliveryTrackingID', 'deliveryDate']) {
      for (const shut of [as('ccl', 'discontinued'), as('pending', 'discontinued'), as('rfd')]) {
        expect(editable(col(id), shut)).toBe(false);
        expect(hover(col(id), shut)).toBe('noDelivery');
      }
      expect(editable(col(id), as('refunding'))).toBe(true);
    }
    expect(t('cells.locked.noDelivery')).toBeTruthy();
  });

  it('hands each edit to the list and never writes the row itself', () => {
    const { col, commits } = editingColumns();
    expect(set(col('deliveryTrackingID'), row('prepared'), ' SF12 ')).toBe(false);
    set(col('trackingStatus'), row('prepared'), 'on_the_way');
    expect(commits).toEqual([
      ['deliveryTrackingID', ' SF12 '],
      ['trackingStatus', 'on_the_way'],
    ]);
  });

  it('has exactly the export headers around the line columns, sortable where the server sorts', () => {
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
