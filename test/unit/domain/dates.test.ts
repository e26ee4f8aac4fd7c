import { describe, expect, it } from 'vitest';
import {
  BUSINESS_ZONE,
  businessDate,
  combineDateTime,
  daysBetween,
  formatDateTime,
  formatDeliveryDate,
  isDateText,
  isIsoDate,
  isOnTimeStep,
  monthOf,
  relativeTime,
  roundToTimeStep,
  timeStepOptions,
} from '../../../domain/dates.ts';

describe('business dates in Asia/Shanghai', () => {
  it('names the zone', () => expect(BUSINESS_ZONE).toBe('Asia/Shanghai'));

  it.each([
    ['2025-03-18T15:59:59Z', '2025-03-18'],
    ['2025-03-18T16:00:00Z', '2025-03-19'], // midnight in Shanghai
    ['2025-12-31T17:00:00Z', '2026-01-01'],
  ])('%s is business date %s', (at, date) => {
    expect(businessDate(at)).toBe(date);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-3-1', false],
    ['', false],
  ])('isIsoDate(%j) = %s', (s, ok) => expect(isIsoDate(s)).toBe(ok));

  it.each([
    ['2025-03-18T01:05:00Z', '2025-03-18 09:05'],
    ['2025-03-18T15:59:59Z', '2025-03-18 23:59'],
    ['2025-03-18T16:00:00Z', '2025-03-19 00:00'],
    ['2025-03-18T09:30:00', '2025-03-18 09:30'], // no offset: a Shanghai wall clock
    ['2025-03-18T09:30:00-05:30', '2025-03-18 23:00'],
    ['2025-02-29T10:00:00Z', 'Invalid DateTime'],
    ['yesterday', 'Invalid DateTime'],
  ])('formats %s as %s (YYYY-MM-DD HH:mm in the business zone)', (at, out) => {
    expect(formatDateTime(at)).toBe(out);
  });

  it('formats a Date in the business zone whatever the machine zone', () => {
    expect(formatDateTime(new Date('2025-12-31T16:00:00Z'))).toBe('2026-01-01 00:00');
  });

  it('counts days between business dates', () => {
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
  });
});

describe("delivery date display 'ddd MM.DD'", () => {
  it.each([
    ['2025-03-17', 'en', 'Mon 03.17'],
    ['2025-03-17', 'zh', '周一 03.17'],
    ['2025-01-05', 'en', 'Sun 01.05'],
    ['2025-01-05', 'zh', '周日 01.05'],
  ] as const)('%s in %s is %s', (d, locale, out) => {
    expect(formatDeliveryDate(d, locale)).toBe(out);
  });
});

describe('relative time of the profile card', () => {
  const now = new Date('2025-03-18T12:00:00Z');
  it.each([
    ['2025-03-18T09:00:00Z', 'en', '3 hours ago'],
    ['2025-03-18T09:00:00Z', 'zh', '3小时前'],
    ['2025-03-16T12:00:00Z', 'en', '2 days ago'],
    ['2025-03-18T11:59:30Z', 'en', '30 seconds ago'],
    ['2025-03-18T12:00:30Z', 'en', 'in 30 seconds'],
    ['2024-03-18T12:00:00Z', 'en', '1 year ago'],
    ['2024-03-18T12:00:00Z', 'zh', '1年前'],
  ] as const)('%s from now in %s: %s', (at, locale, out) => {
    expect(relativeTime(at, now, locale)).toBe(out);
  });

  it.each([
    // month ends and leap days: a month from the 31st is the next month's last day (Shanghai calendar)
    ['2025-01-31T04:00:00Z', '2025-02-28T04:00:00Z', '1 month ago'],
    ['2025-01-31T04:00:00Z', '2025-02-28T03:59:59Z', '27 days ago'],
    ['2024-02-29T12:00:00Z', '2025-02-28T12:00:00Z', '1 year ago'],
    ['2024-02-29T12:00:00Z', '2025-02-28T11:59:59Z', '11 months ago'],
    ['2025-12-31T16:00:00Z', '2026-01-31T15:59:59Z', '30 days ago'],
  ])('%s seen at %s: %s', (at, seen, out) => {
    expect(relativeTime(at, new Date(seen), 'en')).toBe(out);
  });
});

describe('5-minute time steps', () => {
  it('offers 288 options from 00:00 to 23:55', () => {
    const opts = timeStepOptions();
    expect(opts).toHaveLength(288);
    expect(opts.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
    expect(opts.at(-1)).toBe('23:55');
  });

  it.each([
    ['2025-03-18T01:05:00.000Z', true],
    ['2025-03-18T01:07:00.000Z', false],
    ['2025-03-18T01:05:30.000Z', false],
  ])('isOnTimeStep(%s) = %s', (at, ok) => expect(isOnTimeStep(at)).toBe(ok));

  it.each([
    ['2025-03-18T01:07:29Z', '2025-03-18T01:05:00.000Z'],
    ['2025-03-18T01:07:30Z', '2025-03-18T01:10:00.000Z'],
    ['2025-03-18T01:58:00Z', '2025-03-18T02:00:00.000Z'],
  ])('roundToTimeStep(%s) = %s', (at, out) => expect(roundToTimeStep(at)).toBe(out));

  it('reads a typed date and time in the business zone', () => {
    expect(combineDateTime('2025-03-18', '09:05')).toBe('2025-03-18T01:05:00.000Z');
    expect(combineDateTime('2025-02-30', '09:05')).toBeNull();
  });

  it('the month of a day, first to last day (the analytics default range)', () => {
    expect(monthOf('2026-11-26')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthOf('2026-02-01')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthOf('2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
});

describe('isDateText', () => {
  it('reads days and instants, not days that do not exist nor other text', () => {
    for (const s of ['2026-02-28', '2026-11-30T13:00:00.000Z', '2026-11-30T21:00:00+08:00'])
      expect(isDateText(s), s).toBe(true);
    for (const s of ['2026-02-30', '2026-13-01', '1a', 'Invalid DateTime'])
      expect(isDateText(s), s).toBe(false);
  });
});
