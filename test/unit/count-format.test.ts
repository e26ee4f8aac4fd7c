import { describe, expect, it } from 'vitest';
import { formatCount } from '../../domain/money.ts';

describe('formatCount', () => {
  it('groups counts as money is, in both languages', () => {
    expect(formatCount(49157)).toBe('49\u202f157');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(-1234567)).toBe('-1\u202f234\u202f567');
    expect(formatCount(10000000)).toBe('10\u202f000\u202f000');
  });
});
