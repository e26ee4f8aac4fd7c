import type { Refund } from '../../domain/refunds/schema.ts';
import type { CamelRow } from '../db/camel.ts';
import { type ServiceCaseJoins, toServiceCase } from '../service-cases/row-map.ts';

/** A refund row (read through the camel view) with the names and order fields its lists and detail show. */
export type RefundRow = CamelRow<'refunds'> &
  ServiceCaseJoins & {
    orderPaymentStatus: string;
    orderActualAmount: number;
  };

export function toRefund(r: RefundRow): Refund {
  return {
    ...toServiceCase(r),
    refundNumber: r.refundNumber,
    resp: r.resp,
    issue: r.issue,
    refundAmount: r.refundAmount,
    paymentMethod: r.paymentMethod,
    outRefundNo: r.outRefundNo,
    refundId: r.refundId,
    status: r.status,
    paymentInfoMissing: r.paymentInfoMissing,
    refundVouchers: r.refundVouchers,
    orderPaymentStatus: r.orderPaymentStatus,
    orderActualAmount: r.orderActualAmount,
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
