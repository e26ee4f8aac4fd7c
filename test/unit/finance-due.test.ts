import { describe, expect, it } from 'vitest';
import { AGE_BUCKETS, ageBucket, ageRange, daysOverdue, dueDate } from '../../domain/finance/due.ts';

describe('due dates from the supplier payment term', () => {
  it('counts from the order date', () => {
    expect(dueDate('2026-01-31', 'cash_before_delivery')).toBe('2026-01-31');
    expect(dueDate('2026-01-31', 'cash_on_delivery')).toBe('2026-01-31');
    expect(dueDate('2026-02-03', 'end_of_the_month')).toBe('2026-02-28');
    expect(dueDate('2028-02-03', 'end_of_the_month')).toBe('2028-02-29');
    expect(dueDate('2026-01-31', '30days')).toBe('2026-03-02');
    expect(dueDate('2026-12-20', '35days')).toBe('2027-01-24');
    expect(dueDate('2026-11-01', '60days')).toBe('2026-12-31');
  });

  it('tells how late a due day is, and its age bucket', () => {
    expect(daysOverdue('2026-11-20', '2026-11-26')).toBe(6);
    expect(daysOverdue('2026-11-30', '2026-11-26')).toBe(-4);
    expect([0, 7, 8, 30, 31, 60, 61].map(ageBucket)).toEqual([
      '0-7',
      '0-7',
      '8-30',
      '8-30',
      '31-60',
      '31-60',
      '60+',
    ]);
  });

  it('turns an age bucket into the order days behind it, each day in exactly one bucket', () => {
    expect(AGE_BUCKETS.map((b) => ageRange(b, '2026-03-01'))).toEqual([
      { gte: '2026-02-22', lte: '2026-03-01' },
      { gte: '2026-01-30', lte: '2026-02-21' },
      { gte: '2025-12-31', lte: '2026-01-29' },
      { lte: '2025-12-30' },
    ]);
    for (const days of [0, 7, 8, 30, 31, 60, 61, 400]) {
      const day = new Date(Date.parse('2026-03-01T00:00:00Z') - days * 86_400_000).toISOString().slice(0, 10);
      const r = ageRange(ageBucket(days), '2026-03-01');
      expect(day <= r.lte && (r.gte === undefined || day >= r.gte), `${days}`).toBe(true);
    }
  });
});
