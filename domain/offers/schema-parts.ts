import * as v from 'valibot';
import { bilingual, fen, id, int, MSG } from '../schemas/common.ts';
import { files, isoDate, optFile, optText, pathItem, perLangFile, WEIGHT_TYPES } from '../schemas/shared.ts';

/**
 * The pieces of an offer's channel block: packs, add-on items, bourse
 * tiers, specials with their gifts, the lottery with draws. Each piece carries a uuid the client
 * makes when the row is added, so that a special or a gift can point at a pack before the offer
 * is first saved.
 */
export const OFFER_MSG = {
  formerPriceTooLow: 'offer.errors.formerPriceTooLow',
  lowestPriceTooHigh: 'offer.errors.lowestPriceTooHigh',
  selectionNeedsItem: 'offer.errors.selectionNeedsItem',
  needLotteryGifts: 'offer.errors.needLotteryGifts',
  needLotteryDraw: 'offer.errors.needLotteryDraw',
  bourseTierOrder: 'offer.errors.bourseTierOrder',
  unknownSelection: 'offer.errors.unknownSelection',
} as const;

/** Fen amounts an offer row may carry: up to ¥1,000,000. */
const price = () => fen(0);
const optPrice = () => v.optional(v.nullable(fen(0)), null);

export const FreeFall = v.pipe(
  v.strictObject({
    dropAmount: fen(1),
    quantityTrigger: int(1, 1_000_000),
    lowestPrice: price(),
  }),
);
export type FreeFall = v.InferOutput<typeof FreeFall>;

export const SelectionProduct = v.strictObject({
  product: id(),
  quantity: int(1, 100_000),
  weight: v.optional(int(0, 10_000_000), 0),
  weightType: v.picklist(WEIGHT_TYPES, MSG.required),
});

export const MultipleItemRule = v.strictObject({ quantity: int(2, 100_000), unitPrice: price() });
export type MultipleItemRule = v.InferOutput<typeof MultipleItemRule>;

/** Former price, when given, must exceed the price (0 or empty means none). */
export function formerPriceOk(r: { price: number; formerPrice: number | null }): boolean {
  return r.formerPrice == null || r.formerPrice === 0 || r.formerPrice > r.price;
}
/** The free-fall floor may not exceed the starting price. */
export function lowestPriceOk(r: { price: number; freeFall: FreeFall | null }): boolean {
  return r.freeFall == null || r.freeFall.lowestPrice <= r.price;
}

const sellable = {
  id: id(),
  stock: int(0, 10_000_000),
  price: v.optional(price(), 500),
  formerPrice: optPrice(),
  targetSales: v.optional(v.nullable(int(0, 10_000_000)), null),
  freeFall: v.optional(v.nullable(FreeFall), null),
};

export const Pack = v.pipe(
  v.strictObject({
    ...sellable,
    name: bilingual(200),
    shortName: optText(40),
    mainPicture: perLangFile(),
    otherMedia: files(),
    products: v.pipe(v.array(SelectionProduct, MSG.required), v.minLength(1, OFFER_MSG.selectionNeedsItem)),
  }),
  v.forward(
    v.check((r) => formerPriceOk(r), OFFER_MSG.formerPriceTooLow),
    ['formerPrice'],
  ),
  v.forward(
    v.check((r) => lowestPriceOk(r), OFFER_MSG.lowestPriceTooHigh),
    ['freeFall'],
  ),
);
export type Pack = v.InferOutput<typeof Pack>;

export const SingleItem = v.pipe(
  v.strictObject({
    ...sellable,
    product: id(),
    quantity: int(1, 100_000),
    weight: v.optional(int(0, 10_000_000), 0),
    weightType: v.picklist(WEIGHT_TYPES, MSG.required),
    shortName: optText(40),
    multipleItem: v.optional(
      v.pipe(v.array(MultipleItemRule, MSG.invalid), v.maxLength(20, MSG.tooLong)),
      [],
    ),
  }),
  v.forward(
    v.check((r) => formerPriceOk(r), OFFER_MSG.formerPriceTooLow),
    ['formerPrice'],
  ),
  v.forward(
    v.check((r) => lowestPriceOk(r), OFFER_MSG.lowestPriceTooHigh),
    ['freeFall'],
  ),
);
export type SingleItem = v.InferOutput<typeof SingleItem>;

/** A bourse tier: from `from` to `to` units sold (both inclusive, `to` null = no upper bound). */
export const BourseTier = v.pipe(
  v.strictObject({
    from: int(0, 10_000_000),
    to: v.optional(v.nullable(int(0, 10_000_000)), null),
    unitPrice: price(),
  }),
  v.forward(
    v.check((t) => t.to == null || t.to >= t.from, OFFER_MSG.bourseTierOrder),
    ['to'],
  ),
);
export type BourseTier = v.InferOutput<typeof BourseTier>;

export const GIFT_TYPES = ['pack', 'add_on', 'custom', 'voucher', 'discount', 'free_delivery'] as const;
export type GiftType = (typeof GIFT_TYPES)[number];
export const LOTTERY_GIFT_TYPES = ['pack', 'add_on', 'custom', 'voucher', 'discount'] as const;

const giftFields = {
  pack: v.optional(v.nullable(id()), null),
  singleItem: v.optional(v.nullable(id()), null),
  custom: v.optional(v.nullable(v.strictObject({ en: optText(200), zh: optText(200) })), null),
  customImage: optFile(),
  voucherExpiration: v.optional(v.nullable(isoDate()), null),
  voucherValue: v.optional(v.nullable(fen(1)), null),
  /** percent off the goods; capped at 100 */
  discountAmount: v.optional(v.nullable(int(1, 100)), null),
};

type GiftShape = { type: GiftType } & {
  [K in keyof typeof giftFields]: v.InferOutput<(typeof giftFields)[K]>;
};

/** Which fields each gift type needs ('Required' on the missing one). */
export function giftMissing(g: GiftShape): (keyof typeof giftFields)[] {
  const missing: (keyof typeof giftFields)[] = [];
  if (g.type === 'pack' && !g.pack) missing.push('pack');
  if (g.type === 'add_on' && !g.singleItem) missing.push('singleItem');
  if (g.type === 'custom' && !(g.custom?.en || g.custom?.zh)) missing.push('custom');
  if (g.type === 'voucher' && g.voucherValue == null) missing.push('voucherValue');
  if (g.type === 'voucher' && !g.voucherExpiration) missing.push('voucherExpiration');
  if (g.type === 'discount' && g.discountAmount == null) missing.push('discountAmount');
  return missing;
}

const giftCheck = <T extends GiftShape>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const k of giftMissing(dataset.value)) {
      addIssue({ message: MSG.required, path: [pathItem(dataset.value, k, undefined)] });
    }
  });

const GiftObject = v.strictObject({ type: v.picklist(GIFT_TYPES, MSG.required), ...giftFields });
const LotteryGiftObject = v.strictObject({
  type: v.picklist(LOTTERY_GIFT_TYPES, MSG.required),
  ...giftFields,
  winnerNumber: int(1, 10_000),
});

export const Gift = v.pipe(GiftObject, giftCheck<v.InferOutput<typeof GiftObject>>());
export type Gift = v.InferOutput<typeof Gift>;

export const LotteryGift = v.pipe(LotteryGiftObject, giftCheck<v.InferOutput<typeof LotteryGiftObject>>());
export type LotteryGift = v.InferOutput<typeof LotteryGift>;

export const SPECIAL_CONDITIONS = [
  'first_order',
  'number_of_order',
  'order_for_amount',
  'x_total_sold_items',
  'item_x_in_cart',
] as const;
export type SpecialCondition = (typeof SPECIAL_CONDITIONS)[number];

/** conditionValue is fen for order_for_amount, a count otherwise; unused by first_order. */
export const Special = v.pipe(
  v.strictObject({
    id: id(),
    conditionType: v.picklist(SPECIAL_CONDITIONS, MSG.required),
    conditionValue: v.optional(v.nullable(int(0, 10_000_000_000)), null),
    conditionPack: v.optional(v.nullable(id()), null),
    gift: Gift,
  }),
  v.forward(
    v.check((s) => s.conditionType === 'first_order' || s.conditionValue != null, MSG.required),
    ['conditionValue'],
  ),
  v.forward(
    v.check((s) => s.conditionType !== 'item_x_in_cart' || !!s.conditionPack, MSG.required),
    ['conditionPack'],
  ),
);
export type Special = v.InferOutput<typeof Special>;

export const LOTTERY_CONDITIONS = ['spend', 'buy', 'order'] as const;
export const LOTTERY_EXTRA_CONDITIONS = ['buy_for', 'spend_for', 'none'] as const;
export const DRAW_CONDITIONS = ['number_of_order', 'x_item_sold'] as const;

export const Draw = v.strictObject({
  id: id(),
  conditionType: v.picklist(DRAW_CONDITIONS, MSG.required),
  conditionValue: int(1, 10_000_000),
  gifts: v.pipe(v.array(LotteryGift, MSG.required), v.minLength(1, OFFER_MSG.needLotteryGifts)),
});
export type Draw = v.InferOutput<typeof Draw>;

/** conditionValue and extraConditionValue are fen for spend/spend_for, counts otherwise. */
export const Lottery = v.pipe(
  v.strictObject({
    conditionType: v.picklist(LOTTERY_CONDITIONS, MSG.required),
    conditionValue: int(0, 10_000_000_000),
    extraConditionType: v.optional(v.picklist(LOTTERY_EXTRA_CONDITIONS, MSG.required), 'none'),
    extraConditionValue: v.optional(v.nullable(int(1, 10_000_000_000)), null),
    draws: v.pipe(
      v.array(Draw, MSG.required),
      v.minLength(1, OFFER_MSG.needLotteryDraw),
      v.maxLength(50, MSG.tooLong),
    ),
  }),
  v.forward(
    v.check((l) => l.extraConditionType === 'none' || l.extraConditionValue != null, MSG.required),
    ['extraConditionValue'],
  ),
);
export type Lottery = v.InferOutput<typeof Lottery>;
