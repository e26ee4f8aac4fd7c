/**
 * Which vouchers an order may use: amount not above the order total, not expired,
 * valid for the order's community, status validated. A voucher already used by this very order
 * still counts, so that re-pricing an edited order keeps it; its date was checked when the order
 * took it, so its passing since neither drops it (the amount asked would rise) nor blocks the
 * order's later edits (marking it paid).
 */
export interface VoucherLike {
  id: string;
  /** fen */
  amount: number;
  /** 'YYYY-MM-DD', valid through that whole day in the business zone */
  expirationDate: string;
  communities: readonly string[];
  status: 'pending' | 'validated' | 'declined' | 'used' | 'ccl';
  /** the order that used it */
  order?: string | null;
}

export interface VoucherScope {
  /** the order's total in fen (goods after discount plus delivery) */
  total: number;
  community: string;
  /** business date 'YYYY-MM-DD' */
  today: string;
  /** the order being edited, whose own used vouchers stay eligible */
  orderId?: string | null;
}

export const VOUCHER_NOT_ELIGIBLE_MSG = 'order.errors.voucherNotEligible';
export const VOUCHERS_EXCEED_TOTAL_MSG = 'order.errors.vouchersExceedTotal';

export function isVoucherEligible(v: VoucherLike, s: VoucherScope): boolean {
  const own = v.status === 'used' && !!s.orderId && v.order === s.orderId;
  const usable = v.status === 'validated' || own;
  const current = own || v.expirationDate >= s.today;
  return usable && current && v.amount <= s.total && v.communities.includes(s.community);
}

export function eligibleVouchers<V extends VoucherLike>(vouchers: readonly V[], s: VoucherScope): V[] {
  return vouchers.filter((v) => isVoucherEligible(v, s));
}

/**
 * voucherSelection auto: the vouchers that expire soonest first (then the larger first), each
 * taken only while the running sum stays within the total, so no voucher value is lost.
 */
export function autoSelectVouchers<V extends VoucherLike>(eligible: readonly V[], total: number): V[] {
  const sorted = [...eligible].sort(
    (a, b) =>
      a.expirationDate.localeCompare(b.expirationDate) || b.amount - a.amount || a.id.localeCompare(b.id),
  );
  const out: V[] = [];
  let sum = 0;
  for (const v of sorted) {
    if (sum + v.amount <= total) {
      out.push(v);
      sum += v.amount;
    }
  }
  return out;
}

/** voucherSelection manual: each chosen voucher eligible, and together not above the total. */
export function checkChosenVouchers(chosen: readonly VoucherLike[], s: VoucherScope): string | null {
  if (chosen.some((v) => !isVoucherEligible(v, s))) return VOUCHER_NOT_ELIGIBLE_MSG;
  if (
    vouchersAboveTotal(
      chosen.map((v) => v.amount),
      s.total,
    )
  )
    return VOUCHERS_EXCEED_TOTAL_MSG;
  return null;
}

/**
 * Whether an order's vouchers add up to more than its total: the value above it would be lost. A
 * change of the total the order's own edit does not make (a lottery discount given to it) must
 * not bring it there either, or every later edit of the order finds its vouchers no longer fit.
 */
export function vouchersAboveTotal(amounts: readonly number[], total: number): boolean {
  return amounts.reduce((a, n) => a + n, 0) > total;
}

export const VOUCHERS_PAID_MSG = 'order.errors.vouchersPaid';

/**
 * A paid order keeps the vouchers its payment used: the amount the customer paid was asked with
 * them off. Dropping one would give it back for another order (one voucher, two discounts) and
 * store an amount nobody paid; taking one would spend it on an order already paid in full. Only
 * cancelling the order gives them back (its payment move). Pending orders change them freely.
 */
export function vouchersFixed(o: { paymentStatus: string }): boolean {
  return o.paymentStatus === 'paid';
}

/** Whether the vouchers asked (undefined: not asked) differ from the order's, in any order. */
export function vouchersDiffer(current: readonly string[], asked: readonly string[] | undefined): boolean {
  if (asked === undefined) return false;
  const norm = (ids: readonly string[]) => [...new Set(ids.map((x) => x.toLowerCase()))].sort().join();
  return norm(current) !== norm(asked);
}
