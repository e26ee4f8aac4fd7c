import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isStatusOnly,
  OfferBody,
  type OfferInput,
  OfferStatusUpdate,
} from '../../../domain/offers/schema.ts';
import {
  discontinuedProducts,
  offerContextIssues,
  validateOffer,
} from '../../../domain/offers/validation.ts';
import { issueFields } from '../../../domain/schemas/common.ts';
import { IDS, NOW, offerInput, u } from './fixtures.ts';

type Block = NonNullable<OfferInput['wechatGroup']>;
const base = offerInput();
const block = base.wechatGroup as Block;
const pack = block.packs![0]!;
const withBlock = (b: Partial<Block>) => offerInput({ wechatGroup: { ...block, ...b } });
const withPack = (p: Record<string, unknown>) => withBlock({ packs: [{ ...pack, ...p } as typeof pack] });

function fields(input: unknown): Record<string, string> {
  const r = v.safeParse(OfferBody, input);
  return r.success ? {} : issueFields(r.issues);
}

const gift = { type: 'custom' as const, custom: { en: 'Tote bag', zh: '帆布袋' } };
const draw = (gifts: unknown[]) => ({
  id: IDS.draw,
  conditionType: 'number_of_order',
  conditionValue: 10,
  gifts,
});
const lottery = (gifts: unknown[]) => ({ conditionType: 'order', conditionValue: 0, draws: [draw(gifts)] });

describe('a valid offer', () => {
  it('parses, with the spec defaults', () => {
    const o = v.parse(OfferBody, base);
    expect(o.type).toBe('regular');
    expect(o.deliveryType).toBe('manual');
    expect(o.showDetail).toBe(false);
    expect(o.clipboard).toHaveLength(10);
    expect(v.parse(OfferBody, withPack({ price: undefined })).wechatGroup?.packs[0]?.price).toBe(500);
  });

  it('rejects unknown fields', () => {
    expect(fields({ ...base, total: 1 })).toEqual({ total: 'validation.invalid' });
  });
});

describe('every offer validation with its message key', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['internal name required', { ...base, internalName: ' ' }, { internalName: 'validation.required' }],
    ['community required', { ...base, community: undefined }, { community: 'validation.required' }],
    ['channel required', { ...base, channel: undefined }, { channel: 'validation.required' }],
    ['starting date required', { ...base, startingDate: undefined }, { startingDate: 'validation.required' }],
    [
      'end before start (other day)',
      { ...base, endingDate: '2025-03-10T01:00:00.000Z' },
      { endingDate: 'offer.errors.endBeforeStart' },
    ],
    [
      'end time before start time (same day)',
      { ...base, endingDate: '2025-03-11T00:30:00.000Z' },
      { endingDate: 'offer.errors.endTimeBeforeStart' },
    ],
    [
      'end equal to start',
      { ...base, endingDate: base.startingDate },
      { endingDate: 'offer.errors.endTimeBeforeStart' },
    ],
    [
      'times in 5-minute steps',
      { ...base, startingDate: '2025-03-11T01:03:00.000Z' },
      { startingDate: 'validation.timeStep' },
    ],
    [
      'Need a least one delivery date',
      { ...base, deliveryDates: [] },
      { deliveryDates: 'offer.errors.needDeliveryDate' },
    ],
    [
      'Date already selected!',
      { ...base, deliveryDates: ['2025-03-14', '2025-03-14'] },
      { 'deliveryDates.1': 'validation.dateAlreadySelected' },
    ],
    [
      'Need a least one pack or item',
      withBlock({ packs: [], singleItems: [] }),
      { 'wechatGroup.packs': 'offer.errors.needPackOrItem' },
    ],
    [
      'active channel block missing',
      { ...base, channel: 'all' },
      { 'miniprogram.packs': 'offer.errors.needPackOrItem' },
    ],
    [
      'Selections need at least one item',
      withPack({ products: [] }),
      { 'wechatGroup.packs.0.products': 'offer.errors.selectionNeedsItem' },
    ],
    ['Rules need a least one area', { ...base, fees: [] }, { fees: 'validation.needOneArea' }],
    [
      'Rules need a least one rules on each fees area',
      { ...base, fees: [{ area: IDS.area, rules: [] }] },
      { 'fees.0.rules': 'validation.needOneRule' },
    ],
    [
      'fee area required',
      { ...base, fees: [{ rules: [{ type: 'flat', fee: 1 }] }] },
      { 'fees.0.area': 'validation.required' },
    ],
    [
      'rule type required',
      { ...base, fees: [{ area: IDS.area, rules: [{ fee: 1 }] }] },
      { 'fees.0.rules.0.type': 'validation.required' },
    ],
    [
      'rule quantity required for up_to',
      { ...base, fees: [{ area: IDS.area, rules: [{ type: 'up_to', fee: 1 }] }] },
      { 'fees.0.rules.0.quantity': 'validation.required' },
    ],
    [
      'rule fee required for flat',
      { ...base, fees: [{ area: IDS.area, rules: [{ type: 'flat' }] }] },
      { 'fees.0.rules.0.fee': 'validation.required' },
    ],
    [
      'Need to add lottery gifts',
      withBlock({ lotteryEnable: true, lottery: lottery([]) as Block['lottery'] }),
      { 'wechatGroup.lottery.draws.0.gifts': 'offer.errors.needLotteryGifts' },
    ],
    [
      'winnerNumber required',
      withBlock({ lotteryEnable: true, lottery: lottery([gift]) as Block['lottery'] }),
      { 'wechatGroup.lottery.draws.0.gifts.0.winnerNumber': 'validation.required' },
    ],
    [
      'lottery condition value required',
      withBlock({
        lotteryEnable: true,
        lottery: {
          conditionType: 'spend',
          draws: [draw([{ ...gift, winnerNumber: 1 }])],
        } as Block['lottery'],
      }),
      { 'wechatGroup.lottery.conditionValue': 'validation.required' },
    ],
    [
      "Original price shouldn't be equal or less",
      withPack({ formerPrice: 5000 }),
      { 'wechatGroup.packs.0.formerPrice': 'offer.errors.formerPriceTooLow' },
    ],
    [
      'pack stock required',
      withPack({ stock: undefined }),
      { 'wechatGroup.packs.0.stock': 'validation.required' },
    ],
    ['stock minimum 0', withPack({ stock: -1 }), { 'wechatGroup.packs.0.stock': 'validation.min' }],
    [
      'product quantity required',
      withPack({ products: [{ product: IDS.productA, weightType: 'g' }] }),
      { 'wechatGroup.packs.0.products.0.quantity': 'validation.required' },
    ],
    [
      'unit required',
      withPack({ products: [{ product: IDS.productA, quantity: 1 }] }),
      { 'wechatGroup.packs.0.products.0.weightType': 'validation.required' },
    ],
    [
      'product required',
      withPack({ products: [{ quantity: 1, weightType: 'g' }] }),
      { 'wechatGroup.packs.0.products.0.product': 'validation.required' },
    ],
    [
      'lowest price required',
      withPack({ freeFall: { dropAmount: 100, quantityTrigger: 5 } }),
      { 'wechatGroup.packs.0.freeFall.lowestPrice': 'validation.required' },
    ],
    [
      'lowest price above price',
      withPack({ freeFall: { dropAmount: 100, quantityTrigger: 5, lowestPrice: 6000 } }),
      { 'wechatGroup.packs.0.freeFall': 'offer.errors.lowestPriceTooHigh' },
    ],
    [
      'bourse price required',
      withBlock({ bourses: [{ from: 0, to: 10 }] as Block['bourses'] }),
      { 'wechatGroup.bourses.0.unitPrice': 'validation.required' },
    ],
    ['bourse needs tiers', { ...base, type: 'bourse' }, { 'wechatGroup.bourses': 'offer.errors.needBourse' }],
    [
      'special condition value required',
      withBlock({
        zikoSpecials: [{ id: IDS.special, conditionType: 'order_for_amount', gift }] as Block['zikoSpecials'],
      }),
      { 'wechatGroup.zikoSpecials.0.conditionValue': 'validation.required' },
    ],
    [
      'special gift field required',
      withBlock({
        zikoSpecials: [
          {
            id: IDS.special,
            conditionType: 'first_order',
            gift: { type: 'voucher', voucherExpiration: '2025-06-30' },
          },
        ] as Block['zikoSpecials'],
      }),
      { 'wechatGroup.zikoSpecials.0.gift.voucherValue': 'validation.required' },
    ],
    [
      'special gift pack must be of the channel',
      withBlock({
        zikoSpecials: [
          { id: IDS.special, conditionType: 'first_order', gift: { type: 'pack', pack: u(999) } },
        ] as Block['zikoSpecials'],
      }),
      { 'wechatGroup.zikoSpecials.0.gift.pack': 'offer.errors.unknownSelection' },
    ],
    [
      'discount gift capped at 100 percent',
      withBlock({
        zikoSpecials: [
          { id: IDS.special, conditionType: 'first_order', gift: { type: 'discount', discountAmount: 120 } },
        ] as Block['zikoSpecials'],
      }),
      { 'wechatGroup.zikoSpecials.0.gift.discountAmount': 'validation.max' },
    ],
    [
      'duplicate fee area',
      { ...base, fees: [base.fees![0]!, base.fees![0]!] },
      { 'fees.1.area': 'offer.errors.duplicateFeeArea' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(fields(input)).toEqual(expected);
  });

  it('a fee template stands in for fee areas', () => {
    expect(fields({ ...base, fees: [], feeTemplate: u(77) })).toEqual({});
  });

  it('former price above the price, or none, is fine', () => {
    expect(fields(withPack({ formerPrice: 5001 }))).toEqual({});
    expect(fields(withPack({ formerPrice: 0 }))).toEqual({});
    expect(fields(withPack({ formerPrice: null }))).toEqual({});
  });
});

describe('context rules: the clock and the catalogue', () => {
  const products = new Map([
    [IDS.productA, { status: 'available' as const }],
    [IDS.productB, { status: 'available' as const }],
  ]);
  const body = v.parse(OfferBody, base);

  it('start date not in the past, unless the stored offer already started', () => {
    const late = new Date('2025-03-11T02:00:00.000Z');
    expect(offerContextIssues(body, { now: late, products })).toEqual({
      startingDate: 'offer.errors.startInPast',
    });
    expect(offerContextIssues(body, { now: late, products, stored: body })).toEqual({});
    expect(offerContextIssues(body, { now: NOW, products })).toEqual({});
  });

  it("'Product is not available' for a discontinued or unknown product", () => {
    const some = new Map([[IDS.productA, { status: 'discontinued' as const }]]);
    expect(offerContextIssues(body, { now: NOW, products: some })).toEqual({
      'wechatGroup.packs.0.products.0.product': 'offer.errors.productNotAvailable',
      'wechatGroup.singleItems.0.product': 'offer.errors.productNotAvailable',
    });
    expect(discontinuedProducts(body, some)).toEqual([IDS.productA, IDS.productB]);
  });

  it("'Please fix the errors before submitting' is the overall message", () => {
    const r = validateOffer({ ...base, deliveryDates: [] }, { now: NOW, products });
    expect(r).toEqual({
      ok: false,
      message: 'validation.fixErrors',
      fields: { deliveryDates: 'offer.errors.needDeliveryDate' },
    });
    expect(validateOffer(base, { now: NOW, products }).ok).toBe(true);
  });

  it('a status-only PUT is recognised and validated on its own', () => {
    expect(isStatusOnly({ status: 'discontinued' })).toBe(true);
    expect(isStatusOnly(base)).toBe(false);
    expect(v.safeParse(OfferStatusUpdate, { status: 'discontinued' }).success).toBe(true);
    expect(v.safeParse(OfferStatusUpdate, { status: 'gone' }).success).toBe(false);
  });
});
