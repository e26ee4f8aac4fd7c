import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ListQuery } from '../../domain/list-protocol.ts';
import { ORDERS_LIST } from '../../domain/lists/orders.ts';
import type { OrderView } from '../../domain/live-views.ts';
import type { Database } from '../db/types.ts';
import { condition, defineList, type ListDef } from '../lists/list-query.ts';
import { view } from './queries.ts';
import { ORDER_FROM, ORDER_SELECT, type OrderRow } from './view.ts';

const c = (x: string) => ({ expr: sql.raw(x) });

export const ordersList: ListDef = defineList(
  ORDERS_LIST,
  {
    offer: c('o.offer_id'),
    channel: c('o.channel'),
    paymentStatus: c('o.payment_status'),
    status: c('o.status'),
    trackingStatus: c('o.tracking_status'),
    type: c('o.type'),
    community: c('o.community_id'),
    customer: c('o.customer_id'),
    customerName: c('o.customer_name'),
    orderID: c('o.order_id'),
    orderNumber: c('o.order_number'),
    ticketAmount: c('o.ticket_amount'),
    deliveryTrackingID: c('o.delivery_tracking_id'),
    createdAt: { expr: sql.raw('o.created_at'), date: 'timestamptz' },
    orderDate: { expr: sql.raw('o.order_date'), date: 'timestamptz' },
    totalAmount: c('o.total_amount'),
    groupNumber: c('o.group_number'),
  },
  'o.id',
);

/** The WHERE of an order list call (on `orders o`): the caller's scope and the protocol's filters. */
export function orderWhere(q: ListQuery, scope: readonly string[] | null): RawBuilder<SqlBool> {
  const where: RawBuilder<SqlBool>[] = [sql`true`];
  if (scope) where.push(sql`o.community_id = ANY(${[...scope]}::uuid[])`);
  for (const [field, f] of Object.entries(q.filters)) {
    const col = ordersList.columns[field];
    if (col) where.push(condition(col, f));
  }
  return sql.join(where, sql` AND `);
}

/**
 * The order list on raw SQL with the foundation's filter semantics (condition()): the select
 * joins customer and supplier, so it is written once in view.ts for every order read.
 */
export async function listOrders(
  db: Kysely<Database>,
  q: ListQuery,
  scope: readonly string[] | null,
): Promise<{ rows: OrderView[]; total: number }> {
  const col = ordersList.columns[q.sort[0]]!;
  const dir = sql.raw(q.sort[1] === 'ASC' ? 'ASC' : 'DESC');
  const cond = orderWhere(q, scope);
  const [page, total] = await Promise.all([
    sql<OrderRow>`
      SELECT ${ORDER_SELECT} FROM ${ORDER_FROM} WHERE ${cond}
      ORDER BY ${col.sortBy ?? col.expr} ${dir} NULLS LAST, o.id ${dir}
      LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM orders o WHERE ${cond}`.execute(db),
  ]);
  return { rows: page.rows.map(view), total: total.rows[0]?.n ?? 0 };
}
