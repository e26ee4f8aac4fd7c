import { percentOf, sumFen } from '../money.ts';
import { discountPercent, type EarnedGift, hasFreeDelivery } from '../specials.ts';

/**
 * An order's amounts, all fen:
 *   ticketAmount   goods: the sum of line totals
 *   discountAmount ticketAmount x discount gifts' percent (summed, capped at 100), half-up
 *   deliveryFee    0 with a free_delivery gift
 *   totalAmount    ticketAmount - discountAmount + deliveryFee
 *   voucherAmount  the vouchers applied
 *   actualAmount   totalAmount - voucherAmount, never below 0: what the customer pays
 */
export interface OrderTotals {
  ticketAmount: number;
  discountPercent: number;
  discountAmount: number;
  /** ticketAmount - discountAmount, the value free_after_value and order_for_amount look at */
  goodsAmount: number;
  deliveryFee: number;
  totalAmount: number;
  voucherAmount: number;
  actualAmount: number;
}

export interface TotalsInput {
  ticketAmount: number;
  gifts: readonly Pick<EarnedGift, 'type' | 'discountAmount'>[];
  deliveryFee: number;
  voucherAmounts: readonly number[];
}

export function goodsAfterDiscount(ticketAmount: number, gifts: TotalsInput['gifts']): number {
  return ticketAmount - percentOf(ticketAmount, discountPercent(gifts));
}

export function orderTotals(t: TotalsInput): OrderTotals {
  const pct = discountPercent(t.gifts);
  const discountAmount = percentOf(t.ticketAmount, pct);
  const goodsAmount = t.ticketAmount - discountAmount;
  const deliveryFee = hasFreeDelivery(t.gifts) ? 0 : t.deliveryFee;
  const totalAmount = goodsAmount + deliveryFee;
  const voucherAmount = sumFen(t.voucherAmounts);
  return {
    ticketAmount: t.ticketAmount,
    discountPercent: pct,
    discountAmount,
    goodsAmount,
    deliveryFee,
    totalAmount,
    voucherAmount,
    actualAmount: Math.max(0, totalAmount - voucherAmount),
  };
}
