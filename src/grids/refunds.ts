import type { ColDef } from 'ag-grid-community';
import { REFUND_CELLS } from '../../domain/cells/refunds.ts';
import { REFUNDS_LIST } from '../../domain/lists/refunds.ts';
import { formatYuan } from '../../domain/money.ts';
import { apiUrl } from '../../domain/resource.ts';
import { REFUNDS } from '../../domain/resources/refunds.ts';
import type { Refund } from '../../domain/schemas/refund.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** Refunds list (docs/customer-service.md, "Screens"): the status shows the refund's amount on hover. */
export const refundsGrid: GridDef<Refund> = {
  path: apiUrl(REFUNDS.ops.list, {}),
  spec: REFUNDS_LIST,
  // status through the refund machine, the amount while new, action ETA, comment (domain/cells/refunds.ts)
  cells: REFUND_CELLS,
  cellsPath: apiUrl(REFUNDS.ops.cells, {}),
  rowName: (r) => `#${r.refundNumber}`,
  columns: (t): ColDef<Refund>[] => {
    const cell = cellTypes(t);
    return [
      { colId: 'refundNumber', field: 'refundNumber', headerName: t('refunds.number'), pinned: 'left' },
      { colId: 'orderID', field: 'orderID', headerName: t('service.orderID') },
      { colId: 'customerName', field: 'customerName', headerName: t('service.customer'), sortable: false },
      {
        colId: 'status',
        field: 'status',
        headerName: t('refunds.status'),
        ...cell.label('refunds.statuses'),
        tooltipValueGetter: (p) => (p.data ? formatYuan(p.data.refundAmount) : ''),
        cellClass: (p) => `cpt-refund-cell-${p.data?.status ?? ''}`,
      },
      {
        colId: 'refundAmount',
        field: 'refundAmount',
        headerName: t('refunds.refundAmount'),
        ...cell.money,
      },
      {
        colId: 'paymentMethod',
        field: 'paymentMethod',
        headerName: t('refunds.paymentMethod'),
        sortable: false,
        ...cell.label('live.paymentMethods'),
      },
      {
        colId: 'resp',
        field: 'resp',
        headerName: t('service.resp'),
        sortable: false,
        ...cell.label('service.resps'),
      },
      {
        colId: 'issue',
        field: 'issue',
        headerName: t('service.issue'),
        sortable: false,
        ...cell.label('service.issues'),
      },
      { colId: 'actionETA', field: 'actionETA', headerName: t('service.actionETA'), ...cell.day },
      {
        colId: 'community',
        field: 'community',
        headerName: t('service.community'),
        sortable: false,
        ...cell.community,
      },
      {
        colId: 'teamMemberName',
        field: 'teamMemberName',
        headerName: t('service.teamMember'),
        sortable: false,
      },
      {
        colId: 'createdAt',
        field: 'createdAt',
        headerName: t('service.createdAt'),
        ...cell.day,
      },
      {
        colId: 'comment',
        field: 'comment',
        headerName: t('service.comment'),
        sortable: false,
        flex: 1,
        minWidth: 160,
        tooltipValueGetter: (p) => p.value,
      },
    ];
  },
};
