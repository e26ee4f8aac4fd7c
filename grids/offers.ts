import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { formatDateTime } from '../domain/dates.ts';
import { OFFERS_LIST, type OfferListRow } from '../domain/lists/offers.ts';
import { formatYuan } from '../domain/money.ts';
import type { GridDef } from '../src/components/ListPage/types.ts';
import { communityNames } from './users.ts';

/** What the offers grid needs from its page: the row-actions cell (a React component). */
export interface OffersGridContext {
  lang: string;
  Actions: ComponentType<ICellRendererParams<OfferListRow>>;
}

/** Offers list (part 1 §2): the offer, its timing and sales; actions open the live page. */
export const offersGrid: GridDef<OfferListRow, OffersGridContext> = {
  path: 'offers/details',
  spec: OFFERS_LIST,
  columns: (t, ctx): ColDef<OfferListRow>[] => [
    { colId: 'offerID', field: 'offerID', headerName: t('offers.offerID'), maxWidth: 110 },
    { colId: 'internalName', field: 'internalName', headerName: t('offers.internalName'), minWidth: 200 },
    {
      colId: 'actions',
      headerName: t('offers.actions'),
      cellRenderer: ctx.Actions,
      minWidth: 250,
      sortable: false,
    },
    {
      colId: 'name',
      headerName: t('offers.name'),
      valueGetter: (p) => (p.data ? (ctx.lang === 'zh' ? p.data.name.zh : p.data.name.en) : ''),
      minWidth: 160,
    },
    {
      colId: 'community',
      headerName: t('offers.community'),
      valueGetter: (p) => communityNames(p.data ? [p.data.community] : [], t),
    },
    {
      colId: 'channel',
      field: 'channel',
      headerName: t('offers.channel'),
      valueFormatter: (p) => (p.value ? t(`live.channels.${p.value}`) : ''),
    },
    {
      colId: 'type',
      field: 'type',
      headerName: t('offers.type'),
      valueFormatter: (p) => (p.value ? t(`offers.types.${p.value}`) : ''),
    },
    {
      colId: 'timing',
      field: 'timing',
      headerName: t('offers.timing'),
      valueFormatter: (p) => (p.value ? t(`offers.tabs.${p.value}`) : ''),
      maxWidth: 110,
    },
    {
      colId: 'startingDate',
      field: 'startingDate',
      headerName: t('offers.startingDate'),
      valueFormatter: (p) => (p.value ? formatDateTime(p.value) : ''),
      minWidth: 150,
    },
    {
      colId: 'endingDate',
      field: 'endingDate',
      headerName: t('offers.endingDate'),
      valueFormatter: (p) => (p.value ? formatDateTime(p.value) : ''),
      minWidth: 150,
    },
    { colId: 'numberOfOrders', field: 'numberOfOrders', headerName: t('offers.orders'), maxWidth: 110 },
    {
      colId: 'totalSales',
      field: 'totalSales',
      headerName: t('offers.totalSales'),
      valueFormatter: (p) => (typeof p.value === 'number' ? formatYuan(p.value) : ''),
      cellClass: 'cpt-num',
    },
  ],
};
