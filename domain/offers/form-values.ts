import type { OfferBlockView, OfferDetails, OfferLine } from '../live-views.ts';
import { type OfferBody, type OfferInput, tenEntries } from './schema.ts';

/**
 * The offer as its form and its PUT body hold it, from what GET /api/offers/:id/details answers.
 * The form loads with it; the server compares a submitted body with it for the edit locks,
 * so both read the stored offer the same way.
 */
type Block = NonNullable<OfferInput['wechatGroup']>;
type Gift = Record<string, unknown>;

const giftOf = (g: Gift) => ({
  type: g.type,
  pack: g.pack ?? null,
  singleItem: g.singleItem ?? null,
  custom: g.custom ?? null,
  customImage: g.customImage ?? null,
  voucherExpiration: g.voucherExpiration ?? null,
  voucherValue: g.voucherValue ?? null,
  discountAmount: g.discountAmount ?? null,
});

const sellable = (l: OfferLine) => ({
  id: l.id,
  stock: l.stock,
  price: l.basePrice,
  formerPrice: l.formerPrice,
  targetSales: l.targetSales,
  freeFall: l.freeFall,
  shortName: l.shortName,
});

function blockOf(b: OfferBlockView | null): Block | null {
  if (!b) return null;
  const lottery = b.lottery;
  return {
    packs: b.packs.map((l) => ({
      ...sellable(l),
      name: l.name,
      mainPicture: { en: l.mainPicture?.en ?? null, zh: l.mainPicture?.zh ?? null },
      otherMedia: l.otherMedia ?? [],
      products: l.products.map((p) => ({
        product: p.product,
        quantity: p.quantity,
        weight: p.weight,
        weightType: p.weightType as 'g',
      })),
    })),
    singleItems: b.singleItems.map((l) => ({
      ...sellable(l),
      product: l.product?.id ?? '',
      quantity: l.quantity,
      weight: l.weight,
      weightType: l.weightType,
      multipleItem: l.multipleItem,
    })),
    bourses: b.bourses,
    zikoSpecials: b.zikoSpecials.map((s) => ({
      ...s,
      gift: giftOf(s.gift as Gift),
    })) as Block['zikoSpecials'],
    lotteryEnable: b.lotteryEnable,
    lottery: lottery
      ? ({
          conditionType: lottery.conditionType,
          conditionValue: lottery.conditionValue,
          extraConditionType: lottery.extraConditionType ?? 'none',
          extraConditionValue: lottery.extraConditionValue ?? null,
          draws: lottery.draws.map((d) => ({
            id: d.id,
            conditionType: d.conditionType,
            conditionValue: d.conditionValue,
            gifts: d.gifts.map((g) => ({ ...giftOf(g), winnerNumber: g.winnerNumber })),
          })),
        } as Block['lottery'])
      : null,
  };
}

export function offerInputOf(d: OfferDetails): OfferInput & { version: number } {
  return {
    internalName: d.internalName,
    community: d.community,
    channel: d.channel,
    showDetail: d.showDetail,
    name: d.name,
    description: d.description,
    ghostID: d.ghostID,
    banners: d.banners as OfferInput['banners'],
    medias: d.medias as OfferInput['medias'],
    clipboard: tenEntries(d.clipboard),
    startingDate: d.startingDate,
    endingDate: d.endingDate,
    type: d.type,
    targetSales: d.targetSales,
    commissionRate: d.commissionRate,
    minimumOrderAmount: d.minimumOrderAmount,
    minimumCartItems: d.minimumCartItems,
    deliveryType: d.deliveryType,
    feeTemplate: d.feeTemplate,
    fees: d.fees as OfferInput['fees'],
    deliveryDates: d.deliveryDates,
    wechatGroup: blockOf(d.wechatGroup),
    miniprogram: blockOf(d.miniprogram),
    status: d.status,
    version: d.version,
  };
}

/**
 * One spelling per value, so that comparing two bodies finds real changes only: instants in UTC,
 * an empty target as 0 and a former price of 0 as none (what the tables store), an empty channel
 * block as none, no version.
 */
export function canonicalOffer(b: OfferBody): OfferBody {
  const { version: _v, ...rest } = b;
  const line = <L extends { targetSales: number | null; formerPrice: number | null }>(l: L): L => ({
    ...l,
    targetSales: l.targetSales ?? 0,
    formerPrice: l.formerPrice ? l.formerPrice : null,
  });
  // a block with nothing in it is no block: the form shows an empty one for each channel
  const empty = (x: NonNullable<OfferBody['wechatGroup']>) =>
    x.packs.length + x.singleItems.length + x.bourses.length + x.zikoSpecials.length === 0 &&
    !x.lotteryEnable;
  const block = (x: OfferBody['wechatGroup']) =>
    x && !empty(x) ? { ...x, packs: x.packs.map(line), singleItems: x.singleItems.map(line) } : null;
  return {
    ...rest,
    startingDate: new Date(b.startingDate).toISOString(),
    endingDate: new Date(b.endingDate).toISOString(),
    targetSales: b.targetSales ?? 0,
    wechatGroup: block(b.wechatGroup),
    miniprogram: block(b.miniprogram),
  };
}
