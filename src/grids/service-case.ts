import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import type { ServiceCase } from '../../domain/service-cases/schema.ts';
import type { Translate } from '../../locales/keys.ts';
import type { CellTypes } from './cell-types.ts';

/**
 * The columns a claim and a refund list show alike, so the two lists read (and export) one way.
 * Each list places them among its own columns: the order they stand in is the list's own.
 */
export function serviceCaseColumns<T extends ServiceCase>(t: Translate, cell: CellTypes) {
  // the fields named here are ServiceCase's, which every T carries; AG Grid cannot see that through T
  const col = (
    c: Omit<ColDef<T>, 'field'> & { field?: keyof ServiceCase | 'resp' | 'issue' | 'paymentMethod' },
  ) => c as ColDef<T>;
  return {
    orderID: col({ colId: 'orderID', field: 'orderID', headerName: t('service.orderID') }),
    /** the customer's name; a list that opens the customer's card renders it as a link */
    customerName: (renderer?: ComponentType<ICellRendererParams<T>>) =>
      col({
        colId: 'customerName',
        field: 'customerName',
        headerName: t('service.customer'),
        sortable: false,
        ...(renderer ? { cellRenderer: renderer } : {}),
      }),
    issue: col({
      colId: 'issue',
      field: 'issue',
      headerName: t('service.issue'),
      sortable: false,
      ...cell.label('service.issues'),
    }),
    resp: col({
      colId: 'resp',
      field: 'resp',
      headerName: t('service.resp'),
      sortable: false,
      ...cell.label('service.resps'),
    }),
    /** the refund's payment method, headed by the list's own label */
    paymentMethod: (header: 'claims.paymentMethod' | 'refunds.paymentMethod') =>
      col({
        colId: 'paymentMethod',
        field: 'paymentMethod',
        headerName: t(header),
        sortable: false,
        ...cell.label('live.paymentMethods'),
      }),
    /** what closes both lists: when to act, where, who, since when, and the free comment */
    tail: [
      col({ colId: 'actionETA', field: 'actionETA', headerName: t('service.actionETA'), ...cell.day }),
      col({
        colId: 'community',
        field: 'community',
        headerName: t('service.community'),
        sortable: false,
        ...cell.community,
      }),
      col({
        colId: 'teamMemberName',
        field: 'teamMemberName',
        headerName: t('service.teamMember'),
        sortable: false,
        ...cell.member,
      }),
      col({ colId: 'createdAt', field: 'createdAt', headerName: t('service.createdAt'), ...cell.day }),
      col({
        colId: 'comment',
        field: 'comment',
        headerName: t('service.comment'),
        sortable: false,
        flex: 1,
        minWidth: 160,
        tooltipValueGetter: (p) => p.value,
      }),
    ],
  };
}
