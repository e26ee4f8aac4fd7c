import type { ColDef } from 'ag-grid-community';
import { formatDeliveryDate } from '../../../domain/dates.ts';
import { formatAmount, formatYuan, parseYuan } from '../../../domain/money.ts';
import { isAmountPaid } from '../../../domain/orders/locking.ts';
import { trackingClosed, trackingTargets } from '../../../domain/orders/tracking.ts';
import { vouchersFixed } from '../../../domain/orders/vouchers.ts';
import { PAYMENT_METHODS } from '../../../domain/schemas/shared.ts';
import { type KeyGroup, keyIn, type TKey, type Translate } from '../../../locales/keys.ts';
import { refundHover } from '../../grids/refund-hover.ts';
import { addressColumns } from './columns-address.ts';
import {
  choiceEditor,
  countEditor,
  type LiveGridContext,
  lineColumn,
  num,
  paymentChoices,
  rowEditable,
  setter,
} from './columns-parts.ts';
import { estimatedTotal, type LiveRow, linesTotal } from './rows.ts';

export { type LiveGridContext, paymentChoices, rowEditable } from './columns-parts.ts';

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

/** A cancelled or refunded order ships nothing: its tracking cells are read-only, as the server holds. */
const shipsNothing = (r: LiveRow | undefined) => !!r && r._kind !== 'entry' && trackingClosed(r);
/** A paid order keeps the delivery fee it was paid with, as the server holds. */
const feePaid = (r: LiveRow | undefined) => !!r && r._kind !== 'entry' && isAmountPaid(r);

/** What a read-only cell of a row says of itself (useGridKeys.ts): on hover and to a typed key. */
export interface LockedWhy {
  lockReason: (row: LiveRow | undefined) => string | undefined;
}
const lockedWhy = (lockReason: LockedWhy['lockReason']) => ({
  tooltipValueGetter: (p: { data?: LiveRow }) => lockReason(p.data),
  context: { lockReason } satisfies LockedWhy,
});

export function liveOrderColumns(t: Translate, ctx: LiveGridContext): ColDef<LiveRow>[] {
  const { editors } = ctx;
  // a tracking cell is read-only because the order ships nothing
  const noDelivery = lockedWhy((r) => (shipsNothing(r) ? t('cells.locked.noDelivery') : undefined));
  const enumFormat = (ns: KeyGroup) => (p: { value: unknown }) => (p.value ? t(keyIn(ns, p.value)) : '');
  const paySetter = setter('paymentStatus', (r, v) => ({
    ...r,
    paymentStatus: v as LiveRow['paymentStatus'],
  }));
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
    {
      colId: 'totalAmount',
      headerName: t('live.cols.total'),
      width: 128,
      flex: 0,
      pinned: 'right',
      type: 'rightAligned',
      editable: false,
      // the entry row shows its running total (server prices decide) against the offer's minimum,
      // and so does a refused one: the server never priced it, and its total is why it was refused
      valueGetter: (p) => {
        if (!p.data) return '';
        if (p.data._kind !== 'entry' && p.data._kind !== 'refused') return formatAmount(p.data.actualAmount);
        const min = ctx.offer.minimumOrderAmount;
        const total = formatAmount(estimatedTotal(p.data));
        return min > 0 ? `${total} / ≥ ${formatAmount(min)}` : total;
      },
      cellClassRules: {
        'cpt-live-below-min': (p) =>
          (p.data?._kind === 'entry' || p.data?._kind === 'refused') &&
          linesTotal(p.data) > 0 &&
          linesTotal(p.data) < ctx.offer.minimumOrderAmount,
      },
      tooltipValueGetter: (p) =>
        p.data?._kind === 'entry' && ctx.offer.minimumOrderAmount > 0
          ? t('live.minimumOrder', { min: formatAmount(ctx.offer.minimumOrderAmount) })
          : undefined,
    },
    {
      colId: 'paymentMethod',
      headerName: t('live.cols.paymentMethod'),
      width: 84,
      flex: 0,
      pinned: 'right',
      valueGetter: (p) => p.data?.paymentMethod,
      valueFormatter: enumFormat('live.paymentMethods'),
      ...choiceEditor(ctx, PAYMENT_METHODS, (v) => t(keyIn('live.paymentMethods', v))),
      valueSetter: setter('paymentMethod', (r, v) => ({
        ...r,
        paymentMethod: v as LiveRow['paymentMethod'],
      })),
    },
    {
      colId: 'paymentStatus',
      headerName: t('live.cols.paymentStatus'),
      width: 92,
      flex: 0,
      pinned: 'right',
      valueGetter: (p) => p.data?.paymentStatus,
      valueFormatter: enumFormat('live.paymentStatuses'),
      cellClass: (p) => `cpt-live-pay cpt-live-pay-${p.data?.paymentStatus ?? ''}`,
      editable: (p) =>
        !!p.data && ctx.editable && !p.data._kind && paymentChoices(p.data, ctx.role).length > 0,
      ...choiceEditor(
        ctx,
        (r) => [r.paymentStatus, ...paymentChoices(r, ctx.role)],
        // offered from paid only, 'refunding' is the refund option, which opens the refund form
        (v) => (v === 'refunding' ? t('refunds.refundOption') : t(keyIn('live.paymentStatuses', v))),
      ),
      valueSetter: (p) => {
        if (p.newValue === 'refunding' && p.data.paymentStatus === 'paid') {
          ctx.openRefund?.(p.data.id);
          return false;
        }
        return paySetter(p);
      },
      // a refunded order shows its refund amount on hover; one under way, the amount asked
      tooltipValueGetter: (p) => refundHover(t, p.data),
    },
    {
      colId: 'trackingStatus',
      headerName: t('live.cols.trackingStatus'),
      width: 100,
      flex: 0,
      valueGetter: (p) => p.data?.trackingStatus,
      valueFormatter: enumFormat('live.trackingStatuses'),
      editable: (p) =>
        !!p.data &&
        ctx.editable &&
        !p.data._kind &&
        !shipsNothing(p.data) &&
        trackingTargets(p.data.trackingStatus, ctx.role).length > 0,
      ...noDelivery,
      ...choiceEditor(
        ctx,
        (r) => [r.trackingStatus, ...trackingTargets(r.trackingStatus, ctx.role)],
        (v) => t(keyIn('live.trackingStatuses', v)),
      ),
      valueSetter: setter('trackingStatus', (r, v) => ({
        ...r,
        trackingStatus: v as LiveRow['trackingStatus'],
      })),
    },
    {
      colId: 'deliveryTrackingID',
      headerName: t('live.cols.trackingNumber'),
      width: 120,
      flex: 0,
      valueGetter: (p) => p.data?.deliveryTrackingID ?? '',
      editable: (p) => rowEditable(p.data, ctx) && !shipsNothing(p.data),
      ...noDelivery,
      valueSetter: setter('deliveryTrackingID', (r, v) => ({ ...r, deliveryTrackingID: String(v ?? '') })),
    },
    {
      colId: 'deliveryDate',
      headerName: t('live.cols.deliveryDate'),
      width: 110,
      flex: 0,
      valueGetter: (p) => p.data?.deliveryDate ?? '',
      editable: (p) => rowEditable(p.data, ctx) && !shipsNothing(p.data),
      ...noDelivery,
      valueFormatter: (p) =>
        p.value ? formatDeliveryDate(String(p.value), ctx.lang === 'zh' ? 'zh' : 'en') : '',
      ...choiceEditor(ctx, ['', ...ctx.offer.deliveryDates], (v) =>
        v ? formatDeliveryDate(String(v), ctx.lang === 'zh' ? 'zh' : 'en') : '',
      ),
      valueSetter: setter('deliveryDate', (r, v) => ({ ...r, deliveryDate: v ? String(v) : null })),
    },
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
