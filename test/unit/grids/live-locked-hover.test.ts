import type { ColDef } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import type { OfferDetails } from '../../../domain/live-views.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import { type LiveGridContext, liveOrderColumns } from '../../../src/features/live/columns.ts';
import { blankEntry, type LiveRow } from '../../../src/features/live/rows.ts';

const OFFER = '00000000-0000-4000-8000-000000000001';
function t(key: string): string {
  const v = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);
  if (typeof v !== 'string') throw new Error(`missing translation ${key}`);
  return v;
}
const tf = t as unknown as Parameters<typeof liveOrderColumns>[0];
const ctx = {
  lang: 'en',
  role: 'admin',
  offer: { minimumOrderAmount: 0, deliveryDates: [] } as unknown as OfferDetails,
  channel: 'wechat_group',
  lines: [],
  editable: true,
  areas: null,
  isPending: () => false,
  edit: () => {},
  editors: { Customer: null, Area: null, Vouchers: null, Text: null, Choice: null },
  Actions: () => null,
} as LiveGridContext;

const order = (paymentStatus: LiveRow['paymentStatus'], status = 'available') =>
  ({
    ...blankEntry(OFFER, OFFER, 'wechat_group'),
    _kind: undefined,
    paymentStatus,
    status,
    trackingStatus: 'process',
  }) as LiveRow;
const col = (id: string) => liveOrderColumns(tf, ctx).find((c) => c.colId === id)!;
const editable = (c: ColDef<LiveRow>, data: LiveRow) =>
  (c.editable as (p: { data: LiveRow }) => boolean)({ data });
const hover = (c: ColDef<LiveRow>, data: LiveRow) =>
  (c.tooltipValueGetter as ((p: { data: LiveRow }) => unknown) | undefined)?.({ data });

describe('the live grid’s cells read-only for what the order is', () => {
  it('a paid order’s delivery fee says on hover that it is the fee it was paid with', () => {
    for (const paid of [order('paid'), order('ccl')]) {
      expect(editable(col('deliveryFee'), paid)).toBe(false);
      expect(hover(col('deliveryFee'), paid)).toBe(en.order.errors.feePaid);
    }
    expect(editable(col('deliveryFee'), order('pending'))).toBe(true);
    expect(hover(col('deliveryFee'), order('pending'))).toBeUndefined();
  });

  it('a cancelled or refunded order’s tracking cells say on hover that nothing ships', () => {
    for (const id of ['trackingStatus', 'deliveryTrackingID', 'deliveryDate']) {
      for (const shut of [order('ccl'), order('pending', 'discontinued'), order('rfd')]) {
        expect(editable(col(id), shut)).toBe(false);
        expect(hover(col(id), shut)).toBe(en.cells.locked.noDelivery);
      }
      expect(hover(col(id), order('paid'))).toBeUndefined();
    }
  });
});
