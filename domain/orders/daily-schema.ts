import * as v from 'valibot';
import { CUSTOMER_ADDRESS_TYPES } from '../customers/schema.ts';
import { email, fen, id, int, MAX_LINE_FEN, MSG, requiredText, storedId } from '../schemas/common.ts';
import {
  ADDRESS_CITIES,
  isoDate,
  optId,
  optionalEntries,
  optText,
  PAYMENT_METHODS,
  WEIGHT_TYPES,
} from '../schemas/shared.ts';
import { ORDER_MSG, PAYMENT_STATUSES } from './schema.ts';

/**
 * A daily order's product line: the unit, an integer quantity and the retail price are required.
 * Its value is bounded (MAX_LINE_FEN, reported on quantity) so that the order's totals stay exact.
 */
export const DailyLine = v.pipe(
  v.strictObject({
    product: id(),
    weightType: v.picklist(WEIGHT_TYPES, MSG.required),
    weight: v.optional(int(0, 10_000_000), 0),
    quantity: int(1, 100_000),
    /** retail unit price, fen */
    price: fen(0),
  }),
  v.forward(
    v.partialCheck([['quantity'], ['price']], (l) => l.quantity * l.price <= MAX_LINE_FEN, MSG.max),
    ['quantity'],
  ),
);
export type DailyLine = v.InferOutput<typeof DailyLine>;

export const DailyAddress = v.strictObject({
  type: v.picklist(CUSTOMER_ADDRESS_TYPES, MSG.required),
  city: v.picklist(ADDRESS_CITIES, MSG.required),
  area: storedId(),
  detailedAddress: requiredText(500),
  phone: requiredText(40),
  contact: optText(120),
  zipCode: optText(20),
  comment: optText(1000),
});

const dailyEntries = {
  type: v.optional(v.literal('daily', MSG.invalid), 'daily'),
  channel: v.optional(v.literal('daily', MSG.invalid), 'daily'),
  /** a known customer, or null for a walk-in (the user may then create one) */
  customer: optId(),
  customerDaily: v.strictObject({ customerName: requiredText(120), fapiaoInformation: optText(2000) }),
  customerAddress: DailyAddress,
  community: id(),
  supplier: id(),
  deliveryFee: fen(0),
  deliveryDate: isoDate(),
  /** defaults to today (business zone) */
  orderDate: v.optional(isoDate()),
  paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, MSG.invalid), 'wechat'),
  fapiao: v.optional(v.boolean(MSG.invalid), false),
  fapiaoEmail: v.optional(v.union([v.literal(''), email()], MSG.invalidEmail), ''),
  comment: optText(2000),
  lines: v.pipe(
    v.array(DailyLine, MSG.required),
    v.minLength(1, ORDER_MSG.needLine),
    v.maxLength(200, MSG.tooLong),
  ),
  vouchers: v.optional(v.pipe(v.array(id(), MSG.invalid), v.maxLength(20, MSG.tooLong)), []),
};

/** POST /api/orders for a daily (walk-in, direct-sale) order. */
export const DailyOrderCreate = v.strictObject(dailyEntries);
export type DailyOrderCreate = v.InferOutput<typeof DailyOrderCreate>;

/** PUT /api/orders/{id} for a daily order; lines change only while payment is pending (orders/locking.ts). */
export const DailyOrderUpdate = v.strictObject({
  ...optionalEntries(dailyEntries),
  version: int(0, Number.MAX_SAFE_INTEGER),
  /** a payment-status move, as on the live orders (domain/orders/payment-status.ts) */
  paymentStatus: v.optional(v.picklist(PAYMENT_STATUSES, MSG.invalid)),
  /** 'discontinued' cancels the order */
  status: v.optional(v.picklist(['available', 'discontinued'] as const, MSG.invalid)),
});
export type DailyOrderUpdate = v.InferOutput<typeof DailyOrderUpdate>;
