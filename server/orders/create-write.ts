import { type Kysely, sql } from 'kysely';
import type { OfferLiveState, OrderView } from '../../domain/live-views.ts';
import { changeNotify } from '../changes/publish.ts';
import { auditRow } from '../db/audit.ts';
import { prepared } from '../db/prepared.ts';
import type { Database } from '../db/types.ts';
import type { IdempotencyKey } from '../http/idempotency-key.ts';
import { reservedEvents } from '../live/events.ts';
import { voucherMovesAudit, voucherMovesNotes } from '../vouchers/server-moves.ts';
import type { CreateInputs } from './create-gather.ts';
import { stockUpdate } from './lines.ts';
import { orderSnapshot } from './queries.ts';
import type { OrderRow } from './view.ts';

type Db = Kysely<Database>;

/** The orders columns a new order writes, in the order of `orderValues`. */
const INSERT_COLUMNS =
  sql.raw(`id, order_id, order_number, offer_id, type, channel, community_id, supplier_id,
  customer_id, customer_name, customer_daily, customer_address, group_number, comment, status, payment_status,
  payment_method, tracking_status, delivery_tracking_id, delivery_date, delivery_fee, delivery_selection,
  voucher_selection, packs, single_items, vouchers, gifts, total_amount, actual_amount, ticket_amount,
  refund_amount, fapiao, fapiao_email, order_date, idempotency_key, idempotency_hash, version, created_by, updated_by, created_at,
  updated_at`);

const json = (x: unknown) => sql`${x === null ? null : JSON.stringify(x)}::jsonb`;

function orderValues(r: OrderRow, key: IdempotencyKey | null, actor: string) {
  return sql.join([
    sql`${r.id}::uuid`,
    sql`${r.order_id}::bigint`,
    sql`${r.order_number}::int`,
    sql`${r.offer_id}::uuid`,
    sql`${r.type}`,
    sql`${r.channel}`,
    sql`${r.community_id}::uuid`,
    sql`${r.supplier_id}::uuid`,
    sql`${r.customer_id}::uuid`,
    sql`${r.customer_name}`,
    json(r.customer_daily),
    json(r.customer_address),
    sql`${r.group_number}::int`,
    sql`${r.comment}`,
    sql`${r.status}`,
    sql`${r.payment_status}`,
    sql`${r.payment_method}`,
    sql`${r.tracking_status}`,
    sql`${r.delivery_tracking_id}`,
    sql`${r.delivery_date}::date`,
    sql`${r.delivery_fee}::bigint`,
    sql`${r.delivery_selection}`,
    sql`${r.voucher_selection}`,
    json(r.packs),
    json(r.single_items),
    json(r.vouchers),
    json(r.gifts),
    sql`${r.total_amount}::bigint`,
    sql`${r.actual_amount}::bigint`,
    sql`${r.ticket_amount}::bigint`,
    sql`${r.refund_amount}::bigint`,
    sql`${r.fapiao}::boolean`,
    sql`${r.fapiao_email}`,
    sql`${r.order_date}::timestamptz`,
    sql`${key?.value ?? null}`,
    sql`${key?.bodyHash ?? null}`,
    sql`${r.version}::int`,
    sql`${actor}::uuid`,
    sql`${actor}::uuid`,
    sql`${r.created_at}::timestamptz`,
    sql`${r.updated_at}::timestamptz`,
  ]);
}

export interface NewOrder {
  /** the stored row, every column decided beforehand (gatherCreate locked the offer row) */
  row: OrderRow;
  key: IdempotencyKey | null;
  actorId: string;
  deltas: [string, number][];
  /** vouchers the order uses */
  applied: readonly string[];
  order: OrderView;
  /** the offer after the sale, for UPDATE_OFFER */
  offerState: OfferLiveState;
}

/**
 * Raw SQL on purpose: the sale is one statement of data-modifying CTEs (its guarded stock take,
 * counters, order, vouchers, audit and notifications commit or fail together in one round trip),
 * which the builder cannot express without splitting it.
 *
 * The whole write of a sale in one statement: take the stock (guarded: a refused line is missing
 * from `moved` and the caller rolls back), move the offer's order counter and live seq to the
 * values gatherCreate reserved under the offer row lock (held to commit: seq order is commit
 * order), insert the order, mark its vouchers used, write the audit row, store NEW_ORDER and
 * UPDATE_OFFER and queue their NOTIFYs (delivered on commit, in seq order, never on rollback),
 * and the change feed's note of the new order.
 */
export async function writeOrder(trx: Db, inputs: CreateInputs, o: NewOrder) {
  const offer = inputs.offer!;
  const lastSeq = inputs.next.liveSeq + 2;
  const a = auditRow({
    actorId: o.actorId,
    entity: 'order',
    entityId: o.row.id,
    action: 'create',
    before: null,
    after: orderSnapshot(o.order),
  })!;
  // the order lists' change feed hears of the sale as of any audited write (audit() does it elsewhere)
  const feed =
    changeNotify('order', o.row.id, { communities: [o.order.community], version: o.row.version }) ??
    sql`SELECT 1 WHERE false`;
  const ev = reservedEvents(offer.id, lastSeq, [
    { type: 'NEW_ORDER', order: o.order },
    { type: 'UPDATE_OFFER', offer: o.offerState },
  ]);
  const r = await sql<{ moved: { id: string; actual_stock: number }[]; notified: number }>`${prepared}
    WITH st AS (${o.deltas.length > 0 ? stockUpdate(o.deltas) : sql`SELECT NULL::uuid AS id, 0 AS actual_stock WHERE false`}),
    oc AS (UPDATE offers SET order_counter = ${o.row.order_number}::int, live_seq = ${lastSeq}::bigint
           WHERE id = ${offer.id}),
    ins AS (INSERT INTO orders (${INSERT_COLUMNS}) VALUES (${orderValues(o.row, o.key, o.actorId)})),
    vu AS (UPDATE vouchers SET status = 'used', order_id = ${o.row.id}::uuid, used_at = coalesce(used_at, now()),
             updated_at = now(), version = version + 1
           WHERE id = ANY(${o.applied}::uuid[]) RETURNING id, version, communities),
    vu_audit AS (${voucherMovesAudit('vu', 'use', o.actorId, o.row.id)}),
    ins_audit AS (
      INSERT INTO audit_log (actor_id, entity, entity_id, action, before, after)
      VALUES (${a.actor_id}, ${a.entity}, ${a.entity_id}, ${a.action}, ${a.before}::jsonb, ${a.after}::jsonb)),
    ${ev.insert}
    SELECT (SELECT coalesce(json_agg(st), '[]'::json) FROM st) AS moved,
           (SELECT count(*)::int FROM (${ev.notify}) n) AS notified,
           (SELECT count(*)::int FROM (${feed}) f) AS fed,
           ${voucherMovesNotes('vu')} AS vouchers_fed`.execute(trx);
  return { moved: r.rows[0]!.moved, events: ev.events };
}
