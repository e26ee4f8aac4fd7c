import * as v from 'valibot';
import { id, MSG } from '../schemas/common.ts';
import { isoDate, optText } from '../schemas/shared.ts';
import { type ShownMember, shownMemberBody } from '../users/shown-actor.ts';

// A claim and a refund are one service case seen twice: the same order, context and fault, kept here once
// so the two records (and their lists and forms) cannot drift apart.

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

/** What a case copies from its order: the body may repeat them, never set them. */
export const ORDER_CONTEXT = ['customer', 'community', 'offer', 'supplier'] as const;
export type OrderContext = Record<(typeof ORDER_CONTEXT)[number], string | null>;

export const SERVICE_MSG = { fromOrder: 'service.errors.fromOrder' } as const;

// no default: a field left out must stay apart from one sent as null
const fromOrder = () => v.optional(v.nullable(id()));

/**
 * The fields a claim and a refund share (both records carry them): the order it is about,
 * its context, who is responsible and what went wrong. Each names its own 'select an order' key.
 */
export function serviceCaseEntries(selectOrderKey: string) {
  return {
    // lower-cased: the server compares it with the case's own order as text
    order: v.pipe(v.string(selectOrderKey), v.uuid(selectOrderKey), v.toLowerCase()),
    customer: fromOrder(),
    community: fromOrder(),
    offer: fromOrder(),
    supplier: fromOrder(),
    teamMember: v.optional(v.nullable(shownMemberBody()), null),
    date: v.optional(v.nullable(isoDate()), null),
    resp: v.picklist(CLAIM_RESPS, MSG.required),
    issue: v.picklist(CLAIM_ISSUES, MSG.required),
    issueDetail: optText(2000),
  };
}

/**
 * What the API answers for any service case: the order with the names its lists show, the case's
 * own text and its bookkeeping. `resp` and `issue` stay with each record, which types them its own way.
 */
export interface ServiceCase {
  id: string;
  order: string;
  orderID: number;
  customer: string | null;
  customerName: string;
  community: string;
  offer: string | null;
  supplier: string | null;
  supplierName: string | null;
  /** the hidden actor to a reader who may not know of the member (a super-admin), the name then null */
  teamMember: ShownMember | null;
  teamMemberName: string | null;
  date: string | null;
  issueDetail: string;
  actionETA: string;
  outTradeNo: string;
  comment: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * The context fields a body names with a value other than the case's order has: each is refused
 * (`service.errors.fromOrder`) rather than saved or silently dropped. Ids compare in any case.
 */
export function orderContextIssues(
  body: Partial<Record<keyof OrderContext, string | null>>,
  order: OrderContext,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ORDER_CONTEXT) {
    const given = body[k];
    if (given !== undefined && given?.toLowerCase() !== order[k]?.toLowerCase())
      out[k] = SERVICE_MSG.fromOrder;
  }
  return out;
}
