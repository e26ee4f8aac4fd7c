import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { apiUrl } from '../../domain/resource.ts';
import { STOCK_CELLS } from '../../domain/stock/cells.ts';
import { PRODUCT_STOCKS_LIST, STOCK_MOVEMENTS_LIST } from '../../domain/stock/list.ts';
import { PRODUCT_STOCKS, STOCK_MOVEMENTS } from '../../domain/stock/resource.ts';
import { stockColour } from '../../domain/stock/rules.ts';
import type { ProductStockRow, StockMovementRow } from '../../domain/stock/views.ts';
import { actorLabel } from '../../domain/users/shown-actor.ts';
import type { Translate } from '../../locales/keys.ts';
import { CELL, cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

const units = (colId: keyof ProductStockRow & string, headerName: string): ColDef<ProductStockRow> => ({
  colId,
  field: colId,
  headerName,
  type: 'numericColumn',
});

/**
 * /inventory (docs/inventory.md, "Screens"): a product's buckets, pending units, totals and forecast, with
 * values.
 */
export const inventoryGrid: GridDef<ProductStockRow, { lang: string }> = {
  path: apiUrl(PRODUCT_STOCKS.ops.list, {}),
  spec: PRODUCT_STOCKS_LIST,
  cells: STOCK_CELLS,
  cellsPath: apiUrl(PRODUCT_STOCKS.ops.cells, {}),
  // members know a product by its ID (P0004), not by its internal id: the save messages say it
  rowName: (p) => p.productId,
  columns: (t, ctx) => [
    { colId: 'productId', field: 'productId', headerName: t('inventory.productId') },
    {
      colId: 'name',
      headerName: t('inventory.product'),
      valueGetter: (p) => (p.data ? (ctx.lang === 'zh' ? p.data.name.zh : p.data.name.en) : ''),
      minWidth: 160,
      flex: 1,
    },
    {
      colId: 'supplier',
      headerName: t('inventory.supplier'),
      valueGetter: (p) => p.data?.supplier.name ?? '',
      initialHide: true,
    },
    {
      ...units('stock', t('inventory.stats.stock')),
      // the paid stock carries the console's stock colours (sold out / very low red, low orange)
      cellClassRules: {
        'cpt-stock-red': (p) => typeof p.value === 'number' && stockColour(p.value) === 'red',
        'cpt-stock-orange': (p) => typeof p.value === 'number' && stockColour(p.value) === 'orange',
      },
    },
    units('freeStock', t('inventory.stats.freeStock')),
    // the reason of the bucket's last change; typed with a new paid or free stock, the movement's
    {
      colId: 'comment',
      field: 'comment',
      headerName: t('inventory.comment'),
      sortable: false,
      minWidth: 160,
    },
    units('purchasedStock', t('inventory.stats.purchasedStock')),
    units('onDeliveryStock', t('inventory.stats.onDeliveryStock')),
    units('totalStock', t('inventory.columns.total')),
    { ...units('totalValue', t('inventory.columns.value')), valueFormatter: CELL.money.valueFormatter },
    units('forecastStock', t('inventory.columns.forecast')),
    {
      ...units('forecastValue', t('inventory.columns.forecastValue')),
      valueFormatter: CELL.money.valueFormatter,
    },
    {
      colId: 'price',
      field: 'price',
      headerName: t('inventory.price'),
      valueFormatter: CELL.money.valueFormatter,
      initialHide: true,
    },
  ],
};

/** What the movements grid needs from its page: the cell linking an order or a purchase order. */
export interface MovementsGridContext {
  Reference: ComponentType<ICellRendererParams<StockMovementRow>>;
}

/** The text of a movement's order or purchase-order reference (the CSV's, and the link's). */
export function movementReference(m: StockMovementRow, t: Translate) {
  if (m.customerOrder) return t('inventory.orderRef', { id: m.customerOrder.orderID });
  if (m.purchaseOrder) return t('inventory.poRef', { id: m.purchaseOrder.poId });
  return '';
}

/**
 * /inventory/{productId} (docs/inventory.md, "Screens"): the recent movements of the product, newest first.
 */
export const movementsGrid: GridDef<StockMovementRow, MovementsGridContext> = {
  path: apiUrl(STOCK_MOVEMENTS.ops.list, {}),
  spec: STOCK_MOVEMENTS_LIST,
  columns: (t, ctx) => {
    const cell = cellTypes(t);
    return [
      {
        colId: 'date',
        field: 'date',
        headerName: t('inventory.date'),
        ...cell.dayTime,
      },
      {
        colId: 'type',
        field: 'type',
        headerName: t('inventory.type'),
        ...cell.label('inventory.types'),
      },
      {
        colId: 'reference',
        headerName: t('inventory.reference'),
        valueGetter: (p) => (p.data ? movementReference(p.data, t) : ''),
        cellRenderer: ctx.Reference,
      },
      {
        colId: 'stockType',
        field: 'stockType',
        headerName: t('inventory.bucket'),
        ...cell.label('inventory.buckets'),
      },
      {
        colId: 'movementStock',
        field: 'movementStock',
        headerName: t('inventory.quantity'),
        type: 'numericColumn',
        valueFormatter: (p) =>
          typeof p.value === 'number' ? (p.value > 0 ? `+${p.value}` : String(p.value)) : '',
        cellClassRules: {
          'cpt-stock-in': (p) => Number(p.value) > 0,
          'cpt-stock-out': (p) => Number(p.value) < 0,
        },
      },
      {
        colId: 'status',
        field: 'status',
        headerName: t('inventory.status'),
        ...cell.label('inventory.statuses'),
      },
      { colId: 'comment', field: 'comment', headerName: t('inventory.comment'), minWidth: 200, flex: 1 },
      {
        colId: 'createdBy',
        headerName: t('inventory.by'),
        valueGetter: (p) => actorLabel(p.data?.createdBy, t, ''),
      },
    ];
  },
};
