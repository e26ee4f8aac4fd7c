import type { ServiceCase } from '../../domain/service-cases/schema.ts';
import type { CamelRow } from '../db/camel.ts';

/** The names a service case's row joins in (see caseSelect), for its lists and detail. */
export interface ServiceCaseJoins {
  orderNumber: number;
  customerName: string;
  supplierName: string | null;
  teamMemberName: string | null;
}

/** The columns the claims and refunds tables share, typed once from claims (refunds has them alike). */
type ServiceCaseColumns = Pick<
  CamelRow<'claims'>,
  | 'id'
  | 'orderId'
  | 'customerId'
  | 'communityId'
  | 'offerId'
  | 'supplierId'
  | 'teamMemberId'
  | 'date'
  | 'issueDetail'
  | 'actionEta'
  | 'outTradeNo'
  | 'comment'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
>;

/** A case's row as read through the camel view. */
export type ServiceCaseRow = ServiceCaseColumns & ServiceCaseJoins;

/**
 * The API's fields of any service case; each record adds its number, status and own columns. The
 * API names the references by what they point to (`order`, `customer`…), not by their columns.
 */
export function toServiceCase(r: ServiceCaseRow): ServiceCase {
  return {
    id: r.id,
    order: r.orderId,
    orderID: r.orderNumber,
    customer: r.customerId,
    customerName: r.customerName,
    community: r.communityId,
    offer: r.offerId,
    supplier: r.supplierId,
    supplierName: r.supplierName,
    teamMember: r.teamMemberId,
    teamMemberName: r.teamMemberName,
    date: r.date,
    issueDetail: r.issueDetail,
    actionETA: r.actionEta,
    outTradeNo: r.outTradeNo,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}
