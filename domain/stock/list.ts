import type { ListSpec } from '../list-protocol.ts';
import { PRODUCT_TYPE_NAMES } from '../products/types.ts';
import { STOCK_MOVEMENT_STATUSES, STOCK_MOVEMENT_TYPES } from './schema.ts';

/**
 * GET /api/product-stocks/details: one row per product
 * with its buckets, pending figures and values. Every figure is sortable (the inventory is read
 * by "what is running out" and "where is the money").
 */
export const PRODUCT_STOCKS_LIST: ListSpec = {
  resource: 'product-stocks',
  filters: {
    name: { kind: 'text' },
    productId: { kind: 'text' },
    supplier: { kind: 'eq', type: 'uuid' },
    productType: { kind: 'eq', type: 'string', values: PRODUCT_TYPE_NAMES },
    status: { kind: 'eq', type: 'string', values: ['available', 'discontinued'] },
  },
  sorts: [
    'productId',
    'name',
    'stock',
    'freeStock',
    'purchasedStock',
    'onDeliveryStock',
    'totalStock',
    'totalValue',
    'forecastStock',
    'forecastValue',
    'createdAt',
  ],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};

/** GET /api/stock-movements/details?product={id}: a product's movements, newest first. */
export const STOCK_MOVEMENTS_LIST: ListSpec = {
  resource: 'stock-movements',
  filters: {
    product: { kind: 'eq', type: 'uuid' },
    type: { kind: 'eq', type: 'string', values: STOCK_MOVEMENT_TYPES },
    status: { kind: 'eq', type: 'string', values: STOCK_MOVEMENT_STATUSES },
    date: { kind: 'dateRange' },
  },
  sorts: ['date', 'movementStock', 'type', 'status'],
  defaultSort: ['date', 'DESC'],
  maxPage: 1000,
};
