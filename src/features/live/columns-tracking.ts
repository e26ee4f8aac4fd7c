import type { ColDef } from 'ag-grid-community';
import { formatDeliveryDate } from '../../../domain/dates.ts';
import { trackingClosed, trackingTargets } from '../../../domain/orders/tracking.ts';
import { keyIn, type Translate } from '../../../locales/keys.ts';
import {
  choiceEditor,
  enumFormat,
  type LiveGridContext,
  lockedWhy,
  rowEditable,
  setter,
} from './columns-parts.ts';
import type { LiveRow } from './rows.ts';

/** A cancelled or refunded order ships nothing: its tracking cells are read-only, as the server holds. */
const shipsNothing = (r: LiveRow | undefined) => !!r && r._kind !== 'entry' && trackingClosed(r);
/** Delivered is final: its number and date no longer change either. */
const delivered = (r: LiveRow | undefined) => !!r && r._kind !== 'entry' && r.trackingStatus === 'delivered';

/** Logistics' columns: tracking status, tracking number and delivery date. */
export function trackingColumns(t: Translate, ctx: LiveGridContext): ColDef<LiveRow>[] {
  // a tracking cell is read-only because the order ships nothing
  const noDelivery = lockedWhy((r) => (shipsNothing(r) ? t('cells.locked.noDelivery') : undefined));
  const final = lockedWhy((r) =>
    shipsNothing(r) ? t('cells.locked.noDelivery') : delivered(r) ? t('cells.locked.delivered') : undefined,
  );
  return [
    {
      colId: 'trackingStatus',
      headerName: t('live.cols.trackingStatus'),
      width: 100,
      flex: 0,
      valueGetter: (p) => p.data?.trackingStatus,
      valueFormatter: enumFormat(t, 'live.trackingStatuses'),
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
      editable: (p) => rowEditable(p.data, ctx) && !shipsNothing(p.data) && !delivered(p.data),
      ...final,
      valueSetter: setter('deliveryTrackingID', (r, v) => ({ ...r, deliveryTrackingID: String(v ?? '') })),
    },
    {
      colId: 'deliveryDate',
      headerName: t('live.cols.deliveryDate'),
      width: 110,
      flex: 0,
      valueGetter: (p) => p.data?.deliveryDate ?? '',
      editable: (p) => rowEditable(p.data, ctx) && !shipsNothing(p.data) && !delivered(p.data),
      ...final,
      valueFormatter: (p) =>
        p.value ? formatDeliveryDate(String(p.value), ctx.lang === 'zh' ? 'zh' : 'en') : '',
      ...choiceEditor(ctx, ['', ...ctx.offer.deliveryDates], (v) =>
        v ? formatDeliveryDate(String(v), ctx.lang === 'zh' ? 'zh' : 'en') : '',
      ),
      valueSetter: setter('deliveryDate', (r, v) => ({ ...r, deliveryDate: v ? String(v) : null })),
    },
  ];
}
