import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { PRODUCT_CELLS } from '../../domain/products/cells.ts';
import { PRODUCTS_LIST, type ProductListRow } from '../../domain/products/list.ts';
import { PRODUCTS } from '../../domain/products/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { keyIn } from '../../locales/keys.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** What the products grid needs from its page: the language and two React cells. */
export interface ProductsGridContext {
  lang: string;
  Picture: ComponentType<ICellRendererParams<ProductListRow>>;
  Actions: ComponentType<ICellRendererParams<ProductListRow>>;
}

/**
 * Products list (docs/products.md, "Screens"): the product, its supplier, type, price and unit; actions at
 * the right.
 */
export const productsGrid: GridDef<ProductListRow, ProductsGridContext> = {
  path: apiUrl(PRODUCTS.ops.list, {}),
  spec: PRODUCTS_LIST,
  cells: PRODUCT_CELLS,
  cellsPath: apiUrl(PRODUCTS.ops.cells, {}),
  // members know a product by its ID (P0004), not by its internal id: the save messages say it
  rowName: (p) => p.productId,
  columns: (t, ctx): ColDef<ProductListRow>[] => {
    const cell = cellTypes(t);
    return [
      {
        colId: 'picture',
        headerName: t('product.picture'),
        cellRenderer: ctx.Picture,
        sortable: false,
        width: 72,
        valueGetter: (p) => p.data?.picture ?? '',
      },
      { colId: 'productId', field: 'productId', headerName: t('product.productId') },
      {
        colId: 'name',
        headerName: t('product.name'),
        valueGetter: (p) => (p.data ? (ctx.lang === 'zh' ? p.data.name.zh : p.data.name.en) : ''),
        minWidth: 200,
        flex: 2,
      },
      {
        colId: 'supplier',
        headerName: t('product.supplier'),
        valueGetter: (p) => p.data?.supplier.name ?? '',
        minWidth: 160,
        flex: 1,
      },
      {
        colId: 'productType',
        field: 'productType',
        headerName: t('product.productType'),
        ...cell.label('productTypes'),
      },
      {
        colId: 'price',
        field: 'price',
        headerName: t('product.price'),
        ...cell.money,
      },
      {
        colId: 'retailPrice',
        field: 'retailPrice',
        headerName: t('product.retailPrice'),
        sortable: false,
        ...cell.money,
      },
      {
        colId: 'weight',
        headerName: t('product.weight'),
        valueGetter: (p) =>
          p.data ? `${p.data.weight} ${t(keyIn('product.weightTypes', p.data.weightType))}` : '',
        type: 'rightAligned',
      },
      {
        colId: 'storageType',
        field: 'storageType',
        headerName: t('product.storageType'),
        ...cell.label('product.storageTypes'),
      },
      {
        colId: 'status',
        field: 'status',
        headerName: t('product.status'),
        ...cell.label('product.statuses'),
      },
      {
        colId: 'comment',
        field: 'comment',
        headerName: t('product.comment'),
        sortable: false,
        minWidth: 160,
      },
      {
        colId: 'actions',
        headerName: t('product.actions'),
        cellRenderer: ctx.Actions,
        pinned: 'right',
        sortable: false,
        width: 90,
      },
    ];
  },
};
