import * as v from 'valibot';
import { CLAIM_MSG, type ClaimedOrder, serviceCaseEntries } from './claim.ts';
import { fen, id, MSG } from './common.ts';
import { isoDate, missingKeyMessage, optionalEntries, optText, PAYMENT_METHODS } from './shared.ts';

export const REFUND_STATUSES = ['new', 'validated', 'refused', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_MSG = {
  selectValidOrder: 'refund.errors.selectValidOrder',
  noMoreThanActualAmount: 'refund.errors.noMoreThanActualAmount',
} as const;

const refundEntries = {
  ...serviceCaseEntries(REFUND_MSG.selectValidOrder),
  actionETA: isoDate(),
  refundAmount: fen(1),
  paymentMethod: v.picklist(PAYMENT_METHODS, MSG.required),
  outTradeNo: optText(100),
  outRefundNo: optText(100),
  refundId: optText(100),
  comment: optText(2000),
  refundVouchers: v.optional(v.pipe(v.array(id(), MSG.invalid), v.maxLength(20, MSG.tooLong)), []),
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

/** PUT /api/refunds/{id} for a status move. */
export const RefundStatusUpdate = v.strictObject({ status: v.picklist(REFUND_STATUSES, MSG.invalid) });
export type RefundStatusUpdate = v.InferOutput<typeof RefundStatusUpdate>;

/** 'Please select a valid Order', 'No more than actual amount', and a refund needs a paid order. */
export function refundOrderIssues(
  r: { refundAmount?: number },
  order: ClaimedOrder | null,
): Record<string, string> {
  if (!order) return { order: REFUND_MSG.selectValidOrder };
  const out: Record<string, string> = {};
  if (order.paymentStatus !== 'paid') out.order = CLAIM_MSG.refundNotPaid;
  if (r.refundAmount != null && r.refundAmount > order.actualAmount)
    out.refundAmount = REFUND_MSG.noMoreThanActualAmount;
  return out;
}
