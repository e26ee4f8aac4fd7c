import type { ColDef } from 'ag-grid-community';
import { REFUND_CELLS } from '../../domain/cells/refunds.ts';
import { REFUNDS_LIST } from '../../domain/lists/refunds.ts';
import { formatYuan } from '../../domain/money.ts';
import { apiUrl } from '../../domain/resource.ts';
import { REFUNDS } from '../../domain/resources/refunds.ts';
import type { Refund } from '../../domain/schemas/refund.ts';
import { communityName } from '../../locales/communities.ts';
import { keyIn } from '../../locales/keys.ts';
import { day, yuan } from './service.ts';
import type { GridDef } from './types.ts';

/** Refunds list (part 2 §2, §3 Refund): the status shows its amount on hover (part 2 §4). */
export const refundsGrid: GridDef<Refund> = {
  path: apiUrl(REFUNDS.ops.list, {}),
  spec: REFUNDS_LIST,
  // status through the refund machine, the amount while new, action ETA, comment (domain/cells/refunds.ts)
  cells: REFUND_CELLS,
  cellsPath: apiUrl(REFUNDS.ops.cells, {}),
  rowName: (r) => `#${r.refundNumber}`,
  columns: (t): ColDef<Refund>[] => [
    { colId: 'refundNumber', field: 'refundNumber', headerName: t('refunds.number'), pinned: 'left' },
    { colId: 'orderID', field: 'orderID', headerName: t('service.orderID') },
    { colId: 'customerName', field: 'customerName', headerName: t('service.customer'), sortable: false },
    {
      colId: 'status',
      field: 'status',
      headerName: t('refunds.status'),
      valueFormatter: (p) => (p.value ? t(keyIn('refunds.statuses', p.value)) : ''),
      tooltipValueGetter: (p) => (p.data ? formatYuan(p.data.refundAmount) : ''),
      cellClass: (p) => `cpt-refund-cell-${p.data?.status ?? ''}`,
    },
    {
      colId: 'refundAmount',
      field: 'refundAmount',
      headerName: t('refunds.refundAmount'),
      valueFormatter: yuan,
      cellClass: 'cpt-num',
      type: 'rightAligned',
    },
    {
      colId: 'paymentMethod',
      field: 'paymentMethod',
      headerName: t('refunds.paymentMethod'),
      sortable: false,
      valueFormatter: (p) => (p.value ? t(keyIn('live.paymentMethods', p.value)) : ''),
    },
    {
      colId: 'resp',
      field: 'resp',
      headerName: t('service.resp'),
      sortable: false,
      valueFormatter: (p) => (p.value ? t(keyIn('service.resps', p.value)) : ''),
    },
    {
      colId: 'issue',
      field: 'issue',
      headerName: t('service.issue'),
      sortable: false,
      valueFormatter: (p) => (p.value ? t(keyIn('service.issues', p.value)) : ''),
    },
    { colId: 'actionETA', field: 'actionETA', headerName: t('service.actionETA'), valueFormatter: day },
    {
      colId: 'community',
      field: 'community',
      headerName: t('service.community'),
      sortable: false,
      valueFormatter: (p) => communityName(p.value, t),
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
      valueFormatter: day,
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
  ],
};
