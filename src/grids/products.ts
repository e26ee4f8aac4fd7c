import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { PRODUCT_CELLS } from '../../domain/cells/products.ts';
import { PRODUCTS_LIST, type ProductListRow } from '../../domain/lists/products.ts';
import { formatYuan } from '../../domain/money.ts';
import { apiUrl } from '../../domain/resource.ts';
import { PRODUCTS } from '../../domain/resources/products.ts';
import { keyIn } from '../../locales/keys.ts';
import type { GridDef } from './types.ts';

/** What the products grid needs from its page: the language and two React cells. */
export interface ProductsGridContext {
  lang: string;
  Picture: ComponentType<ICellRendererParams<ProductListRow>>;
  Actions: ComponentType<ICellRendererParams<ProductListRow>>;
}

/** Products list (part 2 §2): the product, its supplier, type, price and unit; actions at the right. */
export const productsGrid: GridDef<ProductListRow, ProductsGridContext> = {
  path: apiUrl(PRODUCTS.ops.list, {}),
  spec: PRODUCTS_LIST,
  cells: PRODUCT_CELLS,
  cellsPath: apiUrl(PRODUCTS.ops.cells, {}),
  columns: (t, ctx): ColDef<ProductListRow>[] => [
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
      valueFormatter: (p) => (p.value ? t(keyIn('productTypes', p.value)) : ''),
    },
    {
      colId: 'price',
      field: 'price',
      headerName: t('product.price'),
      valueFormatter: (p) => (typeof p.value === 'number' ? formatYuan(p.value) : ''),
      cellClass: 'cpt-num',
      type: 'rightAligned',
    },
    {
      colId: 'retailPrice',
      field: 'retailPrice',
      headerName: t('product.retailPrice'),
      sortable: false,
      valueFormatter: (p) => (typeof p.value === 'number' ? formatYuan(p.value) : ''),
      cellClass: 'cpt-num',
      type: 'rightAligned',
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
      valueFormatter: (p) => (p.value ? t(keyIn('product.storageTypes', p.value)) : ''),
    },
    {
      colId: 'status',
      field: 'status',
      headerName: t('product.status'),
      valueFormatter: (p) => (p.value ? t(keyIn('product.statuses', p.value)) : ''),
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
  ],
};
