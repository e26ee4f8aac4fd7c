import { type Kysely, sql } from 'kysely';
import { REFUNDS_LIST } from '../../domain/refunds/list.ts';
import type { Refund, RefundCreate, RefundUpdate } from '../../domain/refunds/schema.ts';
import type { Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { caseFrom, caseSelect, findCase } from '../service-cases/queries.ts';
import { type RefundRow, toRefund } from './map.ts';

type Db = Kysely<Database>;

const REFUND_TABLE = { table: 'refunds', alias: 'r' } as const;

export const REFUND_FROM = caseFrom(REFUND_TABLE);
export const REFUND_SELECT = caseSelect(
  REFUND_TABLE,
  sql`o.payment_status AS order_payment_status, o.actual_amount AS order_actual_amount`,
);

const columns = {
  status: { expr: sql.ref('r.status'), notNull: true },
  community: { expr: sql.ref('r.community_id'), notNull: true },
  customer: { expr: sql.ref('r.customer_id') },
  order: { expr: sql.ref('r.order_id'), notNull: true },
  orderID: { expr: sql.ref('o.order_id'), notNull: true },
  paymentMethod: { expr: sql.ref('r.payment_method'), notNull: true },
  customerName: { expr: sql.ref('o.customer_name'), notNull: true },
  createdAt: { expr: sql.ref('r.created_at'), date: 'timestamptz' as const, notNull: true },
  refundNumber: { expr: sql.ref('r.refund_number'), notNull: true },
  refundAmount: { expr: sql.ref('r.refund_amount'), notNull: true },
  actionETA: { expr: sql.ref('r.action_eta'), date: 'date' as const, notNull: true },
};

export const refundsList = defineList(REFUNDS_LIST, columns, 'r.id');

export const refundsSource: ListSource<RefundRow, Refund> = {
  def: refundsList,
  from: REFUND_FROM,
  scope: { expr: sql.ref('r.community_id'), field: 'community' },
  select: REFUND_SELECT,
  map: toRefund,
};

export async function findRefund(db: Db, id: string, forUpdate = false): Promise<Refund | undefined> {
  return findCase(
    db,
    { from: REFUND_FROM, select: REFUND_SELECT, map: toRefund },
    REFUND_TABLE,
    id,
    forUpdate,
  );
}

/** The order's context copied onto the refund (customer, community, offer, supplier). */
export interface OrderContext {
  customerId: string | null;
  community: string;
  offerId: string | null;
  supplierId: string | null;
}

export async function insertRefund(
  db: Db,
  body: RefundCreate,
  order: OrderContext,
  userId: string,
): Promise<string> {
  const row = await db
    .insertInto('refunds')
    .values({
      order_id: body.order,
      customer_id: order.customerId,
      community_id: order.community,
      offer_id: order.offerId,
      supplier_id: order.supplierId,
      team_member_id: body.teamMember ?? userId,
      date: body.date,
      resp: body.resp,
      issue: body.issue,
      issue_detail: body.issueDetail,
      action_eta: body.actionETA,
      refund_amount: body.refundAmount,
      payment_method: body.paymentMethod,
      out_trade_no: body.outTradeNo,
      out_refund_no: body.outRefundNo,
      refund_id: body.refundId,
      comment: body.comment,
      refund_vouchers: body.refundVouchers,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The field edits of a PUT; the row's version goes up by one. */
export async function updateRefundFields(db: Db, id: string, body: RefundUpdate): Promise<void> {
  await db
    .updateTable('refunds')
    .set({
      ...(body.teamMember !== undefined ? { team_member_id: body.teamMember } : {}),
      ...(body.date !== undefined ? { date: body.date } : {}),
      ...(body.resp !== undefined ? { resp: body.resp } : {}),
      ...(body.issue !== undefined ? { issue: body.issue } : {}),
      ...(body.issueDetail !== undefined ? { issue_detail: body.issueDetail } : {}),
      ...(body.actionETA !== undefined ? { action_eta: body.actionETA } : {}),
      ...(body.refundAmount !== undefined ? { refund_amount: body.refundAmount } : {}),
      ...(body.paymentMethod !== undefined ? { payment_method: body.paymentMethod } : {}),
      ...(body.outTradeNo !== undefined ? { out_trade_no: body.outTradeNo } : {}),
      ...(body.outRefundNo !== undefined ? { out_refund_no: body.outRefundNo } : {}),
      ...(body.refundId !== undefined ? { refund_id: body.refundId } : {}),
      ...(body.comment !== undefined ? { comment: body.comment } : {}),
      ...(body.refundVouchers !== undefined ? { refund_vouchers: body.refundVouchers } : {}),
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function setRefundStatus(
  db: Db,
  id: string,
  status: Refund['status'],
  patch: { paymentInfoMissing?: boolean } = {},
): Promise<void> {
  await db
    .updateTable('refunds')
    .set({
      status,
      ...(patch.paymentInfoMissing !== undefined ? { payment_info_missing: patch.paymentInfoMissing } : {}),
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}
