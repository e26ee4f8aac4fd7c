/**
 * Instants as people read them, in the business zone, written on the platform's Intl rather than
 * luxon: the profile card, the landing page, shows them, and luxon would be a fifth of every
 * sign-in's download. domain/dates.ts re-exports them for everything else, so they are written
 * once; test/unit/domain/instants.test.ts holds them to what luxon answers.
 */
export const BUSINESS_ZONE = 'Asia/Shanghai';
export type Locale = 'en' | 'zh';
export const INTL_LOCALE: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };

interface Wall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  ms: number;
}

const WALL = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The business-zone wall clock at an instant. */
function wallOf(t: number): Wall {
  const p: Record<string, number> = {};
  for (const { type, value } of WALL.formatToParts(t)) if (type !== 'literal') p[type] = Number(value);
  return {
    y: p.year!,
    mo: p.month!,
    d: p.day!,
    h: p.hour!,
    mi: p.minute!,
    s: p.second!,
    ms: ((t % 1000) + 1000) % 1000,
  };
}

const asUtc = (w: Wall) => Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s, w.ms);

/** The instant a business-zone wall clock shows (a second pass settles an offset change). */
function instantOf(w: Wall): number {
  const local = asUtc(w);
  const guess = local - (asUtc(wallOf(local)) - local);
  return local - (asUtc(wallOf(guess)) - guess);
}

const daysIn = (y: number, mo: number) => new Date(Date.UTC(y, mo, 0)).getUTCDate();

const ISO =
  /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d)(?::?(\d\d)(?::?(\d\d)(?:[.,](\d+))?)?)?)?(Z|[+-]\d\d(?::?\d\d)?)?$/i;

/** An ISO instant; without an offset it is a business-zone wall clock (as luxon reads it). NaN if invalid. */
function parse(x: string | Date): number {
  if (x instanceof Date) return x.getTime();
  const m = ISO.exec(x);
  if (!m) return Number.NaN;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59) return Number.NaN;
  const w: Wall = { y, mo, d, h, mi, s, ms };
  const zone = m[8];
  if (!zone) return instantOf(w);
  if (zone.toUpperCase() === 'Z') return asUtc(w);
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0);
  return asUtc(w) - sign * minutes * 60_000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm' in the business zone. */
export function formatDateTime(at: string | Date): string {
  const t = parse(at);
  if (Number.isNaN(t)) return 'Invalid DateTime';
  const w = wallOf(t);
  return `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)} ${pad(w.h)}:${pad(w.mi)}`;
}

/** The instant n months after t on the business-zone calendar (the 31st becomes the month's last day). */
function addMonths(t: number, n: number): number {
  const w = wallOf(t);
  const months = w.y * 12 + (w.mo - 1) + n;
  const y = Math.floor(months / 12);
  const mo = (months % 12) + 1;
  return instantOf({ ...w, y, mo, d: Math.min(w.d, daysIn(y, mo)) });
}

/** Whole calendar months from `earlier` to `later` (earlier ≤ later). */
function wholeMonths(earlier: number, later: number): number {
  const a = wallOf(earlier);
  const b = wallOf(later);
  let n = (b.y - a.y) * 12 + (b.mo - a.mo);
  while (n > 0 && addMonths(earlier, n) > later) n--;
  return n;
}

const UNIT_MS = { days: 86_400_000, hours: 3_600_000, minutes: 60_000, seconds: 1000 } as const;

/**
 * The profile card's "updated 3 hours ago" / "3 小时前": the largest unit with at least one whole
 * (years and months on the business-zone calendar, days and shorter by elapsed time).
 */
export function relativeTime(at: string | Date, now: Date, locale: Locale): string {
  const end = parse(at);
  if (Number.isNaN(end)) return formatDateTime(at);
  const start = now.getTime();
  const past = end < start;
  const [earlier, later] = past ? [end, start] : [start, end];
  const rtf = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'always' });
  const say = (n: number, unit: Intl.RelativeTimeFormatUnit) => rtf.format(past ? -n : n, unit);
  const months = wholeMonths(earlier, later);
  if (months >= 12) return say(Math.floor(months / 12), 'years');
  if (months >= 1) return say(months, 'months');
  for (const unit of ['days', 'hours', 'minutes', 'seconds'] as const) {
    const n = Math.trunc((later - earlier) / UNIT_MS[unit]);
    if (n >= 1) return say(n, unit);
  }
  // under a second: "0 seconds ago", or "in 0 seconds" for an instant not yet reached
  return rtf.format(past ? -0 : 0, 'seconds');
}
