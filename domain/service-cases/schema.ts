import * as v from 'valibot';
import { MSG } from '../schemas/common.ts';
import { isoDate, optId, optText } from '../schemas/shared.ts';

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
  teamMember: string | null;
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
