import * as v from 'valibot';
import { messageWith } from '../errors.ts';
import { fen, int, MSG } from '../schemas/common.ts';
import { isoDate, missingKeyMessage, optionalEntries, optText, PAYMENT_METHODS } from '../schemas/shared.ts';
import { CLAIM_ISSUES, CLAIM_RESPS, type ServiceCase, serviceCaseEntries } from '../service-cases/schema.ts';

// the shared case values keep their old home too: lists, cells and locales import them from here
export { CLAIM_ISSUES, CLAIM_RESPS };

export const CLAIM_ACTIONS = ['resend', 'refund', 'voucher', 'gift_giving', 'free_order', 'other'] as const;
export const CLAIM_STATUSES = ['new', 'ongoing', 'standby', 'solved', 'failed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_MSG = {
  selectValidOrder: 'claim.errors.selectValidOrder',
  refundNotPaid: 'claim.errors.refundNotPaid',
  noMoreThanActualAmount: 'claim.errors.noMoreThanActualAmount',
  startsNew: 'claim.errors.startsNew',
} as const;

const orderMessage = missingKeyMessage({ order: CLAIM_MSG.selectValidOrder });

const claimEntries = {
  ...serviceCaseEntries(CLAIM_MSG.selectValidOrder),
  // a claim is created new at step 1 and moves by its own calls: another state asked is refused,
  // not quietly started new
  step: v.optional(v.literal(1, CLAIM_MSG.startsNew), 1),
  action: v.picklist(CLAIM_ACTIONS, MSG.required),
  actionETA: isoDate(),
  refundAmount: v.optional(v.nullable(fen(1)), null),
  paymentMethod: v.optional(v.nullable(v.picklist(PAYMENT_METHODS, MSG.required)), null),
  outTradeNo: optText(100),
  comment: optText(2000),
  status: v.optional(v.literal('new', CLAIM_MSG.startsNew), 'new'),
};

/** POST /api/claims. With action refund, refundAmount and the payment method are required. */
export const ClaimCreate = v.pipe(
  v.strictObject(claimEntries, orderMessage),
  v.forward(
    v.check((c) => c.action !== 'refund' || c.refundAmount != null, MSG.required),
    ['refundAmount'],
  ),
  v.forward(
    v.check((c) => c.action !== 'refund' || c.paymentMethod != null, MSG.required),
    ['paymentMethod'],
  ),
);
export type ClaimCreate = v.InferOutput<typeof ClaimCreate>;

/** PUT /api/claims/{id}: editing only requires the order. Status and step move by their own calls. */
const { status: _status, step: _step, ...editable } = claimEntries;
export const ClaimUpdate = v.strictObject(
  {
    ...optionalEntries(editable),
    order: claimEntries.order,
    version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
  },
  orderMessage,
);
export type ClaimUpdate = v.InferOutput<typeof ClaimUpdate>;

/** A claim as the API answers it; amounts in fen. */
export interface Claim extends ServiceCase {
  claimNumber: number;
  resp: (typeof CLAIM_RESPS)[number];
  issue: (typeof CLAIM_ISSUES)[number];
  step: number;
  action: (typeof CLAIM_ACTIONS)[number];
  refundAmount: number | null;
  paymentMethod: 'wechat' | 'alipay' | null;
  status: ClaimStatus;
  /** the order as it was when the claim was opened */
  orderInfos: Record<string, unknown>;
  urgent: boolean;
}

/** The claimed order as the server reads it. */
export interface ClaimedOrder {
  paymentStatus: string;
  actualAmount: number;
}

/** 'The order you selected is {status}': the order's payment status, translated where shown. */
export const refundNotPaid = (order: ClaimedOrder): string =>
  messageWith(CLAIM_MSG.refundNotPaid, { status: `live.paymentStatuses.${order.paymentStatus}` });

/**
 * Order-dependent claim rules: an order is required; a refund needs a paid order ('You cannot
 * apply a refund to this order. The order you selected is {status}.'); the refund amount may not
 * exceed what was paid.
 */
export function claimOrderIssues(
  c: { action?: string; refundAmount?: number | null },
  order: ClaimedOrder | null,
): Record<string, string> {
  if (!order) return { order: CLAIM_MSG.selectValidOrder };
  const out: Record<string, string> = {};
  if (c.action === 'refund' && order.paymentStatus !== 'paid') out.order = refundNotPaid(order);
  if (c.refundAmount != null && c.refundAmount > order.actualAmount)
    out.refundAmount = CLAIM_MSG.noMoreThanActualAmount;
  return out;
}

/** The body of a step move: the version the member saw (required), so a page showing an older claim moves nothing. */
export const ClaimMove = v.strictObject({ version: int(0, Number.MAX_SAFE_INTEGER) });
export type ClaimMove = v.InferOutput<typeof ClaimMove>;
