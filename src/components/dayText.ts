import { isCalendarDay } from '../../domain/dates.ts';

export const DAY_FORMAT = 'yyyy-MM-dd';

/**
 * What a typed day says: the day (YYYY-MM-DD) when it is one between `min` and `max`, '' when
 * nothing is typed, or why it is not taken (its key under `dates`). What a day is, is the
 * domain's rule (`isCalendarDay`), the one the server checks bodies and filters with.
 */
export function readDay(
  text: string,
  min: string,
  max: string,
): { day: string } | { error: 'invalid' | 'outOfRange' } {
  const typed = text.trim();
  if (typed === '') return { day: '' };
  if (!isCalendarDay(typed)) return { error: 'invalid' };
  return typed < min || typed > max ? { error: 'outOfRange' } : { day: typed };
}
