import type { ServiceCase } from '../../domain/service-cases/schema.ts';
import type { Row } from '../db/types.ts';

/** The names a service case's row joins in (see CASE_JOINS), for its lists and detail. */
export interface ServiceCaseJoins {
  order_number: number;
  customer_name: string;
  supplier_name: string | null;
  team_member_name: string | null;
}

/** The columns the claims and refunds tables share, typed once from claims (refunds has them alike). */
type ServiceCaseColumns = Pick<
  Row<'claims'>,
  | 'id'
  | 'order_id'
  | 'customer_id'
  | 'community_id'
  | 'offer_id'
  | 'supplier_id'
  | 'team_member_id'
  | 'date'
  | 'issue_detail'
  | 'action_eta'
  | 'out_trade_no'
  | 'comment'
  | 'created_at'
  | 'updated_at'
  | 'version'
>;

export type ServiceCaseRow = ServiceCaseColumns & ServiceCaseJoins;

/** The API's fields of any service case; each record adds its number, status and own columns. */
export function toServiceCase(r: ServiceCaseRow): ServiceCase {
  return {
    id: r.id,
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
    issueDetail: r.issue_detail,
    actionETA: r.action_eta,
    outTradeNo: r.out_trade_no,
    comment: r.comment,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    version: r.version,
  };
}
