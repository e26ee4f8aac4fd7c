import type { Gift, GiftType, Special } from './offers/schema-parts.ts';

/**
 * Specials ("zikoSpecials", the provider's own promotions): a condition on the order and a gift.
 * The server evaluates them when it prices an order and stores the gifts on it.
 */
export interface SpecialContext {
  /** the customer has no earlier order that is not cancelled */
  isFirstOrder: boolean;
  /** this order's number within the offer channel, from 1 */
  orderNumber: number;
  /** goods amount of this order in fen (line totals, before discount and delivery) */
  ticketAmount: number;
  /** units (packs + add-ons) sold in the channel before this order */
  itemsSoldBefore: number;
  /** units in this order */
  itemCount: number;
  /** units in this order per pack or add-on id */
  quantities: Readonly<Record<string, number>>;
}

export interface EarnedGift {
  origin: 'special' | 'lottery';
  /** the special's or the draw's id */
  sourceId: string;
  type: GiftType;
  pack: string | null;
  singleItem: string | null;
  custom: { en: string; zh: string } | null;
  voucherValue: number | null;
  voucherExpiration: string | null;
  discountAmount: number | null;
}

/**
 * first_order: the customer's first order. number_of_order: the Nth order of the offer channel.
 * order_for_amount: goods of at least conditionValue fen. x_total_sold_items: this order makes the
 * channel's units sold reach conditionValue. item_x_in_cart: at least conditionValue (min 1) of
 * conditionPack in the cart.
 */
export function meetsSpecial(s: Special, ctx: SpecialContext): boolean {
  const value = s.conditionValue ?? 0;
  switch (s.conditionType) {
    case 'first_order':
      return ctx.isFirstOrder;
    case 'number_of_order':
      return ctx.orderNumber === value;
    case 'order_for_amount':
      return ctx.ticketAmount >= value;
    case 'x_total_sold_items':
      return ctx.itemsSoldBefore < value && value <= ctx.itemsSoldBefore + ctx.itemCount;
    case 'item_x_in_cart':
      return !!s.conditionPack && (ctx.quantities[s.conditionPack] ?? 0) >= Math.max(1, value);
  }
}

export function toEarned(
  origin: EarnedGift['origin'],
  sourceId: string,
  g: Omit<Gift, 'customImage'>,
): EarnedGift {
  return {
    origin,
    sourceId,
    type: g.type,
    pack: g.pack ?? null,
    singleItem: g.singleItem ?? null,
    custom: g.custom ?? null,
    voucherValue: g.voucherValue ?? null,
    voucherExpiration: g.voucherExpiration ?? null,
    discountAmount: g.discountAmount == null ? null : capDiscount(g.discountAmount),
  };
}

/** The gifts an order earns, one per special met, in the specials' order. */
export function earnedGifts(specials: readonly Special[], ctx: SpecialContext): EarnedGift[] {
  return specials.filter((s) => meetsSpecial(s, ctx)).map((s) => toEarned('special', s.id, s.gift));
}

/** Discount gifts are percentages, capped at 100 (and never negative). */
export function capDiscount(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/** All discount gifts of an order add up, and the sum is capped at 100 percent. */
export function discountPercent(gifts: readonly Pick<EarnedGift, 'type' | 'discountAmount'>[]): number {
  return capDiscount(gifts.reduce((s, g) => s + (g.type === 'discount' ? (g.discountAmount ?? 0) : 0), 0));
}

export function hasFreeDelivery(gifts: readonly Pick<EarnedGift, 'type'>[]): boolean {
  return gifts.some((g) => g.type === 'free_delivery');
}
