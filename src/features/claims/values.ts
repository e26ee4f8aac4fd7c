import type { Claim } from '../../../domain/schemas/claim.ts';

/** The claim form's values (amount in fen); undefined selects are unchosen. */
export interface ClaimValues {
  order?: string;
  resp?: string;
  issue?: string;
  issueDetail: string;
  action?: string;
  actionETA?: string;
  refundAmount: number | null;
  paymentMethod?: string;
  outTradeNo: string;
  comment: string;
  version?: number;
}

export const EMPTY_CLAIM: ClaimValues = { issueDetail: '', refundAmount: null, outTradeNo: '', comment: '' };

export function fromClaim(c: Claim | null | undefined): ClaimValues {
  if (!c) return EMPTY_CLAIM;
  return {
    order: c.order,
    resp: c.resp,
    issue: c.issue,
    issueDetail: c.issueDetail,
    action: c.action,
    actionETA: c.actionETA,
    refundAmount: c.refundAmount,
    paymentMethod: c.paymentMethod ?? undefined,
    outTradeNo: c.outTradeNo,
    comment: c.comment,
    version: c.version,
  };
}

/** The body: unchosen values left out; the refund's amount and method only for action refund. */
export function toClaimBody(v: ClaimValues) {
  const body: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) {
    if (val === undefined) continue;
    if ((k === 'refundAmount' || k === 'paymentMethod') && v.action !== 'refund') continue;
    if (val === null) continue;
    body[k] = val;
  }
  return body;
}
