import { businessDate } from '../dates.ts';
import type { ErrorCode } from '../errors.ts';
import type { OrderAddress, OrderView } from '../live-views.ts';
import { dailyLinesOf, linesDiffer } from './daily.ts';
import type { DailyLine } from './daily-schema.ts';
import { isOrderLocked, isRefundOwned } from './locking.ts';
import { vouchersDiffer } from './vouchers.ts';

export const ORDER_LOCKED_MSG = 'order.errors.locked';
export const REFUND_OWNED_MSG = 'order.errors.refundOwned';

/** What a body says beside the order's fields: the version it read and the status move it asks. */
const MOVE_KEYS = new Set(['version', 'paymentStatus', 'status']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const lower = (x: unknown) => (typeof x === 'string' ? x.toLowerCase() : x);

/** Lines as a set of `line:quantity`: a quantity 0 is no line, their order is no change. */
const lineSet = (ls: readonly { id: string; quantity: number }[] | null | undefined) =>
  (ls ?? [])
    .filter((l) => l.quantity > 0)
    .map((l) => `${l.id.toLowerCase()}:${l.quantity}`)
    .sort();
const heldLines = (ls: OrderView['packs']) =>
  lineSet(ls.map((l) => ({ id: l.lineId, quantity: l.quantity })));

const ADDRESS_TEXTS = ['detailedAddress', 'phone', 'contact', 'zipCode', 'comment'] as const;
/** An address as stored and as sent: a part not sent is empty, no area is null. */
function addressOf(a: Partial<OrderAddress> | null | undefined) {
  if (!a) return null;
  const texts = ADDRESS_TEXTS.map((k) => a[k] ?? '');
  return [a.type, a.city, lower(a.area ?? null), ...texts, a.needSave ?? false];
}

type WalkIn = { customerName: string; fapiaoInformation?: string } | null | undefined;
const walkInOf = (w: WalkIn) => (w ? [w.customerName, w.fapiaoInformation ?? ''] : null);

/**
 * Whether the value a body sends for a field is the one the order holds (a body's values passed its
 * schema, live's OrderUpdate or DailyOrderUpdate). A field without a rule here counts as a change.
 */
const HOLDS: Record<string, (o: OrderView, v: unknown) => boolean> = {
  customer: (o, v) => same(lower(v), lower(o.customer?.id)),
  customerDaily: (o, v) => same(walkInOf(v as WalkIn), walkInOf(o.customerDaily as WalkIn)),
  customerAddress: (o, v) => same(addressOf(v as Partial<OrderAddress> | null), addressOf(o.customerAddress)),
  groupNumber: (o, v) => same(v, o.groupNumber),
  comment: (o, v) => same(v, o.comment),
  packs: (o, v) => same(lineSet(v as { id: string; quantity: number }[]), heldLines(o.packs)),
  singleItems: (o, v) => same(lineSet(v as { id: string; quantity: number }[]), heldLines(o.singleItems)),
  lines: (o, v) => !linesDiffer(dailyLinesOf(o.singleItems), v as DailyLine[]),
  deliverySelection: (o, v) => same(v, o.deliverySelection),
  deliveryFee: (o, v) => same(v, o.deliveryFee),
  voucherSelection: (o, v) => same(v, o.voucherSelection),
  vouchers: (o, v) =>
    !vouchersDiffer(
      o.vouchers.map((x) => x.id),
      v as string[],
    ),
  paymentMethod: (o, v) => same(v, o.paymentMethod),
  fapiao: (o, v) => same(v, o.fapiao),
  fapiaoEmail: (o, v) => same(v, o.fapiaoEmail),
  // an edit never clears a tracking number: null keeps it
  deliveryTrackingID: (o, v) => v === null || same(v, o.deliveryTrackingID),
  deliveryDate: (o, v) => same(v, o.deliveryDate),
  orderDate: (o, v) => same(v, businessDate(o.orderDate)),
  community: (o, v) => same(lower(v), lower(o.community)),
  supplier: (o, v) => same(lower(v), lower(o.supplier?.id)),
  type: (o, v) => same(v, o.type),
  channel: (o, v) => same(v, o.channel),
};

/**
 * The fields a body asks to change on the order. A form or a grid may send the whole order with
 * a status move: a value it sends again is no change, and the version and the move are none.
 */
export function changedFields(o: OrderView, asked: object): string[] {
  return Object.entries(asked)
    .filter(([k, v]) => v !== undefined && !MOVE_KEYS.has(k) && !HOLDS[k]?.(o, v))
    .map(([k]) => k);
}

export interface LockedRefusal {
  code: ErrorCode;
  message: string;
  fields: Record<string, string>;
}

/**
 * Why an edit of a locked order is refused, naming each field it would change, or null when it
 * changes none. Locked orders are disabled for edit, whoever asks, admins too: only their status
 * moves (the payment machine says who may, domain/orders/payment-status.ts), and a move that
 * clears fields (a cancel) does so as its effect, not as an edit. An order under or after a
 * refund says so (409, it changes only through its refund); another locked order is a 403.
 */
export function lockedRefusal(o: OrderView, asked: object): LockedRefusal | null {
  if (!isOrderLocked(o)) return null;
  const changed = changedFields(o, asked);
  if (changed.length === 0) return null;
  const [code, message]: [ErrorCode, string] = isRefundOwned(o)
    ? ['conflict', REFUND_OWNED_MSG]
    : ['forbidden', ORDER_LOCKED_MSG];
  return { code, message, fields: Object.fromEntries(changed.map((k) => [k, message])) };
}
