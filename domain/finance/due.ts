import { DateTime } from 'luxon';
import type { PAYMENT_TERMS } from '../suppliers/schema.ts';

export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

/**
 * The day a purchase order or invoice falls due under the supplier's payment term,
 * counted from its date: cash before or on delivery the same day, end of the month the month's
 * last day, 30, 35 or 60 days after. The spec leaves the rule open: docs/finance.md.
 */
const DAYS: Partial<Record<PaymentTerm, number>> = { '30days': 30, '35days': 35, '60days': 60 };

export function dueDate(date: string, term: PaymentTerm): string {
  const d = DateTime.fromISO(date, { zone: 'utc' });
  if (term === 'end_of_the_month') return d.endOf('month').toFormat('yyyy-MM-dd');
  return d.plus({ days: DAYS[term] ?? 0 }).toFormat('yyyy-MM-dd');
}

/** How late a due day is on `today`: negative while it is still ahead. */
export function daysOverdue(due: string, today: string): number {
  const a = DateTime.fromISO(due, { zone: 'utc' });
  const b = DateTime.fromISO(today, { zone: 'utc' });
  return Math.round(b.diff(a, 'days').days);
}

/** The overview's age buckets of money to collect and owed (days). */
export const AGE_BUCKETS = ['0-7', '8-30', '31-60', '60+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export function ageBucket(days: number): AgeBucket {
  if (days <= 7) return '0-7';
  if (days <= 30) return '8-30';
  if (days <= 60) return '31-60';
  return '60+';
}

const BUCKET_DAYS: Record<AgeBucket, [number, number | null]> = {
  '0-7': [0, 7],
  '8-30': [8, 30],
  '31-60': [31, 60],
  '60+': [61, null],
};

/** The order days of an age bucket on `today`, as a list's date-range filter (both ends included). */
export function ageRange(bucket: AgeBucket, today: string): { gte?: string; lte: string } {
  const [young, old] = BUCKET_DAYS[bucket];
  const day = (back: number) =>
    DateTime.fromISO(today, { zone: 'utc' }).minus({ days: back }).toFormat('yyyy-MM-dd');
  return old === null ? { lte: day(young) } : { gte: day(old), lte: day(young) };
}
