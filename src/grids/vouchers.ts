import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { apiUrl } from '../../domain/resource.ts';
import { VOUCHER_CELLS } from '../../domain/vouchers/cells.ts';
import { VOUCHERS_LIST } from '../../domain/vouchers/list.ts';
import { VOUCHERS } from '../../domain/vouchers/resource.ts';
import type { Voucher } from '../../domain/vouchers/schema.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** What the vouchers grid needs from its page: the status cell (validate, decline, ccl). */
export interface VouchersGridContext {
  Status: ComponentType<ICellRendererParams<Voucher>>;
}

/** Vouchers list (docs/customer-service.md, "Vouchers"): whose, why, how much, until when, where, status. */
export const vouchersGrid: GridDef<Voucher, VouchersGridContext> = {
  path: apiUrl(VOUCHERS.ops.list, {}),
  spec: VOUCHERS_LIST,
  // the admins' status select, expiration date and comment (domain/vouchers/cells.ts)
  cells: VOUCHER_CELLS,
  cellsPath: apiUrl(VOUCHERS.ops.cells, {}),
  rowName: (x) => `#${x.voucherID}`,
  columns: (t, ctx): ColDef<Voucher>[] => {
    const cell = cellTypes(t);
    return [
      { colId: 'voucherID', field: 'voucherID', headerName: t('vouchers.voucherID'), pinned: 'left' },
      { colId: 'customerName', field: 'customerName', headerName: t('vouchers.customer'), sortable: false },
      {
        colId: 'amount',
        field: 'amount',
        headerName: t('vouchers.amount'),
        ...cell.money,
      },
      {
        colId: 'status',
        field: 'status',
        headerName: t('vouchers.status'),
        sortable: false,
        minWidth: 190,
        ...cell.label('customers.voucherStatuses'),
        cellRenderer: ctx.Status,
      },
      {
        colId: 'reason',
        field: 'reason',
        headerName: t('vouchers.reason'),
        sortable: false,
        ...cell.label('customers.voucherReasons'),
      },
      {
        colId: 'expirationDate',
        field: 'expirationDate',
        headerName: t('vouchers.expirationDate'),
        ...cell.day,
      },
      {
        colId: 'communities',
        headerName: t('vouchers.communities'),
        sortable: false,
        valueGetter: (p) => p.data?.communities,
        ...cell.community,
      },
      {
        colId: 'refundOrderID',
        field: 'refundOrderID',
        headerName: t('vouchers.refundOrder'),
        sortable: false,
      },
      { colId: 'orderID', field: 'orderID', headerName: t('vouchers.order'), sortable: false },
      // the day it was used (empty while unused)
      { colId: 'usedAt', field: 'usedAt', headerName: t('vouchers.usedAt'), sortable: false, ...cell.day },
      {
        colId: 'teamMemberName',
        field: 'teamMemberName',
        headerName: t('vouchers.teamMember'),
        sortable: false,
        ...cell.member,
      },
      { colId: 'createdAt', field: 'createdAt', headerName: t('vouchers.createdAt'), ...cell.day },
      { colId: 'comment', field: 'comment', headerName: t('vouchers.comment'), sortable: false, flex: 1 },
    ];
  },
};
