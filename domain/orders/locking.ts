import type { PaymentStatus } from './schema.ts';

/** What the order rules look at: its payment status and its record status. */
export interface OrderState {
  paymentStatus: PaymentStatus;
  status: 'available' | 'discontinued';
}

/**
 * Locked (docs/orders.md, "Payment states"): payment status other than pending or paid (ccl,
 * refunding, rfd), or status discontinued. Locked orders are not editable; only admin and
 * super-admin change their status.
 */
export function isOrderLocked(o: OrderState): boolean {
  return (o.paymentStatus !== 'pending' && o.paymentStatus !== 'paid') || o.status === 'discontinued';
}

/**
 * An order under or after a refund belongs to it: no edit, no repricing, whoever asks, so its
 * amounts stay the ones the refund was checked against (refunding and rfd are final
 * for the order's own edits).
 */
export function isRefundOwned(o: OrderState): boolean {
  return o.paymentStatus === 'refunding' || o.paymentStatus === 'rfd';
}

/**
 * An order whose amounts are what its customer paid: paid, or cancelled after paying (ccl, its
 * money to be given back). Nothing but an edit of its lines moves them (docs/orders.md, "A paid
 * amount does not move"): a lottery gift won or lost after payment is refused, its fee stays.
 */
export function isAmountPaid(o: Pick<OrderState, 'paymentStatus'>): boolean {
  return o.paymentStatus === 'paid' || o.paymentStatus === 'ccl';
}

/**
 * Whether an edit writes back the order's stored amounts instead of pricing them again: a paid
 * order that is or becomes cancelled after paying (ccl). Its cancel gives its vouchers back to the
 * customer, yet what he paid with them off stays its amount, the money to be given back (priced
 * again, it rose by the vouchers given back).
 */
export function keepsPaidAmounts(
  cur: Pick<OrderState, 'paymentStatus'>,
  next: Pick<OrderState, 'paymentStatus'>,
): boolean {
  return isAmountPaid(cur) && next.paymentStatus === 'ccl';
}

export const FEE_PAID_MSG = 'order.errors.feePaid';

/**
 * The delivery fields an edit would change on an order whose amount is paid, each named with
 * FEE_PAID_MSG (empty when none): its fee is the one it was paid with. The same value sent again
 * (a form sends what it shows) is no change.
 */
export function paidFeeChanges(
  o: Pick<OrderState, 'paymentStatus'> & { deliveryFee: number; deliverySelection: string },
  asked: { deliveryFee?: number | null; deliverySelection?: string | null },
): Record<string, string> {
  if (!isAmountPaid(o)) return {};
  const changed = (['deliveryFee', 'deliverySelection'] as const).filter(
    (k) => asked[k] != null && asked[k] !== o[k],
  );
  return Object.fromEntries(changed.map((k) => [k, FEE_PAID_MSG]));
}

export const OFFER_DISCONTINUED_EDIT_MSG = 'order.errors.offerDiscontinuedEdit';

/**
 * An offer discontinued (withdrawn from sale) takes no more orders, and its pending orders no more
 * edits, whoever asks and on every path (live grid, lists' cells, tracking): their lines, customer,
 * fee, vouchers, comment and payment stay as they were, and the only move left is the cancel.
 * A paid order of the offer is still delivered and settled; making the offer available again
 * gives its pending orders their edits back.
 */
export function isFrozenByOffer(o: OrderState, offerStatus: 'available' | 'discontinued' | null): boolean {
  return offerStatus === 'discontinued' && o.paymentStatus === 'pending' && o.status === 'available';
}

/** A discontinued order with pending payment disappears from the live grid. */
export function isHiddenFromLiveGrid(o: OrderState): boolean {
  return o.status === 'discontinued' && o.paymentStatus === 'pending';
}

/** A daily order's product section is editable only while payment is pending. */
export function dailyLinesEditable(o: OrderState): boolean {
  return o.paymentStatus === 'pending' && o.status === 'available';
}

/**
 * The payment status a list shows and its tabs file the order under. Cancelling a pending order
 * keeps paymentStatus pending and sets status discontinued, yet the order is cancelled:
 * it shows and files as ccl ("Cancelled"), never among the orders still to be paid. The stored
 * value is untouched; the `paymentState` list filter is this rule in SQL (server/orders/list.ts).
 */
export function shownPaymentStatus(o: OrderState): PaymentStatus {
  return o.paymentStatus === 'pending' && o.status === 'discontinued' ? 'ccl' : o.paymentStatus;
}

export const MINIPROGRAM_READ_ONLY_MSG = 'order.errors.miniprogramReadOnly';

/**
 * Mini-programme orders are placed by customers in the mini programme, and the console shows them
 * read-only: it never keys one, and of one it changes only what staff own, its payment moves, its
 * comment and its shipping (tracking number and date), never what the customer ordered.
 */
export const keyedInConsole = (channel: string): boolean => channel !== 'miniprogram';

const MINIPROGRAM_EDITABLE = new Set([
  'version',
  'paymentStatus',
  'status',
  'comment',
  'deliveryTrackingID',
  'deliveryDate',
]);

/** The fields an edit asks to change on a mini-programme order, each named with the message. */
export function miniprogramChanges(o: { channel: string }, asked: object): Record<string, string> {
  if (keyedInConsole(o.channel)) return {};
  const refused = Object.entries(asked).filter(([k, v]) => v !== undefined && !MINIPROGRAM_EDITABLE.has(k));
  return Object.fromEntries(refused.map(([k]) => [k, MINIPROGRAM_READ_ONLY_MSG]));
}
