import { describe, expect, it } from 'vitest';
import { deliveryFee, feeAreasFor, feeFromRules, matchFeeArea } from '../../../domain/delivery/fees.ts';
import type { FeeArea, FeeRule } from '../../../domain/delivery/schema.ts';
import { u } from './fixtures.ts';

// Shanghai > Pudong > Zhangjiang; Shanghai > Xuhui
const SH = u(1);
const PUDONG = u(2);
const ZJ = u(3);
const XUHUI = u(4);
const GZ = u(5);
const r = (type: FeeRule['type'], x: Partial<FeeRule> = {}): FeeRule => ({
  type,
  quantity: null,
  fee: null,
  value: null,
  ...x,
});

const areas: FeeArea[] = [
  { area: SH, rules: [r('flat', { fee: 1500 })] },
  { area: PUDONG, rules: [r('flat', { fee: 2000 }), r('free_after_value', { value: 30000, fee: 2000 })] },
];

describe('area matching: the deepest listed ancestor', () => {
  it.each([
    ['Zhangjiang (under Pudong)', ZJ, [SH, PUDONG], PUDONG],
    ['Pudong itself', PUDONG, [SH], PUDONG],
    ['Xuhui (only Shanghai listed)', XUHUI, [SH], SH],
    ['Shanghai', SH, [], SH],
    ['Guangzhou (not listed)', GZ, [], null],
  ])('%s matches %s', (_n, id, path, expected) => {
    expect(matchFeeArea(areas, id, path)?.area ?? null).toBe(expected);
  });
});

describe('rule arithmetic', () => {
  it.each<[string, FeeRule[], number, number, number | null]>([
    ['flat', [r('flat', { fee: 1000 })], 3, 5000, 1000],
    ['up_to 3: 3 items', [r('up_to', { quantity: 3, fee: 1000 })], 3, 0, 1000],
    [
      'up_to brackets: narrowest holding the count',
      [r('up_to', { quantity: 10, fee: 2000 }), r('up_to', { quantity: 3, fee: 1000 })],
      2,
      0,
      1000,
    ],
    [
      'up_to brackets: 4 items in the 10 bracket',
      [r('up_to', { quantity: 3, fee: 1000 }), r('up_to', { quantity: 10, fee: 2000 })],
      4,
      0,
      2000,
    ],
    [
      'up_to exceeded, flat beyond',
      [r('up_to', { quantity: 3, fee: 1000 }), r('flat', { fee: 3000 })],
      4,
      0,
      3000,
    ],
    [
      'up_to exceeded, no flat: widest bracket',
      [r('up_to', { quantity: 3, fee: 1000 }), r('up_to', { quantity: 5, fee: 1500 })],
      9,
      0,
      1500,
    ],
    [
      'free_after_quantity 5: 4 items pay',
      [r('free_after_quantity', { quantity: 5, fee: 1200 })],
      4,
      0,
      1200,
    ],
    ['free_after_quantity 5: 5 items free', [r('free_after_quantity', { quantity: 5, fee: 1200 })], 5, 0, 0],
    [
      'free_after_value ¥300: ¥299.99 pays',
      [r('free_after_value', { value: 30000, fee: 1800 })],
      1,
      29999,
      1800,
    ],
    ['free_after_value ¥300: ¥300 free', [r('free_after_value', { value: 30000, fee: 1800 })], 1, 30000, 0],
    [
      'free threshold beats up_to',
      [r('up_to', { quantity: 10, fee: 1000 }), r('free_after_value', { value: 20000, fee: 1000 })],
      2,
      25000,
      0,
    ],
    [
      'flat beside unmet free threshold: flat',
      [r('flat', { fee: 800 }), r('free_after_quantity', { quantity: 10, fee: 1500 })],
      2,
      0,
      800,
    ],
    [
      'two unmet free thresholds: the lower fee',
      [
        r('free_after_quantity', { quantity: 10, fee: 1500 }),
        r('free_after_value', { value: 50000, fee: 1000 }),
      ],
      2,
      0,
      1000,
    ],
    [
      'an unmet free threshold without a fee does not undercut one with a fee',
      [r('free_after_quantity', { quantity: 10 }), r('free_after_value', { value: 50000, fee: 1000 })],
      2,
      0,
      1000,
    ],
    [
      'up_to exceeded beside a feeless free threshold: the widest bracket, never free by omission',
      [r('up_to', { quantity: 3, fee: 1000 }), r('free_after_value', { value: 50000 })],
      9,
      0,
      1000,
    ],
    [
      'only a feeless free threshold, unmet: nothing to charge',
      [r('free_after_value', { value: 50000 })],
      2,
      0,
      0,
    ],
    ['no rules', [], 2, 0, null],
  ])('%s', (_n, rules, items, value, fee) => {
    expect(feeFromRules(rules, items, value)?.fee ?? null).toBe(fee);
  });
});

describe('deliveryFee of an order', () => {
  it.each([
    ['Zhangjiang, ¥100 of goods', ZJ, [SH, PUDONG], 10000, 2000],
    ['Zhangjiang, ¥300 of goods: free', ZJ, [SH, PUDONG], 30000, 0],
    ['Xuhui falls back to Shanghai', XUHUI, [SH], 30000, 1500],
  ])('%s -> %d', (_n, id, path, goods, fee) => {
    expect(deliveryFee(areas, { areaId: id, areaPath: path, itemCount: 2, goodsValue: goods })?.fee).toBe(
      fee,
    );
  });
  it('an area nobody serves has no fee', () => {
    expect(deliveryFee(areas, { areaId: GZ, areaPath: [], itemCount: 1, goodsValue: 1 })).toBeNull();
  });
  it("the offer's own areas win over its template", () => {
    const template = { areas: [{ area: GZ, rules: [r('flat', { fee: 1 })] }] };
    expect(feeAreasFor(areas, template)).toBe(areas);
    expect(feeAreasFor([], template)).toBe(template.areas);
    expect(feeAreasFor(null, null)).toEqual([]);
  });
});
