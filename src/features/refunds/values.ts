import type { Claim } from '../../../domain/schemas/claim.ts';
import type { Refund } from '../../../domain/schemas/refund.ts';

/** The refund form's values (amount in fen); undefined selects are unchosen. */
export interface RefundValues {
  order?: string;
  resp?: string;
  issue?: string;
  issueDetail: string;
  actionETA?: string;
  refundAmount: number | null;
  paymentMethod?: string;
  outTradeNo: string;
  outRefundNo: string;
  refundId: string;
  comment: string;
  version?: number;
}

export const EMPTY_REFUND: RefundValues = {
  issueDetail: '',
  refundAmount: null,
  outTradeNo: '',
  outRefundNo: '',
  refundId: '',
  comment: '',
};

export function fromRefund(r: Refund | undefined | null): RefundValues {
  if (!r) return EMPTY_REFUND;
  return {
    order: r.order,
    resp: r.resp,
    issue: r.issue,
    issueDetail: r.issueDetail,
    actionETA: r.actionETA,
    refundAmount: r.refundAmount,
    paymentMethod: r.paymentMethod,
    outTradeNo: r.outTradeNo,
    outRefundNo: r.outRefundNo,
    refundId: r.refundId,
    comment: r.comment,
    version: r.version,
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
