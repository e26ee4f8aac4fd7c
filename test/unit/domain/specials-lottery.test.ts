import { describe, expect, it } from 'vitest';
import {
  entersLottery,
  isDrawDue,
  lotteryEntries,
  triggeredDraws,
  winnerSlots,
} from '../../../domain/lottery/rules.ts';
import type { Lottery, Special } from '../../../domain/offers/schema-parts.ts';
import { capDiscount, discountPercent, earnedGifts, meetsSpecial } from '../../../domain/specials.ts';
import { IDS, u } from './fixtures.ts';

const gift = {
  type: 'custom' as const,
  pack: null,
  singleItem: null,
  custom: { en: 'Tote bag', zh: '帆布袋' },
  customImage: null,
  voucherExpiration: null,
  voucherValue: null,
  discountAmount: null,
};
const special = (
  conditionType: Special['conditionType'],
  conditionValue: number | null,
  conditionPack: string | null = null,
): Special => ({
  id: u(400 + (conditionValue ?? 0)),
  conditionType,
  conditionValue,
  conditionPack,
  gift,
});
const ctx = {
  isFirstOrder: false,
  orderNumber: 7,
  ticketAmount: 15000,
  itemsSoldBefore: 95,
  itemCount: 6,
  quantities: { [IDS.packA]: 2, [IDS.item1]: 4 },
};

describe('special conditions', () => {
  it.each<[string, Special, Partial<typeof ctx>, boolean]>([
    ['first_order met', special('first_order', null), { isFirstOrder: true }, true],
    ['first_order not met', special('first_order', null), {}, false],
    ['number_of_order: the 7th order', special('number_of_order', 7), {}, true],
    ['number_of_order: not the 8th', special('number_of_order', 8), {}, false],
    ['order_for_amount: ¥150 >= ¥150', special('order_for_amount', 15000), {}, true],
    ['order_for_amount: ¥150 < ¥150.01', special('order_for_amount', 15001), {}, false],
    ['x_total_sold_items: 95 -> 101 crosses 100', special('x_total_sold_items', 100), {}, true],
    ['x_total_sold_items: 95 -> 101 reaches 101', special('x_total_sold_items', 101), {}, true],
    ['x_total_sold_items: 95 already past', special('x_total_sold_items', 95), {}, false],
    ['x_total_sold_items: 102 not reached', special('x_total_sold_items', 102), {}, false],
    ['item_x_in_cart: 4 of item1 >= 3', special('item_x_in_cart', 3, IDS.item1), {}, true],
    ['item_x_in_cart: 2 of packA < 3', special('item_x_in_cart', 3, IDS.packA), {}, false],
    ['item_x_in_cart: 0 means at least 1', special('item_x_in_cart', 0, IDS.packA), {}, true],
    ['item_x_in_cart: not in cart', special('item_x_in_cart', 1, IDS.packB), {}, false],
  ])('%s', (_n, s, over, met) => {
    expect(meetsSpecial(s, { ...ctx, ...over })).toBe(met);
  });

  it('earns one gift per special met, in order', () => {
    const specials = [
      special('order_for_amount', 10000),
      special('first_order', null),
      special('number_of_order', 7),
    ];
    const gifts = earnedGifts(specials, ctx);
    expect(gifts.map((g) => g.sourceId)).toEqual([specials[0]!.id, specials[2]!.id]);
    expect(gifts[0]).toMatchObject({
      origin: 'special',
      type: 'custom',
      custom: { en: 'Tote bag', zh: '帆布袋' },
    });
  });
});

describe('discount gifts are capped at 100 percent', () => {
  it.each([
    [[10], 10],
    [[60, 50], 100],
    [[150], 100],
    [[-5], 0],
    [[], 0],
  ])('discounts %j -> %d%%', (pcts, total) => {
    expect(discountPercent(pcts.map((d) => ({ type: 'discount' as const, discountAmount: d })))).toBe(total);
  });
  it('capDiscount clamps', () =>
    expect([capDiscount(101), capDiscount(-1), capDiscount(42)]).toEqual([100, 0, 42]));
});

describe('lottery entry: condition, then extra condition', () => {
  const lot = (over: Partial<Lottery>): Lottery => ({
    conditionType: 'spend',
    conditionValue: 10000,
    extraConditionType: 'none',
    extraConditionValue: null,
    draws: [],
    ...over,
  });
  it.each<[string, Partial<Lottery>, { ticketAmount: number; itemCount: number }, number]>([
    ['spend ¥100: ¥99.99 is out', {}, { ticketAmount: 9999, itemCount: 9 }, 0],
    ['spend ¥100: ¥100 is in once', {}, { ticketAmount: 10000, itemCount: 1 }, 1],
    [
      'buy 3: 2 items out',
      { conditionType: 'buy', conditionValue: 3 },
      { ticketAmount: 99999, itemCount: 2 },
      0,
    ],
    ['buy 3: 3 items in', { conditionType: 'buy', conditionValue: 3 }, { ticketAmount: 0, itemCount: 3 }, 1],
    ['order: any order', { conditionType: 'order', conditionValue: 0 }, { ticketAmount: 1, itemCount: 1 }, 1],
    [
      'spend_for ¥50: ¥175 gives 3 entries',
      { extraConditionType: 'spend_for', extraConditionValue: 5000 },
      { ticketAmount: 17500, itemCount: 1 },
      3,
    ],
    [
      'buy_for 2: 5 items give 2 entries',
      { extraConditionType: 'buy_for', extraConditionValue: 2 },
      { ticketAmount: 10000, itemCount: 5 },
      2,
    ],
    [
      'buy_for 4: 1 item still 1 entry',
      { extraConditionType: 'buy_for', extraConditionValue: 4 },
      { ticketAmount: 10000, itemCount: 1 },
      1,
    ],
  ])('%s', (_n, over, order, entries) => {
    const l = lot(over);
    expect(lotteryEntries(l, order)).toBe(entries);
    expect(entersLottery(l, order)).toBe(entries > 0);
  });
});

describe('draw triggers', () => {
  const draws = [
    { id: 'a', conditionType: 'number_of_order' as const, conditionValue: 50 },
    { id: 'b', conditionType: 'x_item_sold' as const, conditionValue: 200 },
  ];
  it.each([
    [{ orders: 49, itemsSold: 150 }, { orders: 50, itemsSold: 152 }, ['a']],
    [{ orders: 50, itemsSold: 198 }, { orders: 51, itemsSold: 203 }, ['b']],
    [{ orders: 10, itemsSold: 10 }, { orders: 60, itemsSold: 300 }, ['a', 'b']],
    [{ orders: 50, itemsSold: 200 }, { orders: 51, itemsSold: 210 }, []], // already due
  ])('%j -> %j triggers %j', (before, after, ids) => {
    expect(triggeredDraws(draws, before, after).map((d) => d.id)).toEqual(ids);
  });
  it('a draw is due at its count', () => {
    expect(isDrawDue(draws[0]!, { orders: 50, itemsSold: 0 })).toBe(true);
    expect(isDrawDue(draws[1]!, { orders: 500, itemsSold: 199 })).toBe(false);
  });
  it('winner slots are numbered across the gifts', () => {
    expect(winnerSlots({ gifts: [{ winnerNumber: 2 }, { winnerNumber: 1 }] })).toEqual([
      { giftIndex: 0, winnerNumber: 1 },
      { giftIndex: 0, winnerNumber: 2 },
      { giftIndex: 1, winnerNumber: 3 },
    ]);
  });
});
