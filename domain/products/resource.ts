import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { ALL, PRODUCT_ANALYTICS, PRODUCT_EDITORS } from '../role-groups.ts';
import {
  ProductAnalytics,
  ProductAnswer,
  ProductCellsAnswer,
  ProductChoice,
  ProductRow,
  ProductTypeAnswer,
} from './answers.ts';
import { PRODUCT_CELLS } from './cells.ts';
import { PRODUCTS_LIST } from './list.ts';
import { ProductCreate, ProductUpdate } from './schema.ts';

/**
 * Products. The catalogue is not a community's: every member reads it;
 * the product editors write it. Analytics count orders, which are community rows: scoped.
 */
export const PRODUCTS = defineResource({
  key: 'products',
  entity: 'product',
  ops: {
    all: {
      response: v.array(ProductChoice),
      method: 'GET',
      path: '/api/products',
      access: ALL,
      query: ['supplier', 'status'],
    },
    list: {
      response: v.array(ProductRow),
      method: 'GET',
      path: '/api/products/details',
      access: ALL,
      list: PRODUCTS_LIST,
    },
    types: {
      response: v.array(ProductTypeAnswer),
      method: 'GET',
      path: '/api/product-types',
      access: ALL,
      query: ['lang'],
    },
    one: { response: ProductAnswer, method: 'GET', path: '/api/products/:productId', access: ALL },
    create: {
      response: ProductAnswer,
      status: 201,
      method: 'POST',
      path: '/api/products',
      access: ACTIONS['product.create'],
      body: ProductCreate,
      idempotent: true,
    },
    update: {
      response: ProductAnswer,
      method: 'PUT',
      path: '/api/products/:productId',
      access: ACTIONS['product.edit'],
      body: ProductUpdate,
    },
    // cells typed on the products list (docs/spreadsheet.md), each row saved by the edit above
    cells: {
      summary: 'Saves cells typed on the products list, each row on its own',
      response: ProductCellsAnswer,
      method: 'POST',
      path: '/api/products/cells',
      access: cellRoles(PRODUCT_CELLS),
      body: CellEdits,
      idempotent: true,
    },
    analytics: {
      response: ProductAnalytics,
      method: 'GET',
      path: '/api/products/:productId/analytics',
      access: ACTIONS['product.analytics'],
      scoped: true,
      query: ['dateStart', 'dateEnd'],
    },
  },
  screens: {
    list: {
      path: '/products',
      roles: ALL,
      page: 'features/products/ProductsList',
      menu: { label: 'menu.products', icon: 'box', order: 60 },
    },
    create: {
      path: '/products/create',
      roles: PRODUCT_EDITORS,
      page: 'features/products/ProductForm',
      palette: { label: 'product.createTitle', icon: 'add' },
    },
    edit: { path: '/products/:productId', roles: PRODUCT_EDITORS, page: 'features/products/ProductForm' },
    analytics: {
      path: '/products/:productId/analytics',
      roles: PRODUCT_ANALYTICS,
      page: 'features/products/ProductAnalyticsPage',
    },
  },
});
