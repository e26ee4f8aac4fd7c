import type { Claim } from '../../../domain/claims/schema.ts';
import type { Refund } from '../../../domain/refunds/schema.ts';
import { caseValues, EMPTY_CASE, type ServiceCaseValues } from '../service/case-values.ts';

/** The refund form's values: the case's, and the payment provider's references. */
export interface RefundValues extends ServiceCaseValues {
  outRefundNo: string;
  refundId: string;
}

export const EMPTY_REFUND: RefundValues = { ...EMPTY_CASE, outRefundNo: '', refundId: '' };

export function fromRefund(r: Refund | undefined | null): RefundValues {
  if (!r) return EMPTY_REFUND;
  return {
    ...caseValues(r),
    refundAmount: r.refundAmount,
    paymentMethod: r.paymentMethod,
    outRefundNo: r.outRefundNo,
    refundId: r.refundId,
  };
}

/** What a claim with action refund already says about the refund (the claim → refund path). */
export function fromClaim(c: Claim): Partial<RefundValues> {
  return {
    resp: c.resp,
    issue: c.issue === 'product_damaged' ? 'product_default' : c.issue,
    issueDetail: c.issueDetail,
    actionETA: c.actionETA,
    ...(c.refundAmount != null ? { refundAmount: c.refundAmount } : {}),
    ...(c.paymentMethod ? { paymentMethod: c.paymentMethod } : {}),
    outTradeNo: c.outTradeNo,
  };
}

/** The body: empty selects left out (the schema names them), the amount only while editable. */
export function toRefundBody(v: RefundValues, opts: { amount: boolean }) {
  const body: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) {
    if (val === undefined || val === null) continue;
    if (k === 'refundAmount' && !opts.amount) continue;
    body[k] = val;
  }
  return body;
}
