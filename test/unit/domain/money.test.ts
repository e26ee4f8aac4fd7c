import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatYuan,
  parseYuan,
  percentOf,
  sumFen,
  timesQty,
  toYuanString,
} from '../../../domain/money.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('parseYuan reads typed text exactly', () => {
  it.each([
    ['12.5', 1250],
    ['12,50', 1250],
    ['0.1', 10],
    ['.5', 50],
    ['5', 500],
    ['¥1 234.5', 123450],
    [`1${NNBSP}234,56`, 123456],
    ['12¥', 1200],
    ['-3', -300],
    ['-¥3.05', -305],
    ['  7.00  ', 700],
    ['0', 0],
  ])('%j -> %d fen', (text, fen) => {
    expect(parseYuan(text)).toBe(fen);
  });

  it.each(['', 'abc', '1.234', '1,2.3', '12..5', '--1', '1e3', '¥', '.'])('%j is not an amount', (text) => {
    expect(parseYuan(text)).toBeNull();
  });
});

describe('formatting fr-FR with 2 decimals and ¥', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [1250, '12,50'],
    [123456, `1${NNBSP}234,56`],
    [123456789, `1${NNBSP}234${NNBSP}567,89`],
    [-1250, '-12,50'],
  ])('%d fen -> %j', (fen, text) => {
    expect(formatAmount(fen)).toBe(text);
  });

  it('matches Intl fr-FR for the digits', () => {
    const intl = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const fen of [0, 1, 99, 100, 123456, 98765432])
      expect(formatAmount(fen)).toBe(intl.format(fen / 100));
  });

  it('puts a no-break space before ¥ and round-trips through parseYuan', () => {
    expect(formatYuan(1250)).toBe(`12,50${NBSP}¥`);
    for (const fen of [0, 1, 1250, 123456, -305]) expect(parseYuan(formatYuan(fen))).toBe(fen);
  });

  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [-305, '-3.05'],
  ])('plain yuan string of %d is %s', (fen, s) => {
    expect(toYuanString(fen)).toBe(s);
  });
});

describe('arithmetic', () => {
  it.each([
    [1005, 12.5, 126], // 125.625 -> 126
    [1000, 12.5, 125],
    [5, 10, 1], // 0.5 -> 1 (half-up)
    [4, 10, 0], // 0.4 -> 0
    [-5, 10, -1], // halves go away from zero
    [10000, 100, 10000],
    [999, 0, 0],
    [12345, 33.33, 4115], // 4114.6885
  ])('percentOf(%d, %d) = %d', (amount, pct, out) => {
    expect(percentOf(amount, pct)).toBe(out);
  });

  it('multiplies and sums integers only', () => {
    expect(timesQty(1250, 3)).toBe(3750);
    expect(sumFen([1, 2, 3])).toBe(6);
    expect(() => sumFen([0.1, 0.2])).toThrow(RangeError);
    expect(() => timesQty(1.5, 2)).toThrow(RangeError);
  });

  it('the sum of 10,000 random order totals equals the exact BigInt sum', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unit: fc.integer({ min: 0, max: 500_000 }),
            qty: fc.integer({ min: 0, max: 50 }),
            fee: fc.integer({ min: 0, max: 5_000 }),
            pct: fc.integer({ min: 0, max: 100 }),
          }),
          { minLength: 10_000, maxLength: 10_000 },
        ),
        (orders) => {
          const totals = orders.map((o) => {
            const goods = timesQty(o.unit, o.qty);
            return goods - percentOf(goods, o.pct) + o.fee;
          });
          const exact = orders.reduce((s, o) => {
            const goods = BigInt(o.unit) * BigInt(o.qty);
            const disc = (goods * BigInt(o.pct) * 2n + 100n) / 200n; // half-up of goods x pct / 100
            return s + goods - disc + BigInt(o.fee);
          }, 0n);
          return BigInt(sumFen(totals)) === exact;
        },
      ),
      { numRuns: 5 },
    );
  });

  it('parse is exact where floats are not (0.1 + 0.2)', () => {
    expect(sumFen([parseYuan('0.1')!, parseYuan('0.2')!])).toBe(parseYuan('0.3'));
  });
});
