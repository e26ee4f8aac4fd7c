import { type Kysely, sql } from 'kysely';
import type { OrderView } from '../../domain/live-views.ts';
import type { SpecialContext } from '../../domain/specials.ts';
import type { Database } from '../db/types.ts';

/**
 * Specials are judged as of the order's creation (first order, Nth order, items sold before it),
 * so an edit re-prices with the same context instead of the offer's state now.
 */
export async function specialContextAtCreation(
  db: Kysely<Database>,
  o: Pick<OrderView, 'id' | 'offerId' | 'channel' | 'createdAt' | 'customer'>,
): Promise<Pick<SpecialContext, 'isFirstOrder' | 'orderNumber' | 'itemsSoldBefore'>> {
  const r = await sql<{ before: number; sold: number; earlier: number }>`
    SELECT
      (SELECT count(*)::int FROM orders WHERE offer_id = ${o.offerId} AND channel = ${o.channel}
         AND (created_at, id) < (${o.createdAt}::timestamptz, ${o.id}::uuid)) AS before,
      (SELECT coalesce(sum((l->>'quantity')::int), 0)::int
         FROM orders x, jsonb_array_elements(x.packs || x.single_items) l
         WHERE x.offer_id = ${o.offerId} AND x.channel = ${o.channel} AND x.status = 'available'
           AND x.created_at < ${o.createdAt}::timestamptz) AS sold,
      (SELECT count(*)::int FROM orders WHERE customer_id = ${o.customer?.id ?? null}::uuid AND status = 'available'
         AND created_at < ${o.createdAt}::timestamptz) AS earlier`.execute(db);
  const row = r.rows[0] ?? { before: 0, sold: 0, earlier: 0 };
  return {
    isFirstOrder: !!o.customer && row.earlier === 0,
    orderNumber: row.before + 1,
    itemsSoldBefore: row.sold,
  };
}
