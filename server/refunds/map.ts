import type { Refund } from '../../domain/refunds/schema.ts';
import type { Row } from '../db/types.ts';
import { type ServiceCaseJoins, toServiceCase } from '../service-cases/row-map.ts';

/** A refund row with the names and order fields its lists and detail show. */
export type RefundRow = Row<'refunds'> &
  ServiceCaseJoins & {
    order_payment_status: string;
    order_actual_amount: number;
  };

export function toRefund(r: RefundRow): Refund {
  return {
    ...toServiceCase(r),
    refundNumber: r.refund_number,
    resp: r.resp,
    issue: r.issue,
    refundAmount: r.refund_amount,
    paymentMethod: r.payment_method,
    outRefundNo: r.out_refund_no,
    refundId: r.refund_id,
    status: r.status,
    paymentInfoMissing: r.payment_info_missing,
    refundVouchers: r.refund_vouchers,
    orderPaymentStatus: r.order_payment_status,
    orderActualAmount: r.order_actual_amount,
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
