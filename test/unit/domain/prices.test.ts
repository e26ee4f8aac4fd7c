import { describe, expect, it } from 'vitest';
import {
  bourseTier,
  bourseUnitPrice,
  formerPriceValid,
  freeFallPrice,
  multipleItemUnitPrice,
} from '../../../domain/prices.ts';

// ¥50.00 dropping ¥2.00 for each 5 sold, floored at ¥44.00
const ff = { dropAmount: 200, quantityTrigger: 5, lowestPrice: 4400 };

describe('free-fall: drops by dropAmount for each quantityTrigger sold, floored at lowestPrice', () => {
  it.each([
    [0, 5000],
    [4, 5000],
    [5, 4800],
    [9, 4800],
    [10, 4600],
    [15, 4400],
    [20, 4400], // floor
    [1000, 4400],
  ])('after %d sold the price is %d fen', (sold, price) => {
    expect(freeFallPrice(5000, ff, sold).price).toBe(price);
  });

  it.each([
    [0, 4, 5000, 5000, false],
    [3, 5, 5000, 4800, true], // this sale crosses the trigger: warn
    [4, 12, 5000, 4600, true],
    [15, 30, 4400, 4400, false], // already at the floor
  ])('from %d to %d sold: %d -> %d, changed %s', (before, after, previous, price, changed) => {
    expect(freeFallPrice(5000, ff, before, after)).toEqual({ previous, price, changed });
  });

  it('without a rule the price stays', () => {
    expect(freeFallPrice(5000, null, 100, 200)).toEqual({ previous: 5000, price: 5000, changed: false });
  });
});

describe('bourse: unit price from the tier holding the quantity sold', () => {
  const tiers = [
    { from: 0, to: 9, unitPrice: 3000 },
    { from: 10, to: 19, unitPrice: 2800 },
    { from: 20, to: null, unitPrice: 2500 },
  ];
  it.each([
    [0, 3000],
    [9, 3000],
    [10, 2800],
    [19, 2800],
    [20, 2500],
    [5000, 2500],
  ])('%d sold -> %d fen', (sold, price) => {
    expect(bourseUnitPrice(tiers, 3500, sold).price).toBe(price);
  });

  it('outside every tier the item price applies', () => {
    expect(bourseUnitPrice([{ from: 5, to: 9, unitPrice: 100 }], 3500, 2).price).toBe(3500);
    expect(bourseTier([], 3)).toBeUndefined();
  });

  it.each([
    [8, 9, false],
    [8, 10, true], // 'New Bourse price is {price}¥'
    [18, 25, true],
  ])('from %d to %d sold: changed %s', (before, after, changed) => {
    expect(bourseUnitPrice(tiers, 3500, before, after).changed).toBe(changed);
  });
});

describe('multiple items: the largest quantity rule reached', () => {
  const rules = [
    { quantity: 3, unitPrice: 900 },
    { quantity: 6, unitPrice: 800 },
  ];
  it.each([
    [1, 1000],
    [2, 1000],
    [3, 900],
    [5, 900],
    [6, 800],
    [60, 800],
  ])('%d bought -> %d fen each', (qty, price) => {
    expect(multipleItemUnitPrice(1000, rules, qty)).toBe(price);
  });
  it('without rules the price stays', () => expect(multipleItemUnitPrice(1000, undefined, 10)).toBe(1000));
});

describe('former price must exceed price', () => {
  it.each([
    [5000, 6000, true],
    [5000, 5000, false],
    [5000, 4000, false],
    [5000, null, true],
    [5000, 0, true],
    [5000, undefined, true],
  ])('price %d, former %s -> %s', (price, former, ok) => {
    expect(formerPriceValid(price, former)).toBe(ok);
  });
});
