import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { formatDeliveryDate } from '../domain/dates.ts';
import { formatAmount, parseYuan } from '../domain/money.ts';
import { cityEditable } from '../domain/orders/entry.ts';
import { trackingTargets } from '../domain/orders/tracking.ts';
import { ADDRESS_CITIES, PAYMENT_METHODS } from '../domain/schemas/shared.ts';
import type { LiveRow } from '../src/features/live/rows.ts';

import {
  addr,
  type LiveGridContext,
  lineColumn,
  num,
  paymentChoices,
  rowEditable,
  setter,
} from './live-orders-parts.ts';

export { type LiveGridContext, paymentChoices, rowEditable } from './live-orders-parts.ts';

export function liveOrderColumns(t: TFunction, ctx: LiveGridContext): ColDef<LiveRow>[] {
  const { editors } = ctx;
  const enumFormat = (ns: string) => (p: { value: unknown }) =>
    p.value ? t(`${ns}.${String(p.value)}`) : '';
  return [
    {
      colId: 'orderNumber',
      headerName: t('live.cols.number'),
      width: 70,
      flex: 0,
      pinned: 'left',
      editable: false,
      valueGetter: (p) =>
        p.data?._kind === 'entry' ? '+' : p.data?._kind === 'queued' ? '…' : p.data?.orderNumber,
    },
    {
      colId: 'customer',
      headerName: t('live.cols.customer'),
      minWidth: 160,
      pinned: 'left',
      valueGetter: (p) => p.data?.customerName ?? '',
      cellEditor: editors.Customer,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'under',
      // the editor hands back the whole row (customer, address and vouchers filled in)
      valueSetter: setter('customer', (_r, v) => v as LiveRow),
    },
    {
      colId: 'groupNumber',
      headerName: t('live.cols.group'),
      width: 80,
      flex: 0,
      valueGetter: (p) => p.data?.groupNumber ?? '',
      cellEditor: 'agNumberCellEditor',
      cellEditorParams: { min: 1, precision: 0 },
      valueSetter: setter('groupNumber', (r, v) => ({ ...r, groupNumber: num(v) })),
    },
    ...ctx.lines.map((l) => lineColumn(t, l, ctx.lang)),
    {
      colId: 'deliveryFee',
      headerName: t('live.cols.deliveryFee'),
      width: 100,
      flex: 0,
      type: 'rightAligned',
      valueGetter: (p) => (p.data ? formatAmount(p.data.deliveryFee) : ''),
      valueSetter: setter('deliveryFee', (r, v) => ({
        ...r,
        deliveryFee: Math.max(0, parseYuan(String(v ?? '0')) ?? r.deliveryFee),
        deliverySelection: 'manual',
      })),
    },
    {
      colId: 'detailedAddress',
      headerName: t('live.cols.address'),
      minWidth: 180,
      valueGetter: (p) => p.data?.customerAddress?.detailedAddress ?? '',
      valueSetter: setter('address', (r, v) => ({
        ...r,
        customerAddress: { ...addr(r), detailedAddress: String(v ?? '') },
      })),
      cellClassRules: { 'cpt-live-needsave': (p) => !!p.data?.customerAddress?.needSave },
      tooltipValueGetter: (p) => (p.data?.customerAddress?.needSave ? t('live.needSaveOn') : undefined),
    },
    {
      colId: 'phone',
      headerName: t('live.cols.phone'),
      width: 130,
      flex: 0,
      valueGetter: (p) => p.data?.customerAddress?.phone ?? '',
      valueSetter: setter('address', (r, v) => ({
        ...r,
        customerAddress: { ...addr(r), phone: String(v ?? '') },
      })),
    },
    {
      colId: 'city',
      headerName: t('live.cols.city'),
      width: 110,
      flex: 0,
      valueGetter: (p) => p.data?.customerAddress?.city ?? '',
      valueFormatter: (p) => (p.value ? t(`live.cities.${p.value}`) : ''),
      editable: (p) =>
        rowEditable(p.data, ctx) &&
        cityEditable(p.data?.customerAddress?.type === 'home' ? 'home' : 'temporary'),
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: { values: [...ADDRESS_CITIES] },
      valueSetter: setter('address', (r, v) => ({ ...r, customerAddress: { ...addr(r), city: String(v) } })),
    },
    {
      colId: 'area',
      headerName: t('live.cols.area'),
      minWidth: 150,
      valueGetter: (p) => p.data?.customerAddress?.area ?? '',
      valueFormatter: (p) => (p.value && ctx.areas ? ctx.areas.pathLabel(String(p.value), ctx.lang) : ''),
      cellEditor: editors.Area,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'under',
      valueSetter: setter('address', (r, v) => ({
        ...r,
        customerAddress: { ...addr(r), area: v ? String(v) : null },
      })),
    },
    {
      colId: 'comment',
      headerName: t('live.cols.comment'),
      minWidth: 140,
      valueGetter: (p) => p.data?.comment ?? '',
      valueSetter: setter('comment', (r, v) => ({ ...r, comment: String(v ?? '') })),
    },
    {
      colId: 'paymentMethod',
      headerName: t('live.cols.paymentMethod'),
      width: 110,
      flex: 0,
      valueGetter: (p) => p.data?.paymentMethod,
      valueFormatter: enumFormat('live.paymentMethods'),
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: { values: [...PAYMENT_METHODS] },
      valueSetter: setter('paymentMethod', (r, v) => ({
        ...r,
        paymentMethod: v as LiveRow['paymentMethod'],
      })),
    },
    {
      colId: 'vouchers',
      headerName: t('live.cols.vouchers'),
      minWidth: 120,
      valueGetter: (p) =>
        p.data?.vouchers.map((v) => `#${v.voucherID} ${formatAmount(v.amount)}¥`).join(', '),
      cellEditor: editors.Vouchers,
      cellEditorPopup: true,
      valueSetter: setter('vouchers', (r, v) => ({ ...r, vouchers: v as LiveRow['vouchers'] })),
    },
    {
      colId: 'totalAmount',
      headerName: t('live.cols.total'),
      width: 100,
      flex: 0,
      type: 'rightAligned',
      editable: false,
      valueGetter: (p) => (p.data && p.data._kind !== 'entry' ? formatAmount(p.data.actualAmount) : ''),
    },
    {
      colId: 'paymentStatus',
      headerName: t('live.cols.paymentStatus'),
      width: 120,
      flex: 0,
      valueGetter: (p) => p.data?.paymentStatus,
      valueFormatter: enumFormat('live.paymentStatuses'),
      cellClass: (p) => `cpt-live-pay cpt-live-pay-${p.data?.paymentStatus ?? ''}`,
      editable: (p) =>
        !!p.data && ctx.editable && !p.data._kind && paymentChoices(p.data, ctx.role).length > 0,
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: (p: { data: LiveRow }) => ({
        values: [p.data.paymentStatus, ...paymentChoices(p.data, ctx.role)],
      }),
      valueSetter: setter('paymentStatus', (r, v) => ({
        ...r,
        paymentStatus: v as LiveRow['paymentStatus'],
      })),
    },
    {
      colId: 'trackingStatus',
      headerName: t('live.cols.trackingStatus'),
      width: 120,
      flex: 0,
      valueGetter: (p) => p.data?.trackingStatus,
      valueFormatter: enumFormat('live.trackingStatuses'),
      editable: (p) =>
        !!p.data &&
        ctx.editable &&
        !p.data._kind &&
        trackingTargets(p.data.trackingStatus, ctx.role).length > 0,
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: (p: { data: LiveRow }) => ({
        values: [p.data.trackingStatus, ...trackingTargets(p.data.trackingStatus, ctx.role)],
      }),
      valueSetter: setter('trackingStatus', (r, v) => ({
        ...r,
        trackingStatus: v as LiveRow['trackingStatus'],
      })),
    },
    {
      colId: 'deliveryTrackingID',
      headerName: t('live.cols.trackingNumber'),
      width: 130,
      flex: 0,
      valueGetter: (p) => p.data?.deliveryTrackingID ?? '',
      valueSetter: setter('deliveryTrackingID', (r, v) => ({ ...r, deliveryTrackingID: String(v ?? '') })),
    },
    {
      colId: 'deliveryDate',
      headerName: t('live.cols.deliveryDate'),
      width: 120,
      flex: 0,
      valueGetter: (p) => p.data?.deliveryDate ?? '',
      valueFormatter: (p) =>
        p.value ? formatDeliveryDate(String(p.value), ctx.lang === 'zh' ? 'zh' : 'en') : '',
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: { values: ['', ...ctx.offer.deliveryDates] },
      valueSetter: setter('deliveryDate', (r, v) => ({ ...r, deliveryDate: v ? String(v) : null })),
    },
    {
      colId: 'actions',
      headerName: '',
      width: 90,
      flex: 0,
      pinned: 'right',
      editable: false,
      cellRenderer: ctx.Actions,
    },
  ];
}
