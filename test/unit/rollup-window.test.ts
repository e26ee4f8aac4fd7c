import { describe, expect, it } from 'vitest';
import { splitWindow } from '../../server/finance/rollup-window.ts';

/** Which months of a window the analytics read from the monthly totals, and which days daily. */
describe('splitWindow', () => {
  it('reads whole months monthly: a month, a year, a leap February', () => {
    expect(splitWindow('2026-11-01', '2026-11-30')).toEqual({
      months: ['2026-11-01', '2026-11-01'],
      days: [],
    });
    expect(splitWindow('2025-12-01', '2026-11-30')).toEqual({
      months: ['2025-12-01', '2026-11-01'],
      days: [],
    });
    expect(splitWindow('2028-02-01', '2028-02-29')).toEqual({
      months: ['2028-02-01', '2028-02-01'],
      days: [],
    });
  });

  it('reads the days at either end daily', () => {
    expect(splitWindow('2026-02-27', '2026-04-02')).toEqual({
      months: ['2026-03-01', '2026-03-01'],
      days: [
        ['2026-02-27', '2026-02-28'],
        ['2026-04-01', '2026-04-02'],
      ],
    });
    expect(splitWindow('2025-12-15', '2026-01-31')).toEqual({
      months: ['2026-01-01', '2026-01-01'],
      days: [['2025-12-15', '2025-12-31']],
    });
  });

  it('reads a window without a whole month daily, a reversed one too', () => {
    for (const [a, b] of [
      ['2026-03-02', '2026-03-02'],
      ['2026-02-20', '2026-03-10'],
      ['2026-03-01', '2026-03-30'],
      ['2026-03-05', '2026-02-10'],
      ['2026-03-01', '2026-02-28'],
    ] as const)
      expect(splitWindow(a, b)).toEqual({ months: null, days: [[a, b]] });
  });
});
