import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/types.ts';

/** the orders handed out, by the file's database: test files share this module (vitest.config.ts) */
const takenIn = new WeakMap<Kysely<Database>, Set<string>>();

/**
 * A seeded order in a payment state, of a community (and payment method), not handed out before
 * in this file. Its out-trade number is set or cleared as asked (the wechat refund's payment info).
 */
export async function orderIn(
  db: Kysely<Database>,
  o: { community: string; paymentStatus?: string; method?: 'wechat' | 'alipay' },
): Promise<{ id: string; orderID: number; actualAmount: number; offerId: string | null }> {
  const taken = takenIn.get(db) ?? new Set<string>();
  takenIn.set(db, taken);
  const r = await sql<{ id: string; order_id: number; actual_amount: number; offer_id: string | null }>`
    SELECT id, order_id, actual_amount, offer_id FROM orders
    WHERE community_id = ${o.community} AND payment_status = ${o.paymentStatus ?? 'paid'}
      AND status = 'available' AND actual_amount > 1000
      ${o.method ? sql`AND payment_method = ${o.method}` : sql``}
      AND NOT (id = ANY(${[...taken]}::uuid[]))
    ORDER BY order_id LIMIT 1`.execute(db);
  const row = r.rows[0];
  if (!row) throw new Error(`no ${o.paymentStatus ?? 'paid'} order in ${o.community}`);
  taken.add(row.id);
  return { id: row.id, orderID: row.order_id, actualAmount: row.actual_amount, offerId: row.offer_id };
}

/** The fields a refund and a claim both need, for an order. */
export const caseBody = (order: string) => ({
  order,
  resp: 'delivery',
  issue: 'item_missing',
  actionETA: '2026-12-01',
});
