import type { ColDef } from 'ag-grid-community';
import { formatAmount } from '../../../domain/money.ts';
import { PAYMENT_METHODS } from '../../../domain/schemas/shared.ts';
import { keyIn, type Translate } from '../../../locales/keys.ts';
import { refundHover } from '../../grids/refund-hover.ts';
import {
  choiceEditor,
  enumFormat,
  frozenByOffer,
  type LiveGridContext,
  paymentChoices,
  setter,
} from './columns-parts.ts';
import { estimatedTotal, type LiveRow, linesTotal } from './rows.ts';

/**
 * The order's money, pinned right: its total (the entry row's running one against the offer's
 * minimum), payment method and payment status (whose refund option opens the refund form).
 */
export function paymentColumns(t: Translate, ctx: LiveGridContext): ColDef<LiveRow>[] {
  const paySetter = setter('paymentStatus', (r, v) => ({
    ...r,
    paymentStatus: v as LiveRow['paymentStatus'],
  }));
  return [
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
      valueFormatter: enumFormat(t, 'live.paymentMethods'),
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
      valueFormatter: enumFormat(t, 'live.paymentStatuses'),
      cellClass: (p) => `cpt-live-pay cpt-live-pay-${p.data?.paymentStatus ?? ''}`,
      editable: (p) =>
        !!p.data &&
        ctx.editable &&
        !p.data._kind &&
        !frozenByOffer(p.data, ctx) &&
        paymentChoices(p.data, ctx.role).length > 0,
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
  ];
}
