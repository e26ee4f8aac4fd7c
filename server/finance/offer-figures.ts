import { type Kysely, type RawBuilder, sql } from 'kysely';
import { FEE_PAYMENT_STATES } from '../../domain/finance/rules.ts';
import type { Database } from '../db/types.ts';

/**
 * The money of a services offer, from its orders that brought
 * money in (domain `earnsServiceFee`: available and paid, being refunded or refunded; the refunds
 * are their own column). The general analytics' service fee reads the same orders. Amounts fen.
 */
export const SETTLED = sql`o.status = 'available' AND o.payment_status IN (${sql.join(FEE_PAYMENT_STATES.map((s) => sql.lit(s)))})`;

/** The offer's commission rate: its own, else its supplier's (an offer saved without one). */
export const rateOf = (offer: string, supplier: string) =>
  sql`CASE WHEN ${sql.ref(`${offer}.commission_rate`)} > 0 THEN ${sql.ref(`${offer}.commission_rate`)}
    ELSE ${sql.ref(`${supplier}.commission`)} END`;

/** A LATERAL sub-select of one offer's figures; `offerId` is the offer's uuid expression. */
export const figuresOf = (offerId: RawBuilder<unknown>) => sql`(
  SELECT count(*)::int AS orders,
    coalesce(sum((SELECT coalesce(sum((l->>'amount')::bigint), 0) FROM jsonb_array_elements(o.packs) l)), 0)::bigint AS pack,
    coalesce(sum((SELECT coalesce(sum((l->>'amount')::bigint), 0) FROM jsonb_array_elements(o.single_items) l)), 0)::bigint AS single,
    coalesce(sum(o.delivery_fee), 0)::bigint AS delivery,
    coalesce(sum(o.total_amount), 0)::bigint AS income,
    coalesce(sum(o.refund_amount), 0)::bigint AS refund,
    coalesce(sum(o.total_amount - o.actual_amount), 0)::bigint AS vouchers
  FROM orders o WHERE o.offer_id = ${offerId} AND ${SETTLED})`;

export interface Figures {
  orders: number;
  pack: number;
  single: number;
  delivery: number;
  income: number;
  refund: number;
  vouchers: number;
}

/**
 * The figures of these offers, by id. Raw SQL: the same LATERAL sub-select the services tab
 * joins, so an invoice freezes exactly the figures the tab showed.
 */
export async function offerFigures(db: Kysely<Database>, offerIds: readonly string[]) {
  const r = await sql<Figures & { id: string }>`
    SELECT f.id, x.* FROM offers f, LATERAL ${figuresOf(sql`f.id`)} x
    WHERE f.id = ANY(${[...offerIds]}::uuid[])`.execute(db);
  return new Map(r.rows.map((x) => [x.id, x]));
}
