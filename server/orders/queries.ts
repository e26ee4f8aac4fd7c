import { type Kysely, sql } from 'kysely';
import type { OrderView } from '../../domain/live-views.ts';
import { isOrderLocked } from '../../domain/orders/locking.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { audit } from '../db/audit.ts';
import { prepared } from '../db/prepared.ts';
import type { Database } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { ORDER_FROM, ORDER_SELECT, type OrderRow, toOrderView } from './view.ts';

type Db = Kysely<Database>;

export const view = (r: OrderRow): OrderView => toOrderView(r, isOrderLocked);

export async function readOrder(db: Db, id: string, lock = false): Promise<OrderView | undefined> {
  // FOR UPDATE OF o: only the order row is locked, not the joined customer and supplier
  const r = await sql<OrderRow>`
    SELECT ${ORDER_SELECT} FROM ${ORDER_FROM} WHERE o.id = ${id} ${lock ? sql`FOR UPDATE OF o` : sql``}`.execute(
    db,
  );
  return r.rows[0] ? view(r.rows[0]) : undefined;
}

/** The order as `user` may see it: 404 when there is none, 403 outside their communities. */
export async function readOrderFor(db: Db, user: AuthUser, id: string, lock = false): Promise<OrderView> {
  const order = await readOrder(db, id, lock);
  if (!order) throw notFound();
  assertInScope(user, order.community);
  return order;
}

/** The order an idempotency key made, with the hash of the body that made it. */
export async function orderByKey(
  db: Db,
  key: string,
): Promise<{ order: OrderView; bodyHash: string | null } | undefined> {
  const r = await sql<OrderRow & { idempotency_hash: string | null }>`${prepared}
    SELECT ${ORDER_SELECT}, o.idempotency_hash FROM ${ORDER_FROM} WHERE o.idempotency_key = ${key}`.execute(
    db,
  );
  const row = r.rows[0];
  return row ? { order: view(row), bodyHash: row.idempotency_hash } : undefined;
}

/** What the audit log keeps of an order: the fields people change, not the joined names. */
export function orderSnapshot(o: OrderView): Record<string, unknown> {
  const { customer: _c, supplier: _s, locked: _l, updatedAt: _u, createdAt: _cr, ...rest } = o;
  return rest;
}

/**
 * The order as a write just left it, read again and its change put in the audit log beside the
 * order as it was (`before`), in the writer's transaction; seen by the order's community.
 */
export async function auditedOrder(
  trx: Db,
  actorId: string,
  before: OrderView,
  action: string,
): Promise<OrderView> {
  const order = (await readOrder(trx, before.id))!;
  await audit(trx, {
    actorId,
    entity: 'order',
    entityId: before.id,
    action,
    before: orderSnapshot(before),
    after: orderSnapshot(order),
    version: order.version,
    audience: { communities: [order.community] },
  });
  return order;
}

/** The channel of an order (which schema its edit uses); undefined when there is none. */
export async function orderChannel(db: Db, id: string): Promise<string | undefined> {
  const r = await sql<{ channel: string }>`SELECT channel FROM orders WHERE id = ${id}`.execute(db);
  return r.rows[0]?.channel;
}

/** The status of an order's offer: null for an order of none (a daily order). */
export async function offerStatusOf(
  db: Db,
  offerId: string | null,
  /**
   * under the offer row's lock (as the live event's bump takes it), so a discontinue under way
   * is waited for and seen: the writer's last lock, after its order, lines, vouchers and customer
   */
  lock = false,
): Promise<'available' | 'discontinued' | null> {
  if (!offerId) return null;
  const r = await sql<{
    status: 'available' | 'discontinued';
  }>`SELECT status FROM offers WHERE id = ${offerId} ${lock ? sql`FOR NO KEY UPDATE` : sql``}`.execute(db);
  return r.rows[0]?.status ?? null;
}
