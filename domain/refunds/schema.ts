import * as v from 'valibot';
import { type ClaimedOrder, refundNotPaid } from '../claims/schema.ts';
import { fen, int, MSG, storedId } from '../schemas/common.ts';
import { isoDate, missingKeyMessage, optionalEntries, optText, PAYMENT_METHODS } from '../schemas/shared.ts';
import { type ServiceCase, serviceCaseEntries } from '../service-cases/schema.ts';

export const REFUND_STATUSES = ['new', 'validated', 'refused', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_MSG = {
  selectValidOrder: 'refund.errors.selectValidOrder',
  noMoreThanActualAmount: 'refund.errors.noMoreThanActualAmount',
  tooManyVouchers: 'refund.errors.tooManyVouchers',
  voucherGiven: 'refund.errors.voucherGiven',
} as const;

/** The most vouchers one refund holds, however they come: named in its list or given for it one by one. */
export const MAX_REFUND_VOUCHERS = 20;

const refundEntries = {
  ...serviceCaseEntries(REFUND_MSG.selectValidOrder),
  actionETA: isoDate(),
  refundAmount: fen(1),
  paymentMethod: v.picklist(PAYMENT_METHODS, MSG.required),
  outTradeNo: optText(100),
  outRefundNo: optText(100),
  refundId: optText(100),
  comment: optText(2000),
  // lower-cased: compared with the vouchers' own ids (server/refunds/refs.ts keeps each once)
  refundVouchers: v.optional(
    v.pipe(v.array(storedId(), MSG.invalid), v.maxLength(MAX_REFUND_VOUCHERS, MSG.tooLong)),
    [],
  ),
};

/** POST /api/refunds: created with status new; the order then shows refund pending. */
export const RefundCreate = v.strictObject(
  refundEntries,
  missingKeyMessage({ order: REFUND_MSG.selectValidOrder }),
);
export type RefundCreate = v.InferOutput<typeof RefundCreate>;

/** PUT /api/refunds/{id} for field edits (the amount only while new: see service/refunds.ts). */
export const RefundUpdate = v.strictObject(optionalEntries(refundEntries));
export type RefundUpdate = v.InferOutput<typeof RefundUpdate>;

/**
 * PUT /api/refunds/{id} for a status move. `manual`: the caller confirmed "refund this order
 * manually" (alipay, or wechat with the payment info missing).
 */
export const RefundStatusUpdate = v.strictObject({
  status: v.picklist(REFUND_STATUSES, MSG.invalid),
  manual: v.optional(v.boolean(MSG.invalid)),
  version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
});
export type RefundStatusUpdate = v.InferOutput<typeof RefundStatusUpdate>;

/** The one body of PUT /api/refunds/{id}: field edits, or a status move (never both). */
export const RefundPut = v.strictObject({
  ...optionalEntries(refundEntries),
  status: v.optional(v.picklist(REFUND_STATUSES, MSG.invalid)),
  manual: v.optional(v.boolean(MSG.invalid)),
  version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
});
export type RefundPut = v.InferOutput<typeof RefundPut>;

/** A refund as the API answers it; amounts in fen. */
export interface Refund extends ServiceCase {
  refundNumber: number;
  resp: string;
  issue: string;
  refundAmount: number;
  paymentMethod: 'wechat' | 'alipay';
  outRefundNo: string;
  refundId: string;
  status: RefundStatus;
  paymentInfoMissing: boolean;
  refundVouchers: string[];
  orderPaymentStatus: string;
  orderActualAmount: number;
  /** community-manager and customer-hero: a refunded or refused refund this member has not opened */
  unread?: boolean;
}

/** 'Please select a valid Order', 'No more than actual amount', and a refund needs a paid order. */
export function refundOrderIssues(
  r: { refundAmount?: number },
  order: ClaimedOrder | null,
): Record<string, string> {
  if (!order) return { order: REFUND_MSG.selectValidOrder };
  const out: Record<string, string> = {};
  if (order.paymentStatus !== 'paid') out.order = refundNotPaid(order);
  if (r.refundAmount != null && r.refundAmount > order.actualAmount)
    out.refundAmount = REFUND_MSG.noMoreThanActualAmount;
  return out;
}
