import { DateTime } from 'luxon';

export const DAY_FORMAT = 'yyyy-MM-dd';

/**
 * What a typed day says: the day (YYYY-MM-DD) when it is one between `min` and `max`, '' when
 * nothing is typed, or why it is not taken (its key under `dates`).
 */
export function readDay(
  text: string,
  min: string,
  max: string,
): { day: string } | { error: 'invalid' | 'outOfRange' } {
  const typed = text.trim();
  if (typed === '') return { day: '' };
  const day = DateTime.fromFormat(typed, DAY_FORMAT);
  if (!day.isValid) return { error: 'invalid' };
  const iso = day.toFormat(DAY_FORMAT);
  return iso < min || iso > max ? { error: 'outOfRange' } : { day: iso };
}
