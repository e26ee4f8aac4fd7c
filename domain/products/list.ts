import type { ListSpec } from '../list-protocol.ts';
import { STATUS } from '../schemas/common.ts';
import type { Product } from './schema.ts';
import { PRODUCT_TYPE_NAMES } from './types.ts';

/**
 * GET /api/products/details (filters name, English or Chinese, supplier, product type,
 * product id, status; page size 80, newest first). `stock=true` keeps available products,
 * sorts by English name unless a sort is asked, and adds the stock columns.
 */
export const PRODUCTS_LIST: ListSpec = {
  resource: 'products',
  filters: {
    name: { kind: 'text' },
    supplier: { kind: 'eq', type: 'uuid' },
    productType: { kind: 'eq', type: 'string', values: PRODUCT_TYPE_NAMES },
    productId: { kind: 'text' },
    status: { kind: 'eq', type: 'string', values: STATUS },
  },
  sorts: [
    'productId',
    'name',
    'supplier',
    'productType',
    'price',
    'weight',
    'storageType',
    'status',
    'createdAt',
  ],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};

/** One row of the products list; with `stock=true` also the warehouse buckets as they are. */
export interface ProductListRow
  extends Pick<
    Product,
    | 'id'
    | 'productId'
    | 'name'
    | 'price'
    | 'retailPrice'
    | 'weight'
    | 'weightType'
    | 'storageType'
    | 'status'
    | 'comment'
    | 'version'
    | 'createdAt'
  > {
  supplier: { id: string; name: string };
  productType: string;
  category: string | null;
  /** the English cover picture's uri, for the thumbnail */
  picture: string | null;
  stock?: number;
  freeStock?: number;
}

/** GET /api/products: every product, light, for pickers (sorted by English name). */
export interface ProductChoice {
  id: string;
  productId: string;
  name: { en: string; zh: string };
  supplier: string;
  price: number;
  weight: number;
  weightType: string;
  status: string;
}

/** GET /api/products/{id}/analytics: counted orders only; amounts fen, weight g. */
export interface ProductAnalytics {
  dateStart: string | null;
  dateEnd: string | null;
  totalOrders: number;
  totalSales: number;
  /** units of the product sold, packs counted by their composition */
  totalUnits: number;
  /** grams; null when the product is not sold by weight in g */
  totalWeight: number | null;
  byChannel: { channel: string; orders: number; amount: number }[];
  byCity: { city: string; orders: number; amount: number }[];
}
