import * as v from 'valibot';
import { email, fen, id, int, MSG, storedId } from '../schemas/common.ts';
import {
  ADDRESS_CITIES,
  isoDate,
  optId,
  optionalEntries,
  optText,
  PAYMENT_METHODS,
  pathItem,
} from '../schemas/shared.ts';
import { optTrackingId } from './tracking-id.ts';

export const ORDER_TYPES = ['service', 'direct_sale', 'daily', 'normal'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_CHANNELS = ['wechat_group', 'miniprogram', 'daily'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'ccl', 'refunding', 'rfd'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const TRACKING_STATUSES = ['process', 'prepared', 'on_the_way', 'delayed', 'delivered'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];
export const SELECTIONS = ['manual', 'auto'] as const;
export const ORDER_ADDRESS_TYPES = ['home', 'temporary'] as const;

export const ORDER_MSG = {
  needCustomer: 'order.errors.needCustomer',
  needLine: 'order.errors.needLine',
  duplicateLine: 'order.errors.duplicateLine',
} as const;

/** One order line: a pack or add-on of the offer (its id in the offer) and a quantity; 0 removes it. */
export const OrderLine = v.strictObject({ id: id(), quantity: int(0, 100_000) });
export type OrderLine = v.InferOutput<typeof OrderLine>;

/**
 * A live order's delivery address. The grid saves each part as it is typed (docs/live-page.md), so
 * a part may still be missing: no area yet, or an area and no street; the order keeps what it has.
 */
export const OrderAddress = v.strictObject({
  type: v.picklist(ORDER_ADDRESS_TYPES, MSG.required),
  city: v.picklist(ADDRESS_CITIES, MSG.required),
  /** the last id of the area cascader's path; null until chosen */
  area: v.optional(v.nullable(storedId()), null),
  detailedAddress: v.optional(v.pipe(v.string(MSG.invalid), v.trim(), v.maxLength(500, MSG.tooLong)), ''),
  phone: optText(40),
  contact: optText(120),
  zipCode: optText(20),
  comment: optText(1000),
  /** save this address on the customer (ctrl+y) */
  needSave: v.optional(v.boolean(MSG.invalid), false),
});
export type OrderAddress = v.InferOutput<typeof OrderAddress>;

export const CustomerDaily = v.strictObject({
  customerName: v.pipe(v.string(MSG.required), v.trim(), v.maxLength(120, MSG.tooLong)),
  fapiaoInformation: optText(2000),
});

const lines = () => v.optional(v.pipe(v.array(OrderLine, MSG.invalid), v.maxLength(200, MSG.tooLong)), []);

const orderEntries = {
  offer: id(),
  channel: v.picklist(['wechat_group', 'miniprogram'] as const, MSG.required),
  customer: optId(),
  customerDaily: v.optional(v.nullable(CustomerDaily), null),
  groupNumber: v.optional(v.nullable(int(1, 1_000_000)), null),
  comment: optText(2000),
  packs: lines(),
  singleItems: lines(),
  deliverySelection: v.optional(v.picklist(SELECTIONS, MSG.invalid), 'auto'),
  /** used when deliverySelection is manual; the server computes it when auto */
  deliveryFee: v.optional(fen(0), 0),
  deliveryDate: v.optional(v.nullable(isoDate()), null),
  deliveryTrackingID: optTrackingId(),
  customerAddress: v.optional(v.nullable(OrderAddress), null),
  paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, MSG.invalid), 'wechat'),
  voucherSelection: v.optional(v.picklist(SELECTIONS, MSG.invalid), 'auto'),
  vouchers: v.optional(v.pipe(v.array(id(), MSG.invalid), v.maxLength(20, MSG.tooLong)), []),
  fapiao: v.optional(v.boolean(MSG.invalid), false),
  fapiaoEmail: v.optional(v.union([v.literal(''), email()], MSG.invalidEmail), ''),
  /** defaults to today (business zone) on the server */
  orderDate: v.optional(isoDate()),
};

/** Lines that count: quantity 0 removes a line. */
export function activeLines(ls: readonly OrderLine[]): OrderLine[] {
  return ls.filter((l) => l.quantity > 0);
}

type LinesAndCustomer = {
  customer?: string | null;
  customerDaily?: { customerName: string } | null;
  packs?: readonly OrderLine[];
  singleItems?: readonly OrderLine[];
};

/** 'Need a customer' without a customer or a walk-in name; 'Need at least a pack or an add-on' without lines. */
export function entryIssue(
  o: LinesAndCustomer,
): typeof ORDER_MSG.needCustomer | typeof ORDER_MSG.needLine | null {
  if (!o.customer && !o.customerDaily?.customerName?.trim()) return ORDER_MSG.needCustomer;
  if (activeLines(o.packs ?? []).length + activeLines(o.singleItems ?? []).length === 0)
    return ORDER_MSG.needLine;
  return null;
}

function checkLines<T extends LinesAndCustomer>(requireEntry: boolean) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const o = dataset.value;
    const issue = requireEntry ? entryIssue(o) : null;
    if (issue)
      addIssue({
        message: issue,
        path: [pathItem(o, issue === ORDER_MSG.needCustomer ? 'customer' : 'packs', undefined)],
      });
    for (const k of ['packs', 'singleItems'] as const) {
      const ids = (o[k] ?? []).map((l) => l.id);
      if (new Set(ids).size !== ids.length)
        addIssue({ message: ORDER_MSG.duplicateLine, path: [pathItem(o, k, o[k])] });
    }
  });
}

const OrderCreateObject = v.strictObject(orderEntries);
/** POST /api/orders from the live grid's entry row. Prices and totals are the server's. */
export const OrderCreate = v.pipe(
  OrderCreateObject,
  checkLines<v.InferOutput<typeof OrderCreateObject>>(true),
);
export type OrderCreate = v.InferOutput<typeof OrderCreate>;

const { offer: _offer, channel: _channel, ...editable } = orderEntries;
const OrderUpdateObject = v.strictObject({
  ...optionalEntries(editable),
  /** the version the edit was made on; a stale one is a 409 */
  version: int(0, Number.MAX_SAFE_INTEGER),
  /** a payment-status target: 'paid', 'ccl' (cancel); refunds go through the refund form */
  paymentStatus: v.optional(v.picklist(PAYMENT_STATUSES, MSG.invalid)),
  /** 'discontinued' is the row's cancel icon */
  status: v.optional(v.picklist(['available', 'discontinued'] as const, MSG.invalid)),
});
/** PUT /api/orders/{id}: any subset of the fields, plus the version. */
export const OrderUpdate = v.pipe(
  OrderUpdateObject,
  checkLines<v.InferOutput<typeof OrderUpdateObject>>(false),
);
export type OrderUpdate = v.InferOutput<typeof OrderUpdate>;

/** PUT /api/orders/{id}/tracking */
export const OrderTrackingUpdate = v.strictObject({
  version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
  trackingStatus: v.optional(v.picklist(TRACKING_STATUSES, MSG.invalid)),
  deliveryTrackingID: v.optional(optTrackingId()),
  deliveryDate: v.optional(v.nullable(isoDate())),
});
export type OrderTrackingUpdate = v.InferOutput<typeof OrderTrackingUpdate>;
