import type { ColDef } from 'ag-grid-community';
import type { CarrierLine } from '../../../domain/orders/carrier-import.ts';
import type { TrackingStatus } from '../../../domain/orders/schema.ts';
import { keyIn, type Translate } from '../../../locales/keys.ts';

/** What the apply answered for a line: saved, or refused with the server's message. */
export type LineResult = { ok: true } | { ok: false; message: string };

export interface PreviewRow extends CarrierLine {
  /** the line number as a row id */
  id: string;
  result?: LineResult;
}

/** The line's state, for its class and its Check cell. */
export function lineState(r: PreviewRow): 'refused' | 'ready' | 'unchanged' | 'saved' | 'failed' {
  if (r.result) return r.result.ok ? 'saved' : 'failed';
  if (r.error) return 'refused';
  return Object.keys(r.set).length ? 'ready' : 'unchanged';
}

const ARROW = ' → ';

/**
 * The preview's columns: the file's line and order ID, the order's customer, each tracking field
 * as it is and as the file would set it, and the line's check (why it is refused, or its result).
 */
export function previewColumns(t: Translate, message: (key: string) => string): ColDef<PreviewRow>[] {
  const status = (s: TrackingStatus | undefined) => (s ? t(keyIn('live.trackingStatuses', s)) : '');
  return [
    { field: 'line', headerName: t('carrierImport.cols.line'), width: 64, type: 'numericColumn' },
    { field: 'orderID', headerName: t('carrierImport.cols.orderID'), width: 104 },
    {
      colId: 'customer',
      headerName: t('carrierImport.cols.customer'),
      valueGetter: (p) => p.data?.order?.customerName ?? '',
      width: 140,
    },
    {
      colId: 'trackingStatus',
      headerName: t('carrierImport.cols.trackingStatus'),
      width: 196,
      valueGetter: (p) => {
        const r = p.data;
        if (!r) return '';
        const now = status(r.order?.trackingStatus);
        if (r.set.trackingStatus) return `${now}${ARROW}${status(r.set.trackingStatus)}`;
        return r.error?.field === 'trackingStatus' && r.statusText ? r.statusText : now;
      },
    },
    {
      colId: 'deliveryTrackingID',
      headerName: t('carrierImport.cols.deliveryTrackingID'),
      width: 220,
      valueGetter: (p) => {
        const r = p.data;
        if (!r) return '';
        const now = r.order?.deliveryTrackingID ?? '';
        return r.set.deliveryTrackingID ? `${now || '—'}${ARROW}${r.set.deliveryTrackingID}` : now;
      },
    },
    {
      colId: 'check',
      headerName: t('carrierImport.cols.check'),
      flex: 1,
      minWidth: 220,
      valueGetter: (p) => {
        const r = p.data;
        if (!r) return '';
        const state = lineState(r);
        if (state === 'failed' && r.result && !r.result.ok) return message(r.result.message);
        if (state === 'refused' && r.error)
          return t('carrierImport.fieldError', {
            field: t(keyIn('carrierImport.fields', r.error.field)),
            message: message(r.error.message),
          });
        return t(keyIn('carrierImport.results', state === 'failed' ? 'saved' : state));
      },
    },
  ];
}
