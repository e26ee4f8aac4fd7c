import type { Refund } from '../../domain/schemas/refund.ts';
import type { Row } from '../db/types.ts';

/** A refund row with the names and order fields its lists and detail show. */
export type RefundRow = Row<'refunds'> & {
  order_number: number;
  customer_name: string;
  supplier_name: string | null;
  team_member_name: string | null;
  order_payment_status: string;
  order_actual_amount: number;
};

export function toRefund(r: RefundRow): Refund {
  return {
    id: r.id,
    refundNumber: r.refund_number,
    order: r.order_id,
    orderID: r.order_number,
    customer: r.customer_id,
    customerName: r.customer_name,
    community: r.community_id,
    offer: r.offer_id,
    supplier: r.supplier_id,
    supplierName: r.supplier_name,
    teamMember: r.team_member_id,
    teamMemberName: r.team_member_name,
    date: r.date,
    resp: r.resp,
    issue: r.issue,
    issueDetail: r.issue_detail,
    actionETA: r.action_eta,
    refundAmount: r.refund_amount,
    paymentMethod: r.payment_method,
    outTradeNo: r.out_trade_no,
    outRefundNo: r.out_refund_no,
    refundId: r.refund_id,
    comment: r.comment,
    status: r.status,
    paymentInfoMissing: r.payment_info_missing,
    refundVouchers: r.refund_vouchers,
    orderPaymentStatus: r.order_payment_status,
    orderActualAmount: r.order_actual_amount,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    version: r.version,
  };
}

/** What the audit log keeps of a refund: the fields people change. */
export function refundSnapshot(r: Refund): Record<string, unknown> {
  const {
    id: _i,
    version: _v,
    createdAt: _c,
    updatedAt: _u,
    customerName: _n,
    supplierName: _s,
    teamMemberName: _t,
    orderPaymentStatus: _p,
    orderActualAmount: _a,
    unread: _r,
    ...fields
  } = r;
  return fields;
}
