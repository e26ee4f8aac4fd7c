import { type Kysely, sql } from 'kysely';
import { REFUNDS_LIST } from '../../domain/refunds/list.ts';
import type { Refund, RefundCreate, RefundUpdate } from '../../domain/refunds/schema.ts';
import type { WithMemberId } from '../claims/refs.ts';
import { camel } from '../db/camel.ts';
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
  camel: true,
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
  body: WithMemberId<RefundCreate>,
  order: OrderContext,
  userId: string,
): Promise<string> {
  const { order: orderId, customer: _c, community: _m, offer: _o, supplier: _s, ...fields } = body;
  const row = await camel(db)
    .insertInto('refunds')
    .values({
      ...refundColumns(fields),
      orderId,
      customerId: order.customerId,
      communityId: order.community,
      offerId: order.offerId,
      supplierId: order.supplierId,
      teamMemberId: body.teamMember ?? userId,
      createdBy: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A body's own fields as columns (the order's context is copied apart); a field left out stays as
 * it is (the builder leaves undefined out). Two names differ from the camel view's.
 */
function refundColumns<B extends WithMemberId<Omit<RefundUpdate, OrderContextField>>>(
  body: B,
): Omit<B, 'teamMember' | 'actionETA'> & { teamMemberId: B['teamMember']; actionEta: B['actionETA'] } {
  const { teamMember, actionETA, ...same } = body;
  return { ...same, teamMemberId: teamMember, actionEta: actionETA };
}

/** The body's keys the order decides: copied from it on create, never edited. */
type OrderContextField = 'order' | 'customer' | 'community' | 'offer' | 'supplier';

/** The field edits of a PUT; the row's version goes up by one. */
export async function updateRefundFields(
  db: Db,
  id: string,
  body: WithMemberId<RefundUpdate>,
): Promise<void> {
  const { order: _r, customer: _c, community: _m, offer: _o, supplier: _s, ...fields } = body;
  await camel(db)
    .updateTable('refunds')
    .set((eb) => ({ ...refundColumns(fields), version: eb('version', '+', 1), updatedAt: sql`now()` }))
    .where('id', '=', id)
    .execute();
}

export async function setRefundStatus(
  db: Db,
  id: string,
  status: Refund['status'],
  patch: { paymentInfoMissing?: boolean } = {},
): Promise<void> {
  await camel(db)
    .updateTable('refunds')
    .set((eb) => ({
      status,
      paymentInfoMissing: patch.paymentInfoMissing,
      version: eb('version', '+', 1),
      updatedAt: sql`now()`,
    }))
    .where('id', '=', id)
    .execute();
}
