import { AREA_NOT_SERVED_MSG, deliveryFee as feeFor } from '../delivery/fees.ts';
import type { FeeArea } from '../delivery/schema.ts';
import type { Special } from '../offers/schema-parts.ts';
import { type EarnedGift, earnedGifts, hasFreeDelivery, type SpecialContext } from '../specials.ts';
import {
  type LinePricing,
  type OrderLines,
  type PricedLine,
  type PricingContext,
  priceLines,
} from './pricing.ts';
import { goodsAfterDiscount, type OrderTotals, orderTotals } from './totals.ts';
import {
  autoSelectVouchers,
  checkChosenVouchers,
  eligibleVouchers,
  type VoucherLike,
  type VoucherScope,
} from './vouchers.ts';

/**
 * The one call the server makes to price a new or edited order: lines, gifts, delivery fee,
 * vouchers, totals, and the issues that must refuse it (400) or warn (price changes).
 */
export interface PriceOrderInput {
  pricing: PricingContext;
  lines: OrderLines;
  /** stored lines of the order on edit (keeps the prices it was sold at) */
  previous?: { packs: readonly PricedLine[]; singleItems: readonly PricedLine[] };
  specials: readonly Special[];
  /** isFirstOrder, orderNumber and itemsSoldBefore as of the order's creation */
  specialContext: Pick<SpecialContext, 'isFirstOrder' | 'orderNumber' | 'itemsSoldBefore'>;
  /** gifts not from specials (lottery wins) already on the order */
  extraGifts?: readonly EarnedGift[];
  delivery: {
    selection: 'manual' | 'auto';
    /** the typed fee when manual */
    manualFee: number;
    areas: readonly FeeArea[];
    /** null when the order has no address yet: the fee is then 0 until one is set */
    areaId: string | null;
    areaPath: readonly string[];
  };
  vouchers: {
    selection: 'manual' | 'auto';
    /** manual: the vouchers the user chose */
    chosen: readonly VoucherLike[];
    /** auto: the customer's vouchers to choose from */
    available: readonly VoucherLike[];
    community: string;
    today: string;
    orderId?: string | null;
  };
  minimums?: { minimumOrderAmount: number; minimumCartItems: number };
}

export interface OrderPricing extends OrderTotals {
  packs: LinePricing['packs'];
  singleItems: LinePricing['singleItems'];
  itemCount: number;
  gifts: EarnedGift[];
  /** ids of the vouchers applied */
  vouchers: string[];
  /** the fee area that matched, null when manual or no address */
  deliveryArea: string | null;
  priceChanges: LinePricing['priceChanges'];
  /** non-empty: refuse the order (400 with these paths) */
  issues: LinePricing['issues'];
}

export const BELOW_MINIMUM_AMOUNT_MSG = 'order.errors.belowMinimumAmount';
export const BELOW_MINIMUM_ITEMS_MSG = 'order.errors.belowMinimumItems';

export function priceOrder(input: PriceOrderInput): OrderPricing {
  const lp = priceLines(input.pricing, input.lines, input.previous);
  const issues = [...lp.issues];
  const quantities: Record<string, number> = {};
  for (const l of [...lp.packs, ...lp.singleItems]) quantities[l.id] = (quantities[l.id] ?? 0) + l.quantity;
  const gifts = [
    ...earnedGifts(input.specials, {
      ...input.specialContext,
      ticketAmount: lp.ticketAmount,
      itemCount: lp.itemCount,
      quantities,
    }),
    ...(input.extraGifts ?? []),
  ];

  const d = input.delivery;
  let fee = d.selection === 'manual' ? d.manualFee : 0;
  let deliveryArea: string | null = null;
  if (d.selection === 'auto' && d.areaId && !hasFreeDelivery(gifts)) {
    const r = feeFor(d.areas, {
      areaId: d.areaId,
      areaPath: d.areaPath,
      itemCount: lp.itemCount,
      goodsValue: goodsAfterDiscount(lp.ticketAmount, gifts),
    });
    if (r) {
      fee = r.fee;
      deliveryArea = r.area.area;
    } else issues.push({ path: 'customerAddress.area', message: AREA_NOT_SERVED_MSG });
  }

  const before = orderTotals({ ticketAmount: lp.ticketAmount, gifts, deliveryFee: fee, voucherAmounts: [] });
  const vs = input.vouchers;
  const scope: VoucherScope = {
    total: before.totalAmount,
    community: vs.community,
    today: vs.today,
    orderId: vs.orderId ?? null,
  };
  let applied: VoucherLike[];
  if (vs.selection === 'auto')
    applied = autoSelectVouchers(eligibleVouchers(vs.available, scope), scope.total);
  else {
    applied = [...vs.chosen];
    const problem = checkChosenVouchers(applied, scope);
    if (problem) issues.push({ path: 'vouchers', message: problem });
  }
  const totals = orderTotals({
    ticketAmount: lp.ticketAmount,
    gifts,
    deliveryFee: fee,
    voucherAmounts: applied.map((v) => v.amount),
  });

  const min = input.minimums;
  if (min && lp.itemCount > 0) {
    if (lp.ticketAmount < min.minimumOrderAmount) {
      issues.push({
        path: 'packs',
        message: BELOW_MINIMUM_AMOUNT_MSG,
        params: { min: min.minimumOrderAmount },
      });
    }
    if (lp.itemCount < min.minimumCartItems) {
      issues.push({ path: 'packs', message: BELOW_MINIMUM_ITEMS_MSG, params: { min: min.minimumCartItems } });
    }
  }
  return {
    ...totals,
    packs: lp.packs,
    singleItems: lp.singleItems,
    itemCount: lp.itemCount,
    gifts,
    vouchers: applied.map((v) => v.id),
    deliveryArea,
    priceChanges: lp.priceChanges,
    issues,
  };
}
