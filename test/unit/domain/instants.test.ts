import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ZONE, formatDateTime, type Locale, relativeTime } from '../../../domain/instants.ts';

/**
 * domain/instants.ts formats without luxon (it is on the landing page); luxon is what the rest of
 * domain/ computes dates with, so it is the reference here, read in the business zone.
 */
const MIN = Date.UTC(2000, 0, 1);
const MAX = Date.UTC(2099, 11, 31);
const instant = fc.integer({ min: MIN, max: MAX });
const locale = fc.constantFrom<Locale>('en', 'zh');
const LUXON_LOCALE = { en: 'en', zh: 'zh-CN' } as const;

const luxonRelative = (at: string, now: Date, lang: Locale) =>
  DateTime.fromISO(at, { zone: BUSINESS_ZONE }).toRelative({
    base: DateTime.fromJSDate(now).setZone(BUSINESS_ZONE),
    locale: LUXON_LOCALE[lang],
  });

describe('formatDateTime without luxon', () => {
  it('writes any instant as luxon does, from a Date or an ISO string with or without an offset', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom('Z', '+08:00', '-05:30', '+0100', ''), (t, offset) => {
        const utc = new Date(t);
        expect(formatDateTime(utc)).toBe(
          DateTime.fromJSDate(utc).setZone(BUSINESS_ZONE).toFormat('yyyy-MM-dd HH:mm'),
        );
        const iso = DateTime.fromMillis(t, { zone: 'utc' }).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS") + offset;
        expect(formatDateTime(iso)).toBe(
          DateTime.fromISO(iso, { zone: BUSINESS_ZONE }).setZone(BUSINESS_ZONE).toFormat('yyyy-MM-dd HH:mm'),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['2025-03-18T15:59:59Z', '2025-03-18 23:59'],
    ['2025-03-18T16:00:00Z', '2025-03-19 00:00'],
    ['2025-03-18T09:30:00', '2025-03-18 09:30'], // no offset: a Shanghai wall clock
    ['2025-02-29T10:00:00Z', 'Invalid DateTime'],
    ['yesterday', 'Invalid DateTime'],
  ])('%s is %s', (at, out) => expect(formatDateTime(at)).toBe(out));
});

describe('relativeTime without luxon', () => {
  it('says what luxon says, for instants apart by seconds to decades, past and future', () => {
    const gap = fc.oneof(
      fc.integer({ min: -120_000, max: 120_000 }),
      fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }),
      fc.integer({ min: -400 * 86_400_000, max: 400 * 86_400_000 }),
      fc.integer({ min: -40 * 365 * 86_400_000, max: 40 * 365 * 86_400_000 }),
    );
    fc.assert(
      fc.property(instant, gap, locale, (t, d, lang) => {
        const now = new Date(t);
        const at = new Date(Math.min(MAX, Math.max(MIN, t + d))).toISOString();
        expect(relativeTime(at, now, lang)).toBe(luxonRelative(at, now, lang));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    // month ends and leap days, where calendar months and elapsed days part
    ['2025-01-31T04:00:00Z', '2025-02-28T04:00:00Z'],
    ['2025-01-31T04:00:00Z', '2025-03-01T03:59:59Z'],
    ['2024-02-29T12:00:00Z', '2025-02-28T12:00:00Z'],
    ['2024-02-29T12:00:00Z', '2025-02-28T11:59:59Z'],
    ['2025-03-18T12:00:00Z', '2025-03-18T12:00:00.500Z'],
    ['2025-03-18T12:00:00.500Z', '2025-03-18T12:00:00Z'],
    ['2025-12-31T16:00:00Z', '2026-01-31T15:59:59Z'],
  ])('%s seen at %s', (at, now) => {
    for (const lang of ['en', 'zh'] as const)
      expect(relativeTime(at, new Date(now), lang)).toBe(luxonRelative(at, new Date(now), lang));
  });
});
