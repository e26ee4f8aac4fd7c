import { DateTime } from 'luxon';

/**
 * The business runs in China: a "day" (delivery date, order date, voucher expiry, today) is a day
 * in Asia/Shanghai whatever the browser's or the server's zone. Instants travel as ISO UTC.
 * Every date the console reads or writes goes through luxon, here (docs/domain.md, "Dates").
 */
export const BUSINESS_ZONE = 'Asia/Shanghai';
export const TIME_STEP_MINUTES = 5;
export type Locale = 'en' | 'zh';
const LUXON_LOCALE: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };

function instant(x: string | Date): DateTime {
  return typeof x === 'string' ? DateTime.fromISO(x, { zone: BUSINESS_ZONE }) : DateTime.fromJSDate(x);
}

/**
 * The calendar days the business deals in: order, delivery, expiry and filter dates outside this
 * range are typing mistakes (0000-01-01, 9999-12-31), refused as invalid dates.
 */
export const DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

/**
 * A UTC offset a clock has (UTC−12 to UTC+14), as a pattern's source, its colon required or not:
 * PostgreSQL refuses one past ±15:59 with an error, so a value that reaches it must not carry one.
 */
export const utcOffset = (colon: ':' | ':?') => `[+-](?:0\\d|1[0-4])${colon}[0-5]\\d`;

/** A strict calendar date 'YYYY-MM-DD' that exists (no 2024-02-30), whatever its year. */
export function isCalendarDay(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && DateTime.fromISO(s, { zone: BUSINESS_ZONE }).isValid;
}

/** A strict calendar date 'YYYY-MM-DD' that exists (no 2024-02-30), within DATE_RANGE. */
export function isIsoDate(s: string): boolean {
  return s >= DATE_RANGE.min && s <= DATE_RANGE.max && isCalendarDay(s);
}

/** The business-zone calendar date of an instant, 'YYYY-MM-DD'. */
export function businessDate(at: string | Date): string {
  return instant(at).setZone(BUSINESS_ZONE).toFormat('yyyy-MM-dd');
}

/** The instant a business-zone calendar day starts ('YYYY-MM-DD' → midnight in Shanghai). */
export function businessDayStart(date: string): Date {
  return DateTime.fromISO(date, { zone: BUSINESS_ZONE }).startOf('day').toJSDate();
}

export function todayBusiness(now: Date = new Date()): string {
  return businessDate(now);
}

/** The month of a day: its first and last day (the general analytics' default range is today's). */
export function monthOf(day: string): { start: string; end: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** Delivery date display 'ddd MM.DD': 'Mon 03.18' in English, '周一 03.18' in Chinese. */
export function formatDeliveryDate(date: string, locale: Locale): string {
  return DateTime.fromISO(date, { zone: BUSINESS_ZONE, locale: LUXON_LOCALE[locale] }).toFormat('ccc MM.dd');
}

/** Whether a text reads as a day or an instant (ISO): what formatDate and formatDateTime can show. */
export function isDateText(s: string): boolean {
  return instant(s).isValid;
}

/** 'YYYY-MM-DD' of an instant, for lists and exports. */
export function formatDate(at: string | Date): string {
  return businessDate(at);
}

/** 'YYYY-MM-DD HH:mm' in the business zone. */
export function formatDateTime(at: string | Date): string {
  return instant(at).setZone(BUSINESS_ZONE).toFormat('yyyy-MM-dd HH:mm');
}

/**
 * The profile card's "updated 3 hours ago" / "3 小时前": the largest unit with at least one whole
 * (years and months on the business-zone calendar).
 */
export function relativeTime(at: string | Date, now: Date, locale: Locale): string {
  return (
    instant(at)
      .setZone(BUSINESS_ZONE)
      .toRelative({
        base: DateTime.fromJSDate(now).setZone(BUSINESS_ZONE),
        locale: LUXON_LOCALE[locale],
      }) ?? formatDateTime(at)
  );
}

/** A date and a wall-clock time typed in the form, read in the business zone, as ISO UTC. */
export function combineDateTime(date: string, time: string): string | null {
  const dt = DateTime.fromISO(`${date}T${time}`, { zone: BUSINESS_ZONE });
  return dt.isValid ? dt.toUTC().toISO() : null;
}

/** The time picker's step: whole minutes divisible by 5, no seconds. */
export function isOnTimeStep(at: string | Date): boolean {
  const dt = instant(at);
  return dt.isValid && dt.minute % TIME_STEP_MINUTES === 0 && dt.second === 0 && dt.millisecond === 0;
}

/** Rounds to the nearest 5-minute step (halves go up). Shanghai's offset is whole hours, so epoch steps are wall steps. */
export function roundToTimeStep(at: string | Date): string {
  const step = TIME_STEP_MINUTES * 60_000;
  const ms = instant(at).toMillis();
  const rest = ((ms % step) + step) % step;
  return DateTime.fromMillis(ms - rest + (rest * 2 >= step ? step : 0), { zone: 'utc' }).toISO()!;
}

/** Every option of the 5-minute time picker: '00:00', '00:05', … '23:55'. */
export function timeStepOptions(): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += TIME_STEP_MINUTES) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** Whole days from `from` to `to` (business dates), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = DateTime.fromISO(from, { zone: BUSINESS_ZONE });
  const b = DateTime.fromISO(to, { zone: BUSINESS_ZONE });
  return Math.round(b.diff(a, 'days').days);
}

/** Milliseconds between two instants. */
export function msBetween(from: string | Date, to: string | Date): number {
  return instant(to).toMillis() - instant(from).toMillis();
}
