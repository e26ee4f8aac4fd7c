import { describe, expect, it } from 'vitest';
import { type PriceOrderInput, priceOrder } from '../../../domain/orders/price-order.ts';
import { type PricingContext, priceLines } from '../../../domain/orders/pricing.ts';
import { orderTotals } from '../../../domain/orders/totals.ts';
import type { VoucherLike } from '../../../domain/orders/vouchers.ts';
import { IDS, u } from './fixtures.ts';

const ctx = (over: Partial<PricingContext> = {}): PricingContext => ({
  offerType: 'regular',
  packs: [
    {
      id: IDS.packA,
      price: 5000,
      stock: 10,
      freeFall: { dropAmount: 200, quantityTrigger: 5, lowestPrice: 4400 },
    },
    { id: IDS.packB, price: 8000, stock: 5 },
  ],
  singleItems: [{ id: IDS.item1, price: 1000, stock: 50, multipleItem: [{ quantity: 3, unitPrice: 900 }] }],
  bourses: [
    { from: 0, to: 9, unitPrice: 3000 },
    { from: 10, to: null, unitPrice: 2500 },
  ],
  sold: {},
  ...over,
});
const lines = (a: number, b: number, item: number) => ({
  packs: [
    { id: IDS.packA, quantity: a },
    { id: IDS.packB, quantity: b },
  ],
  singleItems: [{ id: IDS.item1, quantity: item }],
});

describe('line prices by offer type', () => {
  it.each<[PricingContext['offerType'], Record<string, number>, [number, number, number], number[], number]>([
    ['regular', {}, [2, 1, 3], [5000, 8000, 1000], 21000],
    ['free_fall', { [IDS.packA]: 5 }, [2, 1, 0], [4800, 8000], 17600],
    ['multiple_items', {}, [0, 0, 3], [900], 2700],
    ['multiple_items', {}, [0, 0, 2], [1000], 2000],
    ['bourse', { [IDS.packA]: 6, [IDS.packB]: 3 }, [1, 1, 1], [3000, 3000, 1000], 7000],
    ['bourse', { [IDS.packA]: 7, [IDS.packB]: 3 }, [1, 0, 0], [2500], 2500],
  ])('%s with sold %j and quantities %j', (offerType, sold, [a, b, i], unitPrices, ticket) => {
    const p = priceLines(ctx({ offerType, sold }), lines(a, b, i));
    expect([...p.packs, ...p.singleItems].map((l) => l.unitPrice)).toEqual(unitPrices);
    expect(p.ticketAmount).toBe(ticket);
    expect(p.itemCount).toBe(a + b + i);
    expect(p.issues).toEqual([]);
  });

  it('quantity 0 removes the line', () => {
    const p = priceLines(ctx(), lines(0, 0, 1));
    expect(p.packs).toEqual([]);
    expect(p.singleItems).toHaveLength(1);
  });

  it("a free-fall sale that crosses a trigger warns 'add on {name} new price is {price}¥'", () => {
    const p = priceLines(ctx({ offerType: 'free_fall', sold: { [IDS.packA]: 3 } }), lines(4, 0, 0));
    expect(p.packs[0]?.unitPrice).toBe(5000); // priced at the moment of sale
    expect(p.priceChanges).toEqual([
      {
        kind: 'pack',
        id: IDS.packA,
        previous: 5000,
        price: 4800,
        messageKey: 'offer.warnings.freeFallPrice',
      },
    ]);
  });

  it("a bourse sale that moves the tier warns 'New Bourse price is {price}¥'", () => {
    const p = priceLines(ctx({ offerType: 'bourse', sold: { [IDS.packA]: 8 } }), lines(2, 0, 0));
    expect(p.priceChanges).toEqual([
      { kind: 'bourse', id: null, previous: 3000, price: 2500, messageKey: 'offer.warnings.boursePrice' },
    ]);
  });

  it('refuses more than the stock left and unknown lines', () => {
    const p = priceLines(ctx({ sold: { [IDS.packB]: 4 } }), {
      packs: [
        { id: IDS.packB, quantity: 2 },
        { id: u(999), quantity: 1 },
      ],
      singleItems: [],
    });
    expect(p.issues).toEqual([
      { path: 'packs.0.quantity', message: 'order.errors.notEnoughStock', params: { left: 1 } },
      { path: 'packs.1.id', message: 'order.errors.unknownLine' },
    ]);
  });

  it('an edited line keeps the price it was sold at unless its quantity grows', () => {
    const c = ctx({ offerType: 'free_fall', sold: { [IDS.packA]: 10 } }); // now 4600
    const previous = {
      packs: [{ id: IDS.packA, quantity: 3, unitPrice: 5000, total: 15000 }],
      singleItems: [],
    };
    expect(
      priceLines(c, { packs: [{ id: IDS.packA, quantity: 2 }], singleItems: [] }, previous).packs[0]
        ?.unitPrice,
    ).toBe(5000);
    expect(
      priceLines(c, { packs: [{ id: IDS.packA, quantity: 4 }], singleItems: [] }, previous).packs[0]
        ?.unitPrice,
    ).toBe(4600);
  });
});

describe('order totals', () => {
  it.each([
    ['plain', 21000, [], 1500, [], { totalAmount: 22500, actualAmount: 22500, discountAmount: 0 }],
    [
      '10% discount',
      21000,
      [{ type: 'discount' as const, discountAmount: 10 }],
      1500,
      [],
      { discountAmount: 2100, totalAmount: 20400 },
    ],
    [
      'discounts capped at 100%',
      21000,
      [
        { type: 'discount' as const, discountAmount: 70 },
        { type: 'discount' as const, discountAmount: 70 },
      ],
      1500,
      [],
      { discountPercent: 100, discountAmount: 21000, totalAmount: 1500 },
    ],
    [
      'free delivery gift',
      21000,
      [{ type: 'free_delivery' as const, discountAmount: null }],
      1500,
      [],
      { deliveryFee: 0, totalAmount: 21000 },
    ],
    ['vouchers', 21000, [], 1500, [2000, 500], { voucherAmount: 2500, actualAmount: 20000 }],
    ['vouchers never make it negative', 1000, [], 0, [5000], { actualAmount: 0 }],
    [
      'discount rounds half-up',
      1005,
      [{ type: 'discount' as const, discountAmount: 50 }],
      0,
      [],
      { discountAmount: 503, goodsAmount: 502 },
    ],
  ])('%s', (_n, ticketAmount, gifts, deliveryFee, voucherAmounts, expected) => {
    expect(orderTotals({ ticketAmount, gifts, deliveryFee, voucherAmounts })).toMatchObject(expected);
  });
});

describe('priceOrder: lines, gifts, fee, vouchers, totals in one call', () => {
  const voucher = (n: number, amount: number, over: Partial<VoucherLike> = {}): VoucherLike => ({
    id: u(600 + n),
    amount,
    expirationDate: '2025-12-31',
    communities: [IDS.community],
    status: 'validated',
    ...over,
  });
  const input = (over: Partial<PriceOrderInput> = {}): PriceOrderInput => ({
    pricing: ctx(),
    lines: lines(2, 0, 1), // 10000 + 1000
    specials: [
      {
        id: IDS.special,
        conditionType: 'order_for_amount',
        conditionValue: 10000,
        conditionPack: null,
        gift: {
          type: 'discount',
          pack: null,
          singleItem: null,
          custom: null,
          customImage: null,
          voucherExpiration: null,
          voucherValue: null,
          discountAmount: 10,
        },
      },
    ],
    specialContext: { isFirstOrder: false, orderNumber: 3, itemsSoldBefore: 0 },
    delivery: {
      selection: 'auto',
      manualFee: 0,
      areas: [
        { area: IDS.area, rules: [{ type: 'free_after_value', value: 20000, fee: 1500, quantity: null }] },
      ],
      areaId: IDS.area,
      areaPath: [],
    },
    vouchers: {
      selection: 'auto',
      chosen: [],
      available: [voucher(1, 5000), voucher(2, 8000), voucher(3, 100, { status: 'pending' })],
      community: IDS.community,
      today: '2025-03-10',
    },
    ...over,
  });

  it('computes every amount on the server side', () => {
    const p = priceOrder(input());
    expect(p).toMatchObject({
      ticketAmount: 11000,
      discountPercent: 10,
      discountAmount: 1100,
      deliveryFee: 1500,
      totalAmount: 11400,
      vouchers: [u(602)], // same expiry: the larger first; 5000 more would exceed the total
      voucherAmount: 8000,
      actualAmount: 3400,
      deliveryArea: IDS.area,
      issues: [],
    });
    expect(p.gifts).toHaveLength(1);
  });

  it('a manual fee is kept; an unserved area is refused', () => {
    expect(
      priceOrder(input({ delivery: { ...input().delivery, selection: 'manual', manualFee: 800 } }))
        .deliveryFee,
    ).toBe(800);
    const p = priceOrder(input({ delivery: { ...input().delivery, areaId: u(9999) } }));
    expect(p.issues).toContainEqual({ path: 'customerAddress.area', message: 'order.errors.areaNotServed' });
  });

  it('manual vouchers must be eligible and fit the total', () => {
    const vs = input().vouchers;
    const tooMuch = priceOrder(
      input({ vouchers: { ...vs, selection: 'manual', chosen: [voucher(1, 5000), voucher(2, 8000)] } }),
    );
    expect(tooMuch.issues).toContainEqual({ path: 'vouchers', message: 'order.errors.vouchersExceedTotal' });
    const expired = priceOrder(
      input({
        vouchers: { ...vs, selection: 'manual', chosen: [voucher(1, 100, { expirationDate: '2025-03-09' })] },
      }),
    );
    expect(expired.issues).toContainEqual({ path: 'vouchers', message: 'order.errors.voucherNotEligible' });
  });

  it('enforces the offer minimums', () => {
    const p = priceOrder(input({ minimums: { minimumOrderAmount: 20000, minimumCartItems: 4 } }));
    expect(p.issues).toEqual([
      { path: 'packs', message: 'order.errors.belowMinimumAmount', params: { min: 20000 } },
      { path: 'packs', message: 'order.errors.belowMinimumItems', params: { min: 4 } },
    ]);
  });
});
