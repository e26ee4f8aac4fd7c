import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { CLAIM_CELLS } from '../../domain/cells/claims.ts';
import { CLAIMS_LIST } from '../../domain/lists/claims.ts';
import { apiUrl } from '../../domain/resource.ts';
import { CLAIMS } from '../../domain/resources/claims.ts';
import type { Claim } from '../../domain/schemas/claim.ts';
import { communityName } from '../../locales/communities.ts';
import { keyIn } from '../../locales/keys.ts';
import { day, yuan } from './service.ts';
import type { GridDef } from './types.ts';

/** What the claims list's columns take from their page: the customer's name opening his card. */
export interface ClaimsGridContext {
  Customer?: ComponentType<ICellRendererParams<Claim>>;
}

/** Claims list (part 2 §2, §3 Claim, §4): urgent claims marked, the urgent column sortable. */
export const claimsGrid: GridDef<Claim, ClaimsGridContext | undefined> = {
  path: apiUrl(CLAIMS.ops.list, {}),
  spec: CLAIMS_LIST,
  // status, step, team member, the case's fields, action ETA and comment (domain/cells/claims.ts)
  cells: CLAIM_CELLS,
  cellsPath: apiUrl(CLAIMS.ops.cells, {}),
  rowName: (c) => `#${c.claimNumber}`,
  columns: (t, ctx): ColDef<Claim>[] => [
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
      valueFormatter: (p) => (p.value ? t(keyIn('claims.statuses', p.value)) : ''),
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
      valueFormatter: (p) => (p.value ? t(keyIn('service.actions', p.value)) : ''),
    },
    {
      colId: 'issue',
      field: 'issue',
      headerName: t('service.issue'),
      sortable: false,
      valueFormatter: (p) => (p.value ? t(keyIn('service.issues', p.value)) : ''),
    },
    {
      colId: 'resp',
      field: 'resp',
      headerName: t('service.resp'),
      sortable: false,
      valueFormatter: (p) => (p.value ? t(keyIn('service.resps', p.value)) : ''),
    },
    {
      colId: 'refundAmount',
      field: 'refundAmount',
      headerName: t('claims.refundAmount'),
      sortable: false,
      valueFormatter: yuan,
      cellClass: 'cpt-num',
      type: 'rightAligned',
    },
    {
      colId: 'paymentMethod',
      field: 'paymentMethod',
      headerName: t('claims.paymentMethod'),
      sortable: false,
      valueFormatter: (p) => (p.value ? t(keyIn('live.paymentMethods', p.value)) : ''),
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
