import { timesQty } from './money.ts';
import type { BourseTier, FreeFall, MultipleItemRule } from './offers/schema-parts.ts';

/**
 * Live prices. A sale is priced "at the moment of sale": with the quantity sold
 * before it. The step after the sale tells the client whether to warn that the price moved
 * ('add on {name} new price is {price}¥', 'New Bourse price is {price}¥').
 */
export interface PriceStep {
  /** the price after `soldAfter` units are sold */
  price: number;
  /** the price after `soldBefore` units were sold */
  previous: number;
  changed: boolean;
}

export const FREE_FALL_WARNING = 'offer.warnings.freeFallPrice';
export const BOURSE_WARNING = 'offer.warnings.boursePrice';

function freeFallAt(base: number, rule: FreeFall | null | undefined, sold: number): number {
  if (!rule || rule.quantityTrigger <= 0) return base;
  const drops = Math.floor(Math.max(0, sold) / rule.quantityTrigger);
  const floor = Math.min(rule.lowestPrice, base);
  return Math.max(floor, base - timesQty(rule.dropAmount, drops));
}

/** Drops by dropAmount for each full quantityTrigger sold, never below lowestPrice. */
export function freeFallPrice(
  basePrice: number,
  rule: FreeFall | null | undefined,
  soldBefore: number,
  soldAfter: number = soldBefore,
): PriceStep {
  const previous = freeFallAt(basePrice, rule, soldBefore);
  const price = freeFallAt(basePrice, rule, soldAfter);
  return { price, previous, changed: price !== previous };
}

/** The tier holding `sold` (from ≤ sold ≤ to, `to` null = open); the first listed wins an overlap. */
export function bourseTier(tiers: readonly BourseTier[], sold: number): BourseTier | undefined {
  return tiers.find((t) => sold >= t.from && (t.to == null || sold <= t.to));
}

/** The bourse unit price by quantity sold; outside every tier the item's own price applies. */
export function bourseUnitPrice(
  tiers: readonly BourseTier[],
  fallback: number,
  soldBefore: number,
  soldAfter: number = soldBefore,
): PriceStep {
  const previous = bourseTier(tiers, soldBefore)?.unitPrice ?? fallback;
  const price = bourseTier(tiers, soldAfter)?.unitPrice ?? fallback;
  return { price, previous, changed: price !== previous };
}

/**
 * Multiple-items offers: buying at least `quantity` of an add-on gives `unitPrice` per unit.
 * The rule with the largest quantity reached applies; below every rule the item's price applies.
 */
export function multipleItemUnitPrice(
  price: number,
  rules: readonly MultipleItemRule[] | undefined,
  quantity: number,
): number {
  let best: MultipleItemRule | undefined;
  for (const r of rules ?? []) {
    if (quantity >= r.quantity && (!best || r.quantity > best.quantity)) best = r;
  }
  return best ? best.unitPrice : price;
}

/** 'Original price shouldn't be equal or less than the current price': none (null or 0) is fine. */
export function formerPriceValid(price: number, formerPrice: number | null | undefined): boolean {
  return formerPrice == null || formerPrice === 0 || formerPrice > price;
}
