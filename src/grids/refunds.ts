import type { ColDef } from 'ag-grid-community';
import { formatYuan } from '../../domain/money.ts';
import { REFUND_CELLS } from '../../domain/refunds/cells.ts';
import { REFUNDS_LIST } from '../../domain/refunds/list.ts';
import { REFUNDS } from '../../domain/refunds/resource.ts';
import type { Refund } from '../../domain/refunds/schema.ts';
import { apiUrl } from '../../domain/resource.ts';
import { cellTypes } from './cell-types.ts';
import { serviceCaseColumns } from './service-case.ts';
import type { GridDef } from './types.ts';

/** Refunds list (docs/customer-service.md, "Screens"): the status shows the refund's amount on hover. */
export const refundsGrid: GridDef<Refund> = {
  path: apiUrl(REFUNDS.ops.list, {}),
  spec: REFUNDS_LIST,
  // status through the refund machine, the amount while new, action ETA, comment (domain/refunds/cells.ts)
  cells: REFUND_CELLS,
  cellsPath: apiUrl(REFUNDS.ops.cells, {}),
  rowName: (r) => `#${r.refundNumber}`,
  columns: (t): ColDef<Refund>[] => {
    const cell = cellTypes(t);
    const shared = serviceCaseColumns<Refund>(t, cell);
    return [
      { colId: 'refundNumber', field: 'refundNumber', headerName: t('refunds.number'), pinned: 'left' },
      shared.orderID,
      shared.customerName(),
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
      shared.paymentMethod('refunds.paymentMethod'),
      shared.resp,
      shared.issue,
      ...shared.tail,
    ];
  },
};
