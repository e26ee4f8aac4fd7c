import type { ShownActor } from '../users/shown-actor.ts';
import type { ProductStock } from './rules.ts';
import type { StockBucket, StockMovementType } from './schema.ts';

/** The answers of the stock calls (docs/inventory.md, "Calls"). Amounts in fen. */
export type StockMovementStatus = 'in' | 'out' | 'purchased' | 'on_delivery';

/** One product of the inventory: its buckets, pending figures and values (domain/stock/rules.ts rules). */
export interface ProductStockRow extends ProductStock {
  /** the product's uuid: the product stock's id too (one stock per product) */
  id: string;
  productId: string;
  name: { en: string; zh: string };
  supplier: { id: string; name: string };
  productType: string;
  status: 'available' | 'discontinued';
  /** unit price, fen */
  price: number;
  totalStock: number;
  totalValue: number;
  forecastStock: number;
  forecastValue: number;
  /** the comment of the bucket's last change (its latest in or out movement), '' when none */
  comment: string;
  /** the stock's version: raised by every change of the paid or free bucket */
  version: number;
}

/** The stats bar of /inventory over the list's filter. */
export interface InventoryStats {
  products: number;
  stock: number;
  freeStock: number;
  purchasedStock: number;
  onDeliveryStock: number;
  totalStock: number;
  totalValue: number;
  forecastStock: number;
  forecastValue: number;
  /** products with no paid or free unit left */
  soldOut: number;
}

export interface StockMovementRow {
  id: string;
  product: string;
  type: StockMovementType;
  status: StockMovementStatus;
  /** the bucket: paid (stock) or free */
  stockType: StockBucket;
  /** signed units: positive in, negative out */
  movementStock: number;
  comment: string;
  /** ISO instant */
  date: string;
  customerOrder: { id: string; orderID: number } | null;
  purchaseOrder: { id: string; poId: string; stock_status: 'pending' | 'received' } | null;
  createdBy: ShownActor | null;
}

/** POST /api/stock-movements and the add/remove call: the movement and the stock it made. */
export interface StockMovementAnswer extends StockMovementRow {
  productStock: ProductStockRow;
}

/** POST /api/product-stocks/{id}/merge */
export interface MergeAnswer {
  id: string;
  stock: number;
  freeStock: number;
}
