import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { OFFER_CELLS } from '../../domain/offers/cells.ts';
import { OFFERS_LIST, type OfferListRow } from '../../domain/offers/list.ts';
import { OFFERS } from '../../domain/offers/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** What the offers grid needs from its page: the row-actions cell (a React component). */
export interface OffersGridContext {
  lang: string;
  Actions: ComponentType<ICellRendererParams<OfferListRow>>;
}

/**
 * Offers list (docs/offers.md, "The offers list"): the offer, its timing and sales; actions open the live
 * page. Internal name, sales target and commission rate are edited in place until the start, the status at
 * any time (domain/offers/cells.ts).
 */
export const offersGrid: GridDef<OfferListRow, OffersGridContext> = {
  path: apiUrl(OFFERS.ops.list, {}),
  spec: OFFERS_LIST,
  cells: OFFER_CELLS,
  cellsPath: apiUrl(OFFERS.ops.cells, {}),
  rowName: (o) => `#${o.offerID}`,
  columns: (t, ctx): ColDef<OfferListRow>[] => {
    const cell = cellTypes(t);
    return [
      // names share the room left once the other columns fit their content; the actions stay in
      // sight at the right; channel, type and timing start hidden (the "Columns" button shows them) so that
      // the dates fit a 1440 px screen
      { colId: 'offerID', field: 'offerID', headerName: t('offers.offerID') },
      {
        colId: 'internalName',
        field: 'internalName',
        headerName: t('offers.internalName'),
        minWidth: 100,
        flex: 1,
      },
      {
        colId: 'name',
        headerName: t('offers.name'),
        valueGetter: (p) => (p.data ? (ctx.lang === 'zh' ? p.data.name.zh : p.data.name.en) : ''),
        minWidth: 90,
        flex: 1,
      },
      {
        colId: 'community',
        headerName: t('offers.community'),
        valueGetter: (p) => p.data?.community,
        ...cell.community,
      },
      {
        colId: 'channel',
        field: 'channel',
        headerName: t('offers.channel'),
        initialHide: true,
        ...cell.label('live.channels'),
      },
      {
        colId: 'type',
        field: 'type',
        headerName: t('offers.type'),
        initialHide: true,
        ...cell.label('offers.types'),
      },
      {
        colId: 'timing',
        field: 'timing',
        headerName: t('offers.timing'),
        // the tabs already say live, coming or over: the column starts hidden
        initialHide: true,
        ...cell.label('offers.tabs'),
      },
      {
        colId: 'startingDate',
        field: 'startingDate',
        headerName: t('offers.startingDate'),
        ...cell.dayTime,
      },
      {
        colId: 'endingDate',
        field: 'endingDate',
        headerName: t('offers.endingDate'),
        ...cell.dayTime,
      },
      {
        colId: 'numberOfOrders',
        field: 'numberOfOrders',
        headerName: t('offers.orders'),
        type: 'rightAligned',
      },
      {
        colId: 'totalSales',
        field: 'totalSales',
        headerName: t('offers.totalSales'),
        ...cell.money,
      },
      // the figures set in the form and the status start hidden, as channel and type ("Columns" shows them)
      {
        colId: 'targetSales',
        field: 'targetSales',
        headerName: t('offers.targetSales'),
        initialHide: true,
        sortable: false,
        ...cell.money,
        // a target of 0 is no target; a text typed and refused shows as typed
        valueFormatter: (p) => (p.value === 0 ? '' : cell.money.valueFormatter(p)),
      },
      {
        colId: 'commissionRate',
        field: 'commissionRate',
        headerName: t('offers.commissionRate'),
        initialHide: true,
        sortable: false,
        ...cell.percent,
      },
      {
        colId: 'status',
        field: 'status',
        headerName: t('offers.status'),
        initialHide: true,
        sortable: false,
        ...cell.label('offers.statuses'),
      },
      {
        colId: 'actions',
        headerName: t('offers.actions'),
        cellRenderer: ctx.Actions,
        pinned: 'right',
        sortable: false,
      },
    ];
  },
};
