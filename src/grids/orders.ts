import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import type { OrderView } from '../../domain/live-views.ts';
import { ORDER_CELLS } from '../../domain/orders/cells.ts';
import { ORDERS_LIST } from '../../domain/orders/list.ts';
import { shownPaymentStatus } from '../../domain/orders/locking.ts';
import { ORDERS } from '../../domain/orders/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { cellTypes } from './cell-types.ts';
import { refundHover } from './refund-hover.ts';
import type { GridDef } from './types.ts';

/** What the order lists' columns need from their page: the row menu and the customer's card. */
export interface OrdersGridContext {
  Actions: ComponentType<ICellRendererParams<OrderView>>;
  /** the customer's name opening his card (stats-lite); absent, the name alone */
  Customer?: ComponentType<ICellRendererParams<OrderView>>;
}

type T = Parameters<GridDef<OrderView, OrdersGridContext>['columns']>[0];

const head = (t: T, ctx: OrdersGridContext): ColDef<OrderView>[] => {
  const cell = cellTypes(t);
  return [
    {
      colId: 'orderID',
      field: 'orderID',
      headerName: t('orders.cols.orderID'),
      pinned: 'left',
      minWidth: 110,
    },
    { colId: 'orderDate', field: 'orderDate', headerName: t('orders.cols.orderDate'), ...cell.day },
    {
      colId: 'customerName',
      field: 'customerName',
      headerName: t('orders.cols.customer'),
      minWidth: 140,
      cellRenderer: ctx.Customer,
    },
    // beside the customer: on a 1440 px screen the columns after tracking are off to the right
    {
      colId: 'totalAmount',
      field: 'totalAmount',
      headerName: t('orders.cols.total'),
      ...cell.money,
    },
    {
      colId: 'community',
      headerName: t('orders.cols.community'),
      valueGetter: (p) => p.data?.community,
      ...cell.community,
    },
  ];
};

const tail = (t: T, ctx: OrdersGridContext): ColDef<OrderView>[] => {
  const cell = cellTypes(t);
  return [
    {
      colId: 'paymentStatus',
      // a cancelled pending order shows as cancelled, as its tab files it
      valueGetter: (p) => (p.data ? shownPaymentStatus(p.data) : undefined),
      headerName: t('orders.cols.paymentStatus'),
      ...cell.label('live.paymentStatuses'),
      cellClass: (p) => `cpt-pay cpt-pay-${p.value as string}`,
      tooltipValueGetter: (p) => refundHover(t, p.data),
    },
    {
      colId: 'trackingStatus',
      field: 'trackingStatus',
      headerName: t('orders.cols.trackingStatus'),
      ...cell.label('live.trackingStatuses'),
    },
    {
      colId: 'deliveryTrackingID',
      field: 'deliveryTrackingID',
      headerName: t('orders.cols.trackingNumber'),
      minWidth: 130,
    },
    {
      colId: 'deliveryDate',
      field: 'deliveryDate',
      headerName: t('orders.cols.deliveryDate'),
      minWidth: 110,
    },
    {
      colId: 'comment',
      field: 'comment',
      headerName: t('orders.cols.comment'),
      minWidth: 160,
      tooltipValueGetter: (p) => p.value,
    },
    {
      colId: 'actions',
      headerName: t('orders.cols.actions'),
      cellRenderer: ctx.Actions,
      pinned: 'right',
      minWidth: 90,
    },
  ];
};

/**
 * The order lists edit in place the cells domain/orders/cells.ts declares: payment status through
 * the payment machine, tracking status, number and date, comment (docs/keyboard.md).
 */
const editing = {
  cells: ORDER_CELLS,
  cellsPath: apiUrl(ORDERS.ops.cells, {}),
  rowName: (o: OrderView) => `#${o.orderID}`,
};

/**
 * The two order lists share every column but the one between the head and the tail: the
 * channel of a service order, the type of a direct sale.
 */
const ordersGrid = (
  middle: 'channel' | 'type',
  header: 'orders.cols.channel' | 'orders.cols.type',
  group: 'live.channels' | 'orders.types',
): GridDef<OrderView, OrdersGridContext> => ({
  path: apiUrl(ORDERS.ops.list, {}),
  spec: ORDERS_LIST,
  ...editing,
  columns: (t, ctx) => [
    ...head(t, ctx),
    { colId: middle, field: middle, headerName: t(header), ...cellTypes(t).label(group) },
    ...tail(t, ctx),
  ],
});

/** /orders-services (docs/orders.md, "Screens"): service orders of every offer, by payment tab. */
export const servicesOrdersGrid = ordersGrid('channel', 'orders.cols.channel', 'live.channels');

/** /orders-direct-sales (docs/orders.md, "Screens"): direct-sale and daily orders. */
export const directSalesOrdersGrid = ordersGrid('type', 'orders.cols.type', 'orders.types');
