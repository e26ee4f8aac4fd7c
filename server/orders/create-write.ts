import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { OfferLiveState, OrderView } from '../../domain/live-views.ts';
import { type AuditEntry, auditRow } from '../db/audit.ts';
import type { Database } from '../db/types.ts';
import { reservedEvents } from '../live/events.ts';
import type { CreateInputs } from './create-gather.ts';
import { stockUpdate } from './lines.ts';
import { view } from './queries.ts';
import type { OrderRow } from './view.ts';

type Db = Kysely<Database>;

/** The columns of the stored order, as readOrder selects them (without the joined names). */
const ORDER_COLUMNS = sql`id, order_id, order_number, offer_id, type, channel, community_id, supplier_id,
  customer_id, customer_name, customer_daily, customer_address, group_number, comment, status, payment_status,
  payment_method, tracking_status, delivery_tracking_id, delivery_date, delivery_fee, delivery_selection,
  voucher_selection, packs, single_items, vouchers, gifts, total_amount, actual_amount, ticket_amount,
  refund_amount, fapiao, fapiao_email, order_date, created_at, updated_at, version`;

export interface NewOrder {
  /** the values of the orders row other than order_number (taken from the offer's counter) */
  values: RawBuilder<unknown>[];
  deltas: [string, number][];
  /** vouchers the order uses */
  applied: readonly string[];
  /** live events this order will emit: offers.live_seq moves by as many */
  events: number;
}

/**
 * One statement: take the stock, bump the offer's order counter and live_seq together (the offer
 * row lock, after the line locks as everywhere, held to commit: seq order is commit order),
 * insert the order and mark its vouchers used. A line the stock guard refuses is missing from
 * `moved` and the caller rolls back. (A new order has no voucher to give back.)
 */
export async function insertOrder(trx: Db, inputs: CreateInputs, o: NewOrder) {
  const offer = inputs.offer!;
  const r = await sql<OrderRow & { moved: { id: string; actual_stock: number }[]; live_seq: number }>`
    WITH st AS (${o.deltas.length > 0 ? stockUpdate(o.deltas) : sql`SELECT NULL::uuid AS id, 0 AS actual_stock WHERE false`}),
    oc AS (UPDATE offers SET order_counter = order_counter + 1, live_seq = live_seq + ${o.events}
           WHERE id = ${offer.id} RETURNING order_counter, live_seq),
    ins AS (
      INSERT INTO orders (order_number, offer_id, type, channel, community_id, supplier_id, customer_id, customer_name,
        customer_daily, customer_address, group_number, comment, payment_method, delivery_tracking_id, delivery_date,
        delivery_fee, delivery_selection, voucher_selection, packs, single_items, vouchers, gifts, total_amount,
        actual_amount, ticket_amount, fapiao, fapiao_email, order_date, idempotency_key, created_by, updated_by)
      SELECT oc.order_counter, ${sql.join(o.values)} FROM oc
      RETURNING ${ORDER_COLUMNS}),
    vu AS (UPDATE vouchers SET status = 'used', order_id = (SELECT id FROM ins), used_at = coalesce(used_at, now()),
             updated_at = now()
           WHERE id = ANY(${o.applied}::uuid[]))
    SELECT ins.*, oc.live_seq, (SELECT coalesce(json_agg(st), '[]'::json) FROM st) AS moved FROM ins, oc`.execute(
    trx,
  );
  const { moved, live_seq, ...row } = r.rows[0]!;
  const customer = inputs.customer;
  const order = view({
    ...row,
    supplier_name: offer.supplier_name,
    supplier_vat: offer.supplier_vat,
    c_name: customer?.name ?? null,
    c_picture: customer?.profile_picture ?? null,
  });
  return { order, moved, lastSeq: Number(live_seq) };
}

/**
 * One statement: the audit row, the order's live events (numbered from the seqs `insertOrder`
 * reserved) and their NOTIFYs, delivered on commit in seq order.
 */
export async function recordCreate(
  trx: Db,
  offerId: string,
  lastSeq: number,
  entry: AuditEntry,
  order: OrderView,
  offerState: OfferLiveState,
) {
  const a = auditRow(entry)!;
  const ev = reservedEvents(offerId, lastSeq, [
    { type: 'NEW_ORDER', order },
    { type: 'UPDATE_OFFER', offer: offerState },
  ]);
  await sql`
    WITH ins_audit AS (
      INSERT INTO audit_log (actor_id, entity, entity_id, action, before, after)
      VALUES (${a.actor_id}, ${a.entity}, ${a.entity_id}, ${a.action}, ${a.before}::jsonb, ${a.after}::jsonb)),
    ${ev.insert}
    ${ev.notify}`.execute(trx);
  return ev.events;
}
