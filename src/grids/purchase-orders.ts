import { PO_CELLS } from '../../domain/purchase-orders/cells.ts';
import { PURCHASE_ORDERS_LIST, type PurchaseOrderRow } from '../../domain/purchase-orders/list.ts';
import { PURCHASE_ORDERS } from '../../domain/purchase-orders/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { keyIn } from '../../locales/keys.ts';
import { cellTypes, moneyColumn as money } from './cell-types.ts';
import type { ServicesGridContext } from './service-offers.ts';
import type { GridDef } from './types.ts';

/**
 * The purchase-order lists edit in place the cells domain/purchase-orders/cells.ts declares:
 * payment and stock statuses through their machines, the bank transfer id.
 */
const editing = {
  cells: PO_CELLS,
  cellsPath: apiUrl(PURCHASE_ORDERS.ops.cells, {}),
  rowName: (po: PurchaseOrderRow) => po.poId,
};

/**
 * /finance and /direct-sales (docs/finance.md, "Purchase orders"): purchase orders, and invoices for finance.
 */
export const purchaseOrdersGrid: GridDef<PurchaseOrderRow> = {
  path: apiUrl(PURCHASE_ORDERS.ops.list, {}),
  spec: PURCHASE_ORDERS_LIST,
  ...editing,
  columns: (t) => {
    const cell = cellTypes(t);
    return [
      { colId: 'poId', field: 'poId', headerName: t('purchaseOrder.poId'), pinned: 'left' },
      {
        colId: 'type',
        field: 'type',
        headerName: t('purchaseOrder.type'),
        sortable: false,
        ...cell.label('purchaseOrder.types'),
      },
      {
        colId: 'supplier',
        headerName: t('purchaseOrder.supplier'),
        valueGetter: (p) => p.data?.supplier.name ?? '',
        minWidth: 180,
        flex: 1,
      },
      { colId: 'date', field: 'date', headerName: t('purchaseOrder.date') },
      { colId: 'dueDate', field: 'dueDate', headerName: t('purchaseOrder.dueDate'), sortable: false },
      money<PurchaseOrderRow>('totalSales', t('purchaseOrder.totalSales')),
      money<PurchaseOrderRow>('vatAmount', t('purchaseOrder.vatAmount'), {
        sortable: false,
        // an invoice carries no VAT of its own
        valueGetter: (p) => (p.data?.type === 'purchase_order' ? p.data.vatAmount : null),
      }),
      {
        colId: 'payment_status',
        field: 'payment_status',
        headerName: t('purchaseOrder.payment_status'),
        ...cell.label('purchaseOrder.paymentStatuses'),
      },
      {
        colId: 'stock_status',
        field: 'stock_status',
        headerName: t('purchaseOrder.stock_status'),
        // an invoice has no stock
        valueFormatter: (p) =>
          p.data?.type === 'purchase_order' && p.value
            ? t(keyIn('purchaseOrder.stockStatuses', p.value))
            : '',
      },
      {
        colId: 'bankTransferID',
        field: 'bankTransferID',
        headerName: t('finance.services.bankTransferID'),
        sortable: false,
        minWidth: 140,
      },
      {
        colId: 'createdAt',
        field: 'createdAt',
        headerName: t('purchaseOrder.createdAt'),
        ...cell.day,
        initialHide: true,
      },
    ];
  },
};

/**
 * The invoices tab of /services: type invoice of the purchase-order list; the payment status and
 * the bank transfer id are edited in place, where finance settles the invoice.
 */
export const invoicesGrid: GridDef<PurchaseOrderRow, ServicesGridContext> = {
  path: apiUrl(PURCHASE_ORDERS.ops.list, {}),
  spec: PURCHASE_ORDERS_LIST,
  ...editing,
  columns: (t, ctx) => {
    const cell = cellTypes(t);
    return [
      { colId: 'poId', field: 'poId', headerName: t('purchaseOrder.poId') },
      {
        colId: 'supplier',
        headerName: t('finance.services.supplier'),
        valueGetter: (p) => p.data?.supplier.name ?? '',
        // sized to the names: the tab's columns overflow 1440 px, where a flex column is squeezed to its
        // minimum
        minWidth: 160,
      },
      { colId: 'date', field: 'date', headerName: t('finance.services.invoiceDate') },
      {
        colId: 'payment_status',
        field: 'payment_status',
        headerName: t('finance.services.paymentStatus'),
        ...cell.label('purchaseOrder.paymentStatuses'),
      },
      {
        colId: 'bankTransferID',
        field: 'bankTransferID',
        headerName: t('finance.services.bankTransferID'),
        minWidth: 200,
      },
      money<PurchaseOrderRow>('totalSales', t('finance.services.salesWithDelivery')),
      {
        ...money<PurchaseOrderRow>('exDelivery', t('finance.services.salesWithoutDelivery')),
        field: undefined,
        valueGetter: (p) => (p.data ? p.data.totalSales - p.data.totalDelivery : null),
        sortable: false,
      },
      {
        colId: 'feePercents',
        headerName: t('finance.services.feePercents'),
        valueGetter: (p) => p.data?.feePercents.map((x) => `${x} %`).join(', ') ?? '',
      },
      money<PurchaseOrderRow>('feeAmount', t('finance.services.feeAmount')),
      money<PurchaseOrderRow>('totalRefund', t('finance.services.refunds')),
      money<PurchaseOrderRow>('totalVouchers', t('finance.services.vouchers')),
      {
        colId: 'actions',
        headerName: '',
        cellRenderer: ctx.Actions,
        pinned: 'right',
        width: 290,
        sortable: false,
      },
    ];
  },
};
