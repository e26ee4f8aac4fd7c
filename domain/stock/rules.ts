import { timesQty } from '../money.ts';
import type { StockAdjustment, StockBucket } from './schema.ts';

/**
 * Stock (docs/inventory.md, "Model"). Levels: sold out at 0 (or less), very low below 6 (red), low
 * below 16 (orange). Forecast stock = paid + free + purchased - on delivery.
 */
export type StockLevel = 'sold_out' | 'very_low' | 'low' | 'ok';
export const VERY_LOW_BELOW = 6;
export const LOW_BELOW = 16;

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'sold_out';
  if (stock < VERY_LOW_BELOW) return 'very_low';
  if (stock < LOW_BELOW) return 'low';
  return 'ok';
}

export function stockColour(stock: number): 'red' | 'orange' | null {
  const l = stockLevel(stock);
  return l === 'ok' ? null : l === 'low' ? 'orange' : 'red';
}

export interface ProductStock {
  /** paid stock */
  stock: number;
  freeStock: number;
  purchasedStock: number;
  onDeliveryStock: number;
}

export function forecastStock(s: ProductStock): number {
  return s.stock + s.freeStock + s.purchasedStock - s.onDeliveryStock;
}

/** Forecast value = forecast stock x unit price (fen). */
export function forecastValue(s: ProductStock, priceFen: number): number {
  return timesQty(priceFen, forecastStock(s));
}

/** The most units a bucket holds (its column's 32 bits): an add past it is refused. */
export const MAX_BUCKET = 2_147_483_647;
export const BUCKET_FULL_MSG = 'stock.errors.bucketFull';

/** What a remove may take from a bucket: what the bucket holds. */
export function maxRemovable(bucket: StockBucket, s: Pick<ProductStock, 'stock' | 'freeStock'>): number {
  return Math.max(0, bucket === 'paid' ? s.stock : s.freeStock);
}

/** Removing more than the chosen bucket holds is refused ('validation.max', with the max). */
export function stockAdjustmentIssues(
  a: Pick<StockAdjustment, 'type' | 'bucket' | 'quantity'>,
  s: Pick<ProductStock, 'stock' | 'freeStock'>,
): Record<string, string> {
  if (a.type === 'manual_remove' && a.quantity > maxRemovable(a.bucket, s))
    return { quantity: 'validation.max' };
  return {};
}

/** The stock after an adjustment and the signed movement it records. */
export function applyStockAdjustment(
  a: Pick<StockAdjustment, 'type' | 'bucket' | 'quantity'>,
  s: Pick<ProductStock, 'stock' | 'freeStock'>,
): { stock: number; freeStock: number; movementStock: number } {
  const movementStock = a.type === 'manual_add' ? a.quantity : -a.quantity;
  return {
    stock: s.stock + (a.bucket === 'paid' ? movementStock : 0),
    freeStock: s.freeStock + (a.bucket === 'free' ? movementStock : 0),
    movementStock,
  };
}

/** The recent-movements list keeps at most 10 entries when one is added locally. */
export const RECENT_MOVEMENTS_LIMIT = 10;
export function withRecentMovement<T>(list: readonly T[], added: T): T[] {
  return [added, ...list].slice(0, RECENT_MOVEMENTS_LIMIT);
}

/** Total weight shows in kg over 10000 g, else in g. */
export function formatWeight(grams: number): { value: number; unit: 'kg' | 'g' } {
  return grams > 10_000 ? { value: Math.round(grams / 10) / 100, unit: 'kg' } : { value: grams, unit: 'g' };
}
