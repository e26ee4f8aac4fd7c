import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { CLAIM_CELLS } from '../../domain/cells/claims.ts';
import { CLAIMS_LIST } from '../../domain/lists/claims.ts';
import { apiUrl } from '../../domain/resource.ts';
import { CLAIMS } from '../../domain/resources/claims.ts';
import type { Claim } from '../../domain/schemas/claim.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** What the claims list's columns take from their page: the customer's name opening his card. */
export interface ClaimsGridContext {
  Customer?: ComponentType<ICellRendererParams<Claim>>;
}

/** Claims list (docs/customer-service.md, "Claims"): urgent claims marked, the urgent column sortable. */
export const claimsGrid: GridDef<Claim, ClaimsGridContext | undefined> = {
  path: apiUrl(CLAIMS.ops.list, {}),
  spec: CLAIMS_LIST,
  // status, step, team member, the case's fields, action ETA and comment (domain/cells/claims.ts)
  cells: CLAIM_CELLS,
  cellsPath: apiUrl(CLAIMS.ops.cells, {}),
  rowName: (c) => `#${c.claimNumber}`,
  columns: (t, ctx): ColDef<Claim>[] => {
    const cell = cellTypes(t);
    return [
      { colId: 'claimNumber', field: 'claimNumber', headerName: t('claims.number'), pinned: 'left' },
      {
        colId: 'urgent',
        headerName: t('claims.urgent'),
        // text, not AG Grid's boolean checkbox: the mark reads (and exports) as a word
        valueGetter: (p) => (p.data?.urgent ? t('claims.urgentTag') : ''),
        cellClass: (p) => (p.data?.urgent ? 'cpt-urgent' : ''),
      },
      { colId: 'orderID', field: 'orderID', headerName: t('service.orderID') },
      {
        colId: 'customerName',
        field: 'customerName',
        headerName: t('service.customer'),
        sortable: false,
        cellRenderer: ctx?.Customer,
      },
      {
        colId: 'status',
        field: 'status',
        headerName: t('claims.status'),
        ...cell.label('claims.statuses'),
      },
      {
        colId: 'step',
        headerName: t('claims.step'),
        // as its cell's choices hold it (the steps 1 to 3 as text)
        valueGetter: (p) => (p.data ? String(p.data.step) : ''),
      },
      {
        colId: 'action',
        field: 'action',
        headerName: t('claims.action'),
        sortable: false,
        ...cell.label('service.actions'),
      },
      {
        colId: 'issue',
        field: 'issue',
        headerName: t('service.issue'),
        sortable: false,
        ...cell.label('service.issues'),
      },
      {
        colId: 'resp',
        field: 'resp',
        headerName: t('service.resp'),
        sortable: false,
        ...cell.label('service.resps'),
      },
      {
        colId: 'refundAmount',
        field: 'refundAmount',
        headerName: t('claims.refundAmount'),
        sortable: false,
        ...cell.money,
      },
      {
        colId: 'paymentMethod',
        field: 'paymentMethod',
        headerName: t('claims.paymentMethod'),
        sortable: false,
        ...cell.label('live.paymentMethods'),
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
