import { type Kysely, sql } from 'kysely';
import type { FeeArea } from '../../domain/delivery/schema.ts';
import type { LiveChannel } from '../../domain/live-views.ts';
import { prepared } from '../db/prepared.ts';
import type { Database } from '../db/types.ts';
import type { LineRow, OfferHead } from '../offers/state.ts';
import { type CustomerRow, type LockedVoucher, toVoucher, type VoucherRow, voucherLock } from './inputs.ts';

type Db = Kysely<Database>;

export interface CreateInputs {
  offer: (OfferHead & { supplier_name: string | null; supplier_vat: number | null }) | undefined;
  /** fee areas: the offer's own, else its template's */
  areas: FeeArea[];
  /** every line of the channel, row-locked in id order, packs then add-ons by position */
  lines: LineRow[];
  customer: (CustomerRow & { profile_picture: string | null }) | undefined;
  /** the customer's vouchers that could apply (or the chosen ones), row-locked */
  vouchers: LockedVoucher[];
  /** ancestors of the address's delivery area, root first */
  areaPath: string[];
  /** the address names no area, or one that exists */
  areaKnown: boolean;
  /**
   * The offer row is locked too (after the lines, the order every writer takes), so what the new
   * order will be is known before it is written: its number in the offer, its public id, its live
   * seqs, the transaction's clock. The write then needs one statement, not two.
   */
  next: { orderCounter: number; liveSeq: number; orderId: number; now: Date };
  /** the request's idempotency key already made an order (committed before this statement) */
  keyUsed: boolean;
}

interface Row extends Partial<OfferHead> {
  supplier_name: string | null;
  supplier_vat: number | null;
  template_areas: FeeArea[] | null;
  lines: LineRow[];
  vouchers: VoucherRow[];
  customer: (CustomerRow & { profile_picture: string | null }) | null;
  area_path: string[];
  area_known: boolean;
  order_counter: number | null;
  live_seq: number | null;
  next_order_id: number | null;
  now: Date;
  key_used: boolean;
}

/**
 * What a new order needs, in one round trip, its locks taken in the order every writer takes them
 * (lines, vouchers, customer, offer: an order edit takes the same, after its order row): the
 * channel's lines FOR UPDATE in id order, then the customer's vouchers, then the customer row, then
 * the offer row. Each CTE's `WHERE` holds a column-free condition on the one before, which
 * PostgreSQL evaluates before scanning, so each waits for the previous locks. With them: the
 * supplier and fee template, the address's area path, and whether the idempotency key was used
 * already (so a retried sale costs no round trip before it). Locked rows are read at their latest
 * version; counts of orders are taken by `createCounts`, in a statement that starts after the locks.
 */
export async function gatherCreate(
  db: Db,
  offerId: string,
  channel: LiveChannel,
  /** the named customer, and the vouchers chosen by hand (manual selection) */
  customer: { id: string; vouchers?: readonly string[] } | undefined,
  areaId: string | null | undefined,
  key?: string,
): Promise<CreateInputs> {
  const r = await sql<Row>`${prepared}
    WITH l AS MATERIALIZED (
      SELECT id, channel, kind, position, name, short_name, product_id, weight, weight_type, stock, actual_stock,
             price, free_fall, multiple_item
      FROM offer_lines WHERE offer_id = ${offerId} AND channel = ${channel}
      ORDER BY id FOR UPDATE),
    v AS MATERIALIZED (${voucherLock(customer?.id ?? null, customer?.vouchers, sql`(SELECT count(*) FROM l) >= 0`)}),
    c AS MATERIALIZED (
      SELECT id, name, status, addresses, profile_picture FROM customers
      WHERE id = ${customer?.id ?? null}::uuid AND (SELECT count(*) FROM v) >= 0 FOR NO KEY UPDATE),
    o AS MATERIALIZED (
      SELECT id, community_id, supplier_id, channel, type, status, fees, fee_template_id, minimum_order_amount,
             minimum_cart_items, wechat_group, miniprogram, order_counter, live_seq
      FROM offers WHERE id = ${offerId} AND (SELECT count(*) FROM c) >= 0 FOR NO KEY UPDATE)
    SELECT o.*, s.name AS supplier_name, s.vat::float8 AS supplier_vat, t.areas AS template_areas,
           (SELECT coalesce(json_agg(l), '[]'::json) FROM l) AS lines,
           (SELECT coalesce(json_agg(v), '[]'::json) FROM v) AS vouchers,
           (SELECT row_to_json(c) FROM c) AS customer,
           ARRAY(WITH RECURSIVE up AS (
               SELECT parent_id AS id, 1 AS depth FROM delivery_areas WHERE id = ${areaId ?? null}::uuid
               UNION ALL SELECT a.parent_id, up.depth + 1 FROM delivery_areas a JOIN up ON a.id = up.id
               WHERE up.depth < 20)
             SELECT id::text FROM up WHERE id IS NOT NULL ORDER BY depth DESC) AS area_path,
           (${areaId ?? null}::uuid IS NULL OR EXISTS (
             SELECT 1 FROM delivery_areas WHERE id = ${areaId ?? null}::uuid)) AS area_known,
           CASE WHEN o.id IS NOT NULL THEN nextval('order_number_seq') END AS next_order_id,
           now() AS now,
           EXISTS (SELECT 1 FROM orders WHERE idempotency_key = ${key ?? null}::text) AS key_used
    FROM (SELECT 1) one
    LEFT JOIN o ON true
    LEFT JOIN suppliers s ON s.id = o.supplier_id
    LEFT JOIN delivery_templates t ON t.id = o.fee_template_id`.execute(db);
  const row = r.rows[0]!;
  const lines = row.lines.sort((a, b) =>
    a.kind === b.kind ? a.position - b.position : a.kind === 'pack' ? -1 : 1,
  );
  const {
    template_areas,
    lines: _l,
    vouchers,
    customer: customerRow,
    area_path,
    area_known,
    order_counter,
    live_seq,
    next_order_id,
    now,
    key_used,
    ...head
  } = row;
  const offer = row.id ? (head as CreateInputs['offer']) : undefined;
  const areas =
    !offer || offer.fees.length > 0 || !offer.fee_template_id ? (offer?.fees ?? []) : (template_areas ?? []);
  const next = {
    orderCounter: Number(order_counter ?? 0),
    liveSeq: Number(live_seq ?? 0),
    orderId: Number(next_order_id ?? 0),
    now,
  };
  return {
    offer,
    areas,
    lines,
    customer: customerRow ?? undefined,
    vouchers: vouchers.map(toVoucher),
    areaPath: area_path,
    areaKnown: area_known,
    next,
    keyUsed: key_used,
  };
}

/**
 * Orders already in the channel and whether the customer has an earlier live order (specials).
 * A statement of its own, after the line (and voucher) locks: its snapshot must include the
 * orders committed by whoever held those locks before.
 */
export async function createCounts(
  db: Db,
  offerId: string,
  channel: LiveChannel,
  customerId: string | null,
): Promise<{ before: number; earlier: boolean }> {
  const r = await sql<{ before: number; earlier: boolean }>`${prepared}
    SELECT (SELECT count(*)::int FROM orders WHERE offer_id = ${offerId} AND channel = ${channel}) AS before,
           EXISTS (SELECT 1 FROM orders WHERE customer_id = ${customerId}::uuid AND status = 'available') AS earlier`.execute(
    db,
  );
  return r.rows[0]!;
}
