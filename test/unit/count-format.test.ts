import { describe, expect, it } from 'vitest';
import { formatCount, roundedMagnitude } from '../../domain/money.ts';

describe('formatCount', () => {
  it('groups counts as money is, in both languages', () => {
    expect(formatCount(49157)).toBe('49\u202f157');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(-1234567)).toBe('-1\u202f234\u202f567');
    expect(formatCount(10000000)).toBe('10\u202f000\u202f000');
  });
});

describe('roundedMagnitude (an estimated total, docs/api.md "Totals")', () => {
  it('keeps two figures in powers of the language base', () => {
    // English counts in thousands: "2,3 million", "23 thousand"
    expect(roundedMagnitude(2_345_678, 1000)).toEqual({ value: '2,3', power: 2 });
    expect(roundedMagnitude(23_456, 1000)).toEqual({ value: '23', power: 1 });
    expect(roundedMagnitude(1_001, 1000)).toEqual({ value: '1', power: 1 });
    expect(roundedMagnitude(234_567, 1000)).toEqual({ value: '230', power: 1 });
    // Chinese counts in 万 (10⁴) and 亿 (10⁸): "230 万", "1,2 亿"
    expect(roundedMagnitude(2_345_678, 10_000)).toEqual({ value: '230', power: 1 });
    expect(roundedMagnitude(123_456_789, 10_000)).toEqual({ value: '1,2', power: 2 });
    expect(roundedMagnitude(10_001, 10_000)).toEqual({ value: '1', power: 1 });
  });

  it('carries a rounding up into the next unit, and rounds counts under one unit too', () => {
    expect(roundedMagnitude(999_700, 1000)).toEqual({ value: '1', power: 2 });
    expect(roundedMagnitude(9_999, 10_000)).toEqual({ value: '1', power: 1 });
    expect(roundedMagnitude(2_035, 10_000)).toEqual({ value: '2\u202f000', power: 0 });
    expect(roundedMagnitude(0, 1000)).toEqual({ value: '0', power: 0 });
  });
});
