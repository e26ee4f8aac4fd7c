import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { open } from '../responses/common.ts';
import {
  ProductStockAnswer,
  ProductStockCellsAnswer,
  StockAnalytics,
  StockMerge,
  StockMovementAnswer,
} from './answers.ts';
import { STOCK_CELLS } from './cells.ts';
import { PRODUCT_STOCKS_LIST, STOCK_MOVEMENTS_LIST } from './list.ts';
import { StockAdjustment, StockMovementCreate } from './schema.ts';

const read = ACTIONS['stock.read'];
const adjust = ACTIONS['stock.adjust'];

/**
 * Warehouse stock per product (docs/inventory.md). Products belong to no community:
 * not scoped. The stock roles read it; only the stock add/remove roles change it.
 */
export const PRODUCT_STOCKS = defineResource({
  key: 'product-stocks',
  entity: 'product_stock',
  ops: {
    list: {
      response: v.array(ProductStockAnswer),
      method: 'GET',
      path: '/api/product-stocks/details',
      access: read,
      list: PRODUCT_STOCKS_LIST,
    },
    /** `?product={id}`: one product's stock */
    one: {
      query: ['product'],
      response: ProductStockAnswer,
      method: 'GET',
      path: '/api/product-stocks',
      access: read,
    },
    /** the stats bar: totals over the list's filter */
    analytics: {
      response: StockAnalytics,
      method: 'GET',
      path: '/api/product-stocks/analytics',
      access: read,
      list: PRODUCT_STOCKS_LIST,
      aggregate: true,
    },
    /** the free bucket poured into the paid one; answers id, stock, freeStock */
    merge: {
      response: StockMerge,
      method: 'POST',
      path: '/api/product-stocks/:productId/merge',
      access: adjust,
    },
    // paid and free stock typed on the inventory (docs/spreadsheet.md): each a movement with its comment
    cells: {
      summary: 'Saves stock typed on the inventory as movements, each row on its own',
      response: ProductStockCellsAnswer,
      method: 'POST',
      path: '/api/product-stocks/cells',
      access: cellRoles(STOCK_CELLS),
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: {
    list: {
      path: '/inventory',
      roles: ACTIONS['stock.read'],
      page: 'features/inventory/InventoryList',
      menu: { label: 'menu.inventory', icon: 'cube', order: 70 },
    },
    detail: {
      path: '/inventory/:productId',
      roles: ACTIONS['stock.read'],
      page: 'features/inventory/StockPage',
    },
  },
});

/** The movements that make the stock. */
export const STOCK_MOVEMENTS = defineResource({
  key: 'stock-movements',
  entity: 'stock_movement',
  ops: {
    list: {
      response: v.array(StockMovementAnswer),
      method: 'GET',
      path: '/api/stock-movements/details',
      access: read,
      list: STOCK_MOVEMENTS_LIST,
    },
    create: {
      response: open,
      status: 201,
      method: 'POST',
      path: '/api/stock-movements',
      access: adjust,
      body: StockMovementCreate,
      idempotent: true,
    },
    /** the add/remove stock dialog (path not given by the spec) */
    manual: {
      response: open,
      status: 201,
      method: 'POST',
      path: '/api/stock-movements/manual',
      access: adjust,
      body: StockAdjustment,
      idempotent: true,
    },
  },
});
