import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FilterValue } from '../../domain/list-protocol.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { ORDERS_LIST } from '../../domain/orders/list.ts';
import { defineList, type ListDef } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { view } from './queries.ts';
import { ORDER_SELECT, type OrderRow } from './view.ts';

/** An order is in an area when its address's area is that area or lies under it. */
function inAreas(f: FilterValue): RawBuilder<SqlBool> {
  const ids = f.op === 'eq' ? [f.value] : f.op === 'in' || f.op === 'ne' ? f.values : [];
  const within = sql<SqlBool>`(o.customer_address->>'area') IN (
    WITH RECURSIVE t AS (
      SELECT id FROM delivery_areas WHERE id = ANY(${ids.map(String)}::uuid[])
      UNION ALL SELECT a.id FROM delivery_areas a JOIN t ON a.parent_id = t.id)
    SELECT id::text FROM t)`;
  return f.op === 'ne' ? sql`NOT coalesce(${within}, false)` : within;
}

/**
 * `paymentState` (domain/orders/locking.ts `shownPaymentStatus`): a pending order whose status is
 * discontinued was cancelled and counts as ccl. Written as one `payment_status = ANY(…)` on the
 * stored column (ccl also takes the pending ones) and a condition on `status` for the pending
 * orders only, never as an OR or a CASE: each tab is then one range of the payment-status index
 * (migration 0041), in the list's order, for its page and its total.
 */
function inPaymentStates(f: FilterValue): RawBuilder<SqlBool> {
  const states = (f.op === 'eq' ? [f.value] : f.op === 'in' || f.op === 'ne' ? f.values : []).map(String);
  const pending = states.includes('pending');
  const ccl = states.includes('ccl');
  const stored = ccl && !pending ? [...states, 'pending'] : states;
  const rest =
    pending && !ccl
      ? sql<SqlBool>` AND NOT (o.payment_status = 'pending' AND o.status = 'discontinued')`
      : ccl && !pending
        ? sql<SqlBool>` AND (o.payment_status <> 'pending' OR o.status = 'discontinued')`
        : sql``;
  // one state is an equality: PostgreSQL reads `= ANY('{x}')` off an index in no particular order
  const match = stored.length === 1 ? sql`= ${stored[0]}` : sql`= ANY(${stored})`;
  const within = sql<SqlBool>`(o.payment_status ${match}${rest})`;
  return f.op === 'ne' ? sql`NOT ${within}` : within;
}

const c = (x: string) => ({ expr: sql.raw(x) });
/** a NOT NULL column (sorted without NULLS LAST, so the indexes give the order) */
const nn = (x: string) => ({ expr: sql.raw(x), notNull: true });

export const ordersList: ListDef = defineList(
  ORDERS_LIST,
  {
    offer: c('o.offer_id'),
    channel: c('o.channel'),
    paymentStatus: nn('o.payment_status'),
    paymentState: { expr: sql`o.payment_status`, where: inPaymentStates },
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
    area: { expr: sql`o.customer_address->>'area'`, where: inAreas },
  },
  'o.id',
);

/**
 * The order list. The page is cut from `orders` alone (its indexes give the order and the LIMIT
 * stops early) and only its rows are joined to customer and supplier (the joins of view.ts's
 * ORDER_FROM): joining first made PostgreSQL hash every customer for a page of 80 at a million
 * orders.
 */
export const ordersSource: ListSource<OrderRow, OrderView> = {
  def: ordersList,
  from: sql`orders o`,
  scope: { expr: sql`o.community_id`, field: 'community' },
  select: ORDER_SELECT,
  pageJoins: {
    alias: 'o',
    joins: sql`LEFT JOIN customers c ON c.id = o.customer_id LEFT JOIN suppliers s ON s.id = o.supplier_id`,
    // Keys first on a customer-name search only. The window index (migration 0048) carries the
    // name and the id, so the cut checks the name inside the index and stops after the page's
    // matches; with whole rows PostgreSQL took a bitmap over every order with that name in the
    // whole history, or read each window row to check its name. Without a name the indexes'
    // order already stops the cut after about a page of rows, each read once: keys first would
    // read the page twice (its keys, then its rows by id).
    keysFirst: (q) => q.filters.customerName !== undefined,
  },
  map: view,
};
