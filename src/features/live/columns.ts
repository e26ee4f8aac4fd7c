import type { ColDef } from 'ag-grid-community';
import { formatAmount, formatYuan, parseYuan } from '../../../domain/money.ts';
import { isAmountPaid } from '../../../domain/orders/locking.ts';
import { vouchersFixed } from '../../../domain/orders/vouchers.ts';
import type { TKey, Translate } from '../../../locales/keys.ts';
import { addressColumns } from './columns-address.ts';
import {
  countEditor,
  type LiveGridContext,
  lineColumn,
  lockedWhy,
  num,
  rowEditable,
  setter,
} from './columns-parts.ts';
import { paymentColumns } from './columns-payment.ts';
import { trackingColumns } from './columns-tracking.ts';
import type { LiveRow } from './rows.ts';

export {
  frozenByOffer,
  type LiveGridContext,
  type LockedWhy,
  paymentChoices,
  rowCancellable,
  rowEditable,
  rowLockKey,
} from './columns-parts.ts';

/**
 * The columns a user may hide ("Columns" on the live page, kept per device): never the order's
 * essentials (number, customer, quantities, total, payment method and status), which with the
 * row's buttons stay in sight at 1440 px (customer pinned left, total and payment pinned right).
 */
export const HIDEABLE_COLUMNS = {
  groupNumber: 'live.cols.group',
  deliveryFee: 'live.cols.deliveryFee',
  detailedAddress: 'live.cols.address',
  phone: 'live.cols.phone',
  city: 'live.cols.city',
  area: 'live.cols.area',
  comment: 'live.cols.comment',
  vouchers: 'live.cols.vouchers',
  trackingStatus: 'live.cols.trackingStatus',
  deliveryTrackingID: 'live.cols.trackingNumber',
  deliveryDate: 'live.cols.deliveryDate',
} as const satisfies Record<string, TKey>;

/** Logistics' columns, not keyed during a sale: hidden until the user shows them. */
export const HIDDEN_BY_DEFAULT: readonly (keyof typeof HIDEABLE_COLUMNS)[] = [
  'deliveryTrackingID',
  'deliveryDate',
];

/** A paid order keeps the delivery fee it was paid with, as the server holds. */
const feePaid = (r: LiveRow | undefined) => !!r && r._kind !== 'entry' && isAmountPaid(r);

export function liveOrderColumns(t: Translate, ctx: LiveGridContext): ColDef<LiveRow>[] {
  const { editors } = ctx;
  return [
    {
      colId: 'orderNumber',
      headerName: t('live.cols.number'),
      width: 56,
      flex: 0,
      pinned: 'left',
      editable: false,
      valueGetter: (p) =>
        p.data?._kind === 'entry'
          ? '+'
          : p.data?._kind === 'queued'
            ? '…'
            : p.data?._kind === 'refused'
              ? '!'
              : p.data?.orderNumber,
    },
    {
      colId: 'customer',
      headerName: t('live.cols.customer'),
      width: 150,
      flex: 0,
      pinned: 'left',
      valueGetter: (p) => p.data?.customerName ?? '',
      cellEditor: editors.Customer,
      cellEditorPopup: true,
      // drawn over the cell it edits, its list under it
      cellEditorPopupPosition: 'over',
      // the editor hands back the whole row (customer, address and vouchers filled in)
      valueSetter: setter('customer', (_r, v) => v as LiveRow),
    },
    {
      colId: 'groupNumber',
      headerName: t('live.cols.group'),
      width: 64,
      flex: 0,
      valueGetter: (p) => p.data?.groupNumber ?? '',
      ...countEditor(ctx, 1, null),
      valueSetter: setter('groupNumber', (r, v) => ({ ...r, groupNumber: num(v) })),
    },
    ...ctx.lines.map((l) => lineColumn(t, l, ctx)),
    {
      colId: 'deliveryFee',
      headerName: t('live.cols.deliveryFee'),
      width: 84,
      flex: 0,
      type: 'rightAligned',
      valueGetter: (p) => (p.data ? formatAmount(p.data.deliveryFee) : ''),
      // a paid order keeps the fee it was paid with (the server refuses a change), and says so
      editable: (p) => rowEditable(p.data, ctx) && !feePaid(p.data),
      ...lockedWhy((r) => (feePaid(r) ? t('order.errors.feePaid') : undefined)),
      cellEditor: editors.Text,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'over',
      cellEditorParams: { input: { kind: 'money' } },
      valueSetter: setter('deliveryFee', (r, v) => ({
        ...r,
        deliveryFee: Math.max(0, typeof v === 'number' ? v : (parseYuan(String(v ?? '0')) ?? r.deliveryFee)),
        deliverySelection: 'manual',
      })),
    },
    ...addressColumns(t, ctx),
    {
      colId: 'comment',
      headerName: t('live.cols.comment'),
      minWidth: 120,
      valueGetter: (p) => p.data?.comment ?? '',
      valueSetter: setter('comment', (r, v) => ({ ...r, comment: String(v ?? '') })),
    },
    {
      colId: 'vouchers',
      headerName: t('live.cols.vouchers'),
      minWidth: 110,
      valueGetter: (p) => p.data?.vouchers.map((v) => `#${v.voucherID} ${formatYuan(v.amount)}`).join(', '),
      // a paid order keeps the vouchers its payment used (the server refuses a change)
      editable: (p) =>
        rowEditable(p.data, ctx) && !(p.data && p.data._kind !== 'entry' && vouchersFixed(p.data)),
      cellEditor: editors.Vouchers,
      cellEditorPopup: true,
      valueSetter: setter('vouchers', (r, v) => ({ ...r, vouchers: v as LiveRow['vouchers'] })),
    },
    ...paymentColumns(t, ctx),
    ...trackingColumns(t, ctx),
    {
      colId: 'actions',
      headerName: '',
      width: 64,
      flex: 0,
      pinned: 'right',
      editable: false,
      cellRenderer: ctx.Actions,
    },
  ];
}
