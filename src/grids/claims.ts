import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { CLAIM_CELLS } from '../../domain/claims/cells.ts';
import { CLAIMS_LIST } from '../../domain/claims/list.ts';
import { CLAIMS } from '../../domain/claims/resource.ts';
import type { Claim } from '../../domain/claims/schema.ts';
import { apiUrl } from '../../domain/resource.ts';
import { cellTypes } from './cell-types.ts';
import { serviceCaseColumns } from './service-case.ts';
import type { GridDef } from './types.ts';

/** What the claims list's columns take from their page: the customer's name opening his card. */
export interface ClaimsGridContext {
  Customer?: ComponentType<ICellRendererParams<Claim>>;
}

/** Claims list (docs/customer-service.md, "Claims"): urgent claims marked, the urgent column sortable. */
export const claimsGrid: GridDef<Claim, ClaimsGridContext | undefined> = {
  path: apiUrl(CLAIMS.ops.list, {}),
  spec: CLAIMS_LIST,
  // status, step, team member, the case's fields, action ETA and comment (domain/claims/cells.ts)
  cells: CLAIM_CELLS,
  cellsPath: apiUrl(CLAIMS.ops.cells, {}),
  rowName: (c) => `#${c.claimNumber}`,
  columns: (t, ctx): ColDef<Claim>[] => {
    const cell = cellTypes(t);
    const shared = serviceCaseColumns<Claim>(t, cell);
    return [
      { colId: 'claimNumber', field: 'claimNumber', headerName: t('claims.number'), pinned: 'left' },
      {
        colId: 'urgent',
        headerName: t('claims.urgent'),
        // text, not AG Grid's boolean checkbox: the mark reads (and exports) as a word
        valueGetter: (p) => (p.data?.urgent ? t('claims.urgentTag') : ''),
        cellClass: (p) => (p.data?.urgent ? 'cpt-urgent' : ''),
      },
      shared.orderID,
      shared.customerName(ctx?.Customer),
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
      shared.issue,
      shared.resp,
      {
        colId: 'refundAmount',
        field: 'refundAmount',
        headerName: t('claims.refundAmount'),
        sortable: false,
        ...cell.money,
      },
      shared.paymentMethod('claims.paymentMethod'),
      ...shared.tail,
    ];
  },
};
