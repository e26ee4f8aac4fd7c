import type { ColDef } from 'ag-grid-community';
import type { OfferLine, OrderView } from '../../domain/live-views.ts';
import { ORDER_CELLS } from '../../domain/orders/cells.ts';
import { lineLabel } from '../../domain/orders/delivery-tracking.ts';
import { ORDERS_LIST } from '../../domain/orders/list.ts';
import { ORDERS } from '../../domain/orders/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { keyIn } from '../../locales/keys.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** What the delivery-tracking grid needs from its page. */
export interface DeliveryGridContext {
  /** the offer's packs and add-ons, one quantity column each */
  lines: readonly OfferLine[];
  /** the offer sells on both channels: line headers name theirs */
  bothChannels: boolean;
  areaName: (id: string | null) => string;
}

const quantityOf = (o: OrderView, lineId: string) =>
  [...o.packs, ...o.singleItems].filter((l) => l.lineId === lineId).reduce((s, l) => s + l.quantity, 0) ||
  null;

/**
 * Delivery tracking (docs/delivery-tracking.md): the offer's orders as logistics ships them, in the columns
 * and order of the delivery export (`DELIVERY_EXPORT_COLUMNS`), so the file is what the grid shows; the last
 * four are pinned right to stay in sight. Status, tracking number and delivery date are the order lists'
 * cells (domain/orders/cells.ts), edited in place as on every list; a delivered order is read-only.
 */
export const deliveryTrackingGrid: GridDef<OrderView, DeliveryGridContext> = {
  path: apiUrl(ORDERS.ops.list, {}),
  spec: ORDERS_LIST,
  cells: ORDER_CELLS,
  cellsPath: apiUrl(ORDERS.ops.cells, {}),
  rowName: (o) => `#${o.orderID}`,
  columns: (t, ctx): ColDef<OrderView>[] => {
    const cell = cellTypes(t);
    return [
      {
        colId: 'orderNumber',
        field: 'orderNumber',
        headerName: t('deliveryTracking.columns.n'),
        pinned: 'left',
        minWidth: 60,
      },
      {
        colId: 'orderID',
        field: 'orderID',
        headerName: t('deliveryTracking.columns.orderID'),
        pinned: 'left',
      },
      {
        colId: 'customerName',
        field: 'customerName',
        headerName: t('deliveryTracking.columns.name'),
        minWidth: 120,
      },
      ...ctx.lines.map(
        (l): ColDef<OrderView> => ({
          colId: `line-${l.id}`,
          headerName: lineLabel(l, ctx.bothChannels ? t(keyIn('live.channels', l.channel)) : null),
          headerTooltip: `${l.name.en} · ${l.name.zh}`,
          valueGetter: (p) => (p.data ? quantityOf(p.data, l.id) : null),
          type: 'numericColumn',
          minWidth: 70,
        }),
      ),
      {
        colId: 'phone',
        headerName: t('deliveryTracking.columns.phone'),
        valueGetter: (p) => p.data?.customerAddress?.phone ?? '',
      },
      {
        colId: 'address',
        headerName: t('deliveryTracking.columns.address'),
        valueGetter: (p) => p.data?.customerAddress?.detailedAddress ?? '',
        minWidth: 160,
        flex: 1,
        tooltipValueGetter: (p) => p.value,
      },
      {
        colId: 'city',
        headerName: t('deliveryTracking.columns.city'),
        valueGetter: (p) => p.data?.customerAddress?.city ?? '',
        ...cell.label('live.cities'),
      },
      {
        colId: 'area',
        headerName: t('deliveryTracking.columns.area'),
        valueGetter: (p) => ctx.areaName(p.data?.customerAddress?.area ?? null),
      },
      {
        // the order's and the address's comments together, as the file has them: read here, the
        // order's own comment is edited on the order lists
        colId: 'notes',
        headerName: t('deliveryTracking.columns.comment'),
        valueGetter: (p) => [p.data?.comment, p.data?.customerAddress?.comment].filter(Boolean).join(' · '),
      },
      {
        colId: 'deliveryDate',
        pinned: 'right',
        headerName: t('deliveryTracking.columns.deliveryDate'),
        field: 'deliveryDate',
        minWidth: 120,
      },
      {
        colId: 'paid',
        pinned: 'right',
        headerName: t('deliveryTracking.columns.paid'),
        valueGetter: (p) =>
          p.data ? t(p.data.paymentStatus === 'paid' ? 'deliveryTracking.yes' : 'deliveryTracking.no') : '',
      },
      {
        colId: 'trackingStatus',
        pinned: 'right',
        headerName: t('deliveryTracking.columns.status'),
        field: 'trackingStatus',
        ...cell.label('live.trackingStatuses'),
        minWidth: 120,
      },
      {
        colId: 'deliveryTrackingID',
        pinned: 'right',
        headerName: t('deliveryTracking.columns.trackingNumber'),
        field: 'deliveryTrackingID',
        minWidth: 150,
      },
    ];
  },
};
