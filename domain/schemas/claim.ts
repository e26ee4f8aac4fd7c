import * as v from 'valibot';
import { messageWith } from '../errors.ts';
import { fen, int, MSG } from './common.ts';
import { isoDate, missingKeyMessage, optId, optionalEntries, optText, PAYMENT_METHODS } from './shared.ts';

export const CLAIM_RESPS = ['supplier', 'delivery', 'ziko', 'customer'] as const;
export const CLAIM_ISSUES = [
  'wrong_address',
  'packaging',
  'defrost',
  'product_default',
  'product_damaged',
  'item_missing',
  'delay',
  'customer_mistake',
  'wrong_time',
  'wrong_item',
  'fapiao',
  'others',
] as const;
export const CLAIM_ACTIONS = ['resend', 'refund', 'voucher', 'gift_giving', 'free_order', 'other'] as const;
export const CLAIM_STATUSES = ['new', 'ongoing', 'standby', 'solved', 'failed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_MSG = {
  selectValidOrder: 'claim.errors.selectValidOrder',
  refundNotPaid: 'claim.errors.refundNotPaid',
  noMoreThanActualAmount: 'claim.errors.noMoreThanActualAmount',
} as const;

const orderMessage = missingKeyMessage({ order: CLAIM_MSG.selectValidOrder });

/**
 * The fields a claim and a refund share (both records carry them): the order it is about,
 * its context, who is responsible and what went wrong. Each names its own 'select an order' key.
 */
export function serviceCaseEntries(selectOrderKey: string) {
  return {
    order: v.pipe(v.string(selectOrderKey), v.uuid(selectOrderKey)),
    customer: optId(),
    community: optId(),
    offer: optId(),
    supplier: optId(),
    teamMember: optId(),
    date: v.optional(v.nullable(isoDate()), null),
    resp: v.picklist(CLAIM_RESPS, MSG.required),
    issue: v.picklist(CLAIM_ISSUES, MSG.required),
    issueDetail: optText(2000),
  };
}

const claimEntries = {
  ...serviceCaseEntries(CLAIM_MSG.selectValidOrder),
  step: v.optional(int(1, 3), 1),
  action: v.picklist(CLAIM_ACTIONS, MSG.required),
  actionETA: isoDate(),
  refundAmount: v.optional(v.nullable(fen(1)), null),
  paymentMethod: v.optional(v.nullable(v.picklist(PAYMENT_METHODS, MSG.required)), null),
  outTradeNo: optText(100),
  comment: optText(2000),
  status: v.optional(v.picklist(CLAIM_STATUSES, MSG.invalid), 'new'),
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
export interface Claim {
  id: string;
  claimNumber: number;
  order: string;
  orderID: number;
  customer: string | null;
  customerName: string;
  community: string;
  offer: string | null;
  supplier: string | null;
  supplierName: string | null;
  teamMember: string | null;
  teamMemberName: string | null;
  date: string | null;
  resp: (typeof CLAIM_RESPS)[number];
  issue: (typeof CLAIM_ISSUES)[number];
  issueDetail: string;
  step: number;
  action: (typeof CLAIM_ACTIONS)[number];
  actionETA: string;
  refundAmount: number | null;
  paymentMethod: 'wechat' | 'alipay' | null;
  outTradeNo: string;
  comment: string;
  status: ClaimStatus;
  /** the order as it was when the claim was opened */
  orderInfos: Record<string, unknown>;
  urgent: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
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
