/**
 * Money is integer fen (¥1.00 = 100) everywhere: API, database, domain. No float ever holds an
 * amount; percentages go through exact integer division with one stated rounding rule:
 * HALF-UP, i.e. halves round away from zero (0.5 fen -> 1 fen, -0.5 fen -> -1 fen).
 */

function assertFen(x: number, what = 'amount'): void {
  if (!Number.isSafeInteger(x)) throw new RangeError(`${what} must be a safe integer of fen, got ${x}`);
}

/** Exact integer division rounded half-up (away from zero). */
export function divRound(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return neg ? -q : q;
}

function toNumber(b: bigint): number {
  const n = Number(b);
  assertFen(n, 'result');
  return n;
}

export function sumFen(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) {
    assertFen(a);
    total += a;
  }
  assertFen(total, 'sum');
  return total;
}

export function timesQty(unitFen: number, qty: number): number {
  assertFen(unitFen);
  assertFen(qty, 'quantity');
  return toNumber(BigInt(unitFen) * BigInt(qty));
}

/**
 * A percentage as basis points (hundredths of a percent). Rates are typed with at most two
 * decimals (12.5 %, 13 %), so scaling by 100 and rounding recovers the exact typed value.
 */
export function basisPoints(percent: number): bigint {
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be finite, got ${percent}`);
  return BigInt(Math.round(percent * 100));
}

/** amount x percent / 100, rounded half-up to the fen. */
export function percentOf(amountFen: number, percent: number): number {
  assertFen(amountFen);
  return toNumber(divRound(BigInt(amountFen) * basisPoints(percent), 10_000n));
}

const SPACES = /[\s\u00a0\u202f]/g;
const AMOUNT = /^(\d{0,12})(?:[.,](\d{1,2}))?$/;

/**
 * Reads what a person types ("12.5", "12,50", "¥1 234.5", "-3") into fen, string-based so that
 * "0.1" is exactly 10 fen. More than two decimals, both separators, or anything else gives null.
 */
export function parseYuan(text: string): number | null {
  let s = text.replace(SPACES, '').replace(/^[¥￥]|[¥￥]$|CNY$/gi, '');
  let sign = 1;
  if (s.startsWith('-')) {
    sign = -1;
    s = s.slice(1);
  }
  s = s.replace(/^[¥￥]/, '');
  const m = AMOUNT.exec(s);
  if (!m || (m[1] === '' && m[2] === undefined)) return null;
  const yuan = Number(m[1] || '0');
  const cents = Number((m[2] ?? '').padEnd(2, '0'));
  const fen = yuan * 100 + cents;
  return fen === 0 ? 0 : sign * fen;
}

/** The fr-FR group separator (narrow no-break space), fixed here so every ICU prints the same. */
export const GROUP_SEPARATOR = '\u202f';

/** "1 234,50": fr-FR digits with two decimals, built from the integer, not from Intl. */
export function formatAmount(fen: number): string {
  assertFen(fen);
  const neg = fen < 0;
  const abs = Math.abs(fen);
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  const cents = String(abs % 100).padStart(2, '0');
  return `${neg ? '-' : ''}${yuan},${cents}`;
}

/** "49 157": a count grouped as money is (fr-FR, narrow no-break space), in both languages. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const neg = n < 0;
  const [whole = '0', decimals] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  return `${neg ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** Numbers are said in thousands in English (million, billion) and in 万 (10⁴) and 亿 (10⁸) in Chinese. */
export const magnitudeBase = (lang: string): number => (lang.startsWith('zh') ? 10_000 : 1_000);

/**
 * An estimated count as people say it: two significant figures in powers of `base`, 1,000 in
 * English ("2,3" and power 2: "2,3 million") and 10,000 in Chinese ("230", power 1: "230 万").
 * Power 0 is a count below one `base` (2 000); the words of powers 1-3 are the locales'.
 */
export function roundedMagnitude(n: number, base: number): { value: string; power: number } {
  let v = Math.max(0, n);
  let power = 0;
  while (v >= base && power < 3) {
    v /= base;
    power++;
  }
  if (v === 0) return { value: '0', power };
  const step = 10 ** (Math.floor(Math.log10(v)) - 1);
  let r = Math.round(v / step) * step;
  if (r >= base && power < 3) {
    r /= base;
    power++;
  }
  // at most one decimal, without the float's noise (2.3000000000000003)
  return { value: formatCount(Number(r.toFixed(r < 10 && power > 0 ? 1 : 0))), power };
}

/** "1 234,50 ¥", with a no-break space before the sign as fr-FR currency formatting does. */
export function formatYuan(fen: number): string {
  return `${formatAmount(fen)}\u00a0¥`;
}

/** "1234.50": plain decimal yuan for CSV and machine reading (documents people read use formatYuan). */
export function toYuanString(fen: number): string {
  assertFen(fen);
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
