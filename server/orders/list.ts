import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ListQuery } from '../../domain/list-protocol.ts';
import { ORDERS_LIST } from '../../domain/lists/orders.ts';
import type { OrderView } from '../../domain/live-views.ts';
import type { Database } from '../db/types.ts';
import { type ListTotal, listTotal } from '../lists/count.ts';
import { condition, defineList, type ListDef, sortDirection } from '../lists/list-query.ts';
import { view } from './queries.ts';
import { ORDER_SELECT, type OrderRow } from './view.ts';

const c = (x: string) => ({ expr: sql.raw(x) });
/** a NOT NULL column (sorted without NULLS LAST, so the indexes give the order) */
const nn = (x: string) => ({ expr: sql.raw(x), notNull: true });

export const ordersList: ListDef = defineList(
  ORDERS_LIST,
  {
    offer: c('o.offer_id'),
    channel: c('o.channel'),
    paymentStatus: nn('o.payment_status'),
    status: c('o.status'),
    trackingStatus: c('o.tracking_status'),
    type: c('o.type'),
    community: c('o.community_id'),
    customer: c('o.customer_id'),
    customerName: nn('o.customer_name'),
    orderID: nn('o.order_id'),
    orderNumber: c('o.order_number'),
    ticketAmount: c('o.ticket_amount'),
    deliveryTrackingID: c('o.delivery_tracking_id'),
    createdAt: { ...nn('o.created_at'), date: 'timestamptz' },
    orderDate: { ...nn('o.order_date'), date: 'timestamptz' },
    totalAmount: nn('o.total_amount'),
    groupNumber: c('o.group_number'),
  },
  'o.id',
);

/** The WHERE of an order list call (on `orders o`): the caller's scope and the protocol's filters. */
export function orderWhere(q: ListQuery, scope: readonly string[] | null): RawBuilder<SqlBool> {
  const where: RawBuilder<SqlBool>[] = [sql`true`];
  const { community, ...filters } = q.filters;
  const asked = community?.op === 'eq' ? [community.value] : community?.op === 'in' ? community.values : null;
  if (scope && asked) {
    // one condition, not two on the same column: PostgreSQL multiplies their selectivities and
    // misjudges the row count by the scope's share (bad plans, a bad total estimate)
    const allowed = asked.map(String).filter((c) => scope.includes(c));
    where.push(sql`o.community_id = ANY(${allowed}::uuid[])`);
  } else {
    if (scope) where.push(sql`o.community_id = ANY(${[...scope]}::uuid[])`);
    if (community) where.push(condition(ordersList.columns.community!, community));
  }
  for (const [field, f] of Object.entries(filters)) {
    const col = ordersList.columns[field];
    if (col) where.push(condition(col, f));
  }
  return sql.join(where, sql` AND `);
}

/**
 * The order list on raw SQL with the foundation's filter semantics (condition()). The page is
 * cut from `orders` alone (its indexes give the order and the LIMIT stops early) and only its
 * rows are joined to customer and supplier (the same joins as view.ts's ORDER_FROM): joining
 * first made PostgreSQL hash every customer for a page of 80 at a million orders (issue 5).
 */
export async function listOrders(
  db: Kysely<Database>,
  q: ListQuery,
  scope: readonly string[] | null,
): Promise<{ rows: OrderView[] } & ListTotal> {
  const col = ordersList.columns[q.sort[0]]!;
  const dir = q.sort[1] === 'ASC' ? 'ASC' : 'DESC';
  const cond = orderWhere(q, scope);
  const order = sql`ORDER BY ${col.sortBy ?? col.expr} ${sortDirection(col, dir)}, o.id ${sql.raw(dir)}`;
  const [page, total] = await Promise.all([
    sql<OrderRow>`
      SELECT ${ORDER_SELECT}
      FROM (SELECT * FROM orders o WHERE ${cond} ${order} LIMIT ${q.limit} OFFSET ${q.offset}) o
        LEFT JOIN customers c ON c.id = o.customer_id
        LEFT JOIN suppliers s ON s.id = o.supplier_id
      ${order}`.execute(db),
    listTotal(db, sql`orders o WHERE ${cond}`),
  ]);
  return { rows: page.rows.map(view), ...total };
}
