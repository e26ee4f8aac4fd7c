import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { CUSTOMER_CELLS } from '../../domain/customers/cells.ts';
import { CUSTOMERS_LIST } from '../../domain/customers/list.ts';
import { CUSTOMERS } from '../../domain/customers/resource.ts';
import type { CustomerListRow } from '../../domain/customers/views.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { ORDERS_LIST } from '../../domain/orders/list.ts';
import { shownPaymentStatus } from '../../domain/orders/locking.ts';
import { ORDERS } from '../../domain/orders/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { VOUCHERS_LIST } from '../../domain/vouchers/list.ts';
import { VOUCHERS } from '../../domain/vouchers/resource.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** What the customers grid needs from its page: the row-actions cell (analytics). */
export interface CustomersGridContext {
  Actions: ComponentType<ICellRendererParams<CustomerListRow>>;
}

/**
 * Customers list (docs/customers.md): who, how to reach them, and their counters. Name, WeChat ID,
 * level, status and the flag are edited in place (domain/customers/cells.ts).
 */
export const customersGrid: GridDef<CustomerListRow, CustomersGridContext> = {
  path: apiUrl(CUSTOMERS.ops.list, {}),
  spec: CUSTOMERS_LIST,
  cells: CUSTOMER_CELLS,
  cellsPath: apiUrl(CUSTOMERS.ops.cells, {}),
  rowName: (c) => c.name,
  columns: (t, ctx): ColDef<CustomerListRow>[] => {
    const cell = cellTypes(t);
    return [
      { colId: 'name', field: 'name', headerName: t('customers.name'), pinned: 'left', minWidth: 160 },
      { colId: 'phone', field: 'phone', headerName: t('customers.phone') },
      { colId: 'wechatID', field: 'wechatID', headerName: t('customers.wechatID') },
      {
        colId: 'level',
        field: 'level',
        headerName: t('customers.level'),
        ...cell.label('customers.levels'),
      },
      {
        colId: 'status',
        field: 'status',
        headerName: t('customers.status'),
        ...cell.label('customers.statuses'),
      },
      {
        colId: 'flagged',
        field: 'flagged',
        headerName: t('customers.flagged'),
        sortable: false,
        ...cell.yesNo,
      },
      {
        colId: 'ordersCount',
        field: 'ordersCount',
        headerName: t('customers.ordersCount'),
        type: 'rightAligned',
      },
      {
        colId: 'ordersTotalSales',
        field: 'ordersTotalSales',
        headerName: t('customers.ordersTotalSales'),
        ...cell.money,
      },
      {
        colId: 'voucherCount',
        field: 'voucherCount',
        headerName: t('customers.voucherCount'),
        type: 'rightAligned',
      },
      {
        colId: 'claimCount',
        field: 'claimCount',
        headerName: t('customers.claimCount'),
        type: 'rightAligned',
      },
      { colId: 'lastOrderDate', field: 'lastOrderDate', headerName: t('customers.lastOrderDate') },
      {
        colId: 'createdAt',
        field: 'createdAt',
        headerName: t('customers.createdAt'),
        ...cell.day,
        flex: 1,
      },
      { colId: 'actions', headerName: t('customers.actions'), cellRenderer: ctx.Actions, pinned: 'right' },
    ];
  },
};

/** A customer's orders tab: the orders list (scoped by the server) for one customer. */
export const customerOrdersGrid: GridDef<OrderView> = {
  path: apiUrl(ORDERS.ops.list, {}),
  spec: ORDERS_LIST,
  columns: (t): ColDef<OrderView>[] => {
    const cell = cellTypes(t);
    return [
      { colId: 'orderID', field: 'orderID', headerName: t('customers.orders.orderID') },
      {
        colId: 'orderDate',
        field: 'orderDate',
        headerName: t('customers.orders.orderDate'),
        ...cell.day,
      },
      {
        colId: 'community',
        headerName: t('customers.orders.community'),
        valueGetter: (p) => p.data?.community,
        ...cell.community,
      },
      {
        colId: 'channel',
        field: 'channel',
        headerName: t('customers.orders.channel'),
        ...cell.label('live.channels'),
      },
      {
        colId: 'paymentStatus',
        // a cancelled pending order shows as cancelled, as the payment filter files it
        valueGetter: (p) => (p.data ? shownPaymentStatus(p.data) : undefined),
        headerName: t('customers.orders.paymentStatus'),
        ...cell.label('live.paymentStatuses'),
      },
      {
        colId: 'trackingStatus',
        field: 'trackingStatus',
        headerName: t('customers.orders.trackingStatus'),
        ...cell.label('live.trackingStatuses'),
      },
      {
        colId: 'totalAmount',
        field: 'totalAmount',
        headerName: t('customers.orders.totalAmount'),
        ...cell.money,
        flex: 1,
      },
    ];
  },
};

/** A voucher row of GET /api/vouchers/details. */
export interface VoucherRow {
  id: string;
  voucherID: number;
  reason: string;
  comment: string;
  amount: number;
  expirationDate: string;
  communities: string[];
  status: string;
  createdAt: string;
}

/** A customer's vouchers tab. */
export const customerVouchersGrid: GridDef<VoucherRow> = {
  path: apiUrl(VOUCHERS.ops.list, {}),
  spec: VOUCHERS_LIST,
  columns: (t): ColDef<VoucherRow>[] => {
    const cell = cellTypes(t);
    return [
      { colId: 'voucherID', field: 'voucherID', headerName: t('customers.vouchers.voucherID') },
      {
        colId: 'amount',
        field: 'amount',
        headerName: t('customers.vouchers.amount'),
        ...cell.money,
      },
      {
        colId: 'status',
        field: 'status',
        headerName: t('customers.vouchers.status'),
        ...cell.label('customers.voucherStatuses'),
      },
      {
        colId: 'reason',
        field: 'reason',
        headerName: t('customers.vouchers.reason'),
        ...cell.label('customers.voucherReasons'),
      },
      {
        colId: 'expirationDate',
        field: 'expirationDate',
        headerName: t('customers.vouchers.expirationDate'),
      },
      {
        colId: 'communities',
        headerName: t('customers.vouchers.communities'),
        valueGetter: (p) => p.data?.communities,
        ...cell.community,
      },
      {
        colId: 'comment',
        field: 'comment',
        headerName: t('customers.vouchers.comment'),
        flex: 1,
        minWidth: 140,
      },
      { colId: 'createdAt', field: 'createdAt', headerName: t('customers.createdAt'), ...cell.day },
    ];
  },
};
