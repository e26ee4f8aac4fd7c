import { type Kysely, sql } from 'kysely';
import { BUCKET_FULL_MSG, MAX_BUCKET } from '../../domain/stock/rules.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';

/**
 * A purchase order's reception ("Marking received also sets all its stock movements'
 * status to in"): its `purchased` movements become `in`, dated now, and their units join the
 * products' buckets, in ONE statement, so the invariant of move.ts (the in/out movements of a
 * bucket sum to it) holds at every commit. Products are locked in id order first, the one lock
 * order of every stock writer. A bucket the units would take past what it holds (MAX_BUCKET) is
 * not updated: the reception is then a 400 naming `stock_status`, and the caller's transaction,
 * which it throws out of, leaves the movements as they were. Answers the products' buckets after
 * the change.
 */
export async function receivePurchased(
  db: Kysely<Database>,
  purchaseOrderId: string,
): Promise<{ id: string; stock: number; freeStock: number; added: number }[]> {
  const r = await sql<{ id: string; stock: number; free_stock: number; added: number; full: boolean }>`
    WITH locked AS (
      SELECT p.id FROM products p
      WHERE p.id IN (SELECT product_id FROM stock_movements
                     WHERE purchase_order_id = ${purchaseOrderId} AND status = 'purchased')
      ORDER BY p.id FOR NO KEY UPDATE
    ),
    moved AS (
      UPDATE stock_movements m SET status = 'in', date = now()
      WHERE m.purchase_order_id = ${purchaseOrderId} AND m.status = 'purchased'
        AND m.product_id IN (SELECT id FROM locked)
      RETURNING m.id, m.product_id, m.bucket, m.movement_stock
    ),
    delta AS (
      SELECT product_id,
        coalesce(sum(movement_stock) FILTER (WHERE bucket = 'paid'), 0)::bigint AS paid,
        coalesce(sum(movement_stock) FILTER (WHERE bucket = 'free'), 0)::bigint AS free
      FROM moved GROUP BY product_id
    ),
    changed AS (
      UPDATE products p
      SET stock = p.stock + delta.paid, free_stock = p.free_stock + delta.free,
        stock_version = p.stock_version + 1, updated_at = now()
      FROM delta WHERE p.id = delta.product_id
        AND p.stock + delta.paid <= ${MAX_BUCKET} AND p.free_stock + delta.free <= ${MAX_BUCKET}
      RETURNING p.id, p.stock, p.free_stock, (delta.paid + delta.free)::int AS added
    )
    SELECT id, stock, free_stock, added, false AS full FROM changed
    UNION ALL
    SELECT product_id, 0, 0, 0, true FROM delta WHERE product_id NOT IN (SELECT id FROM changed)`.execute(db);
  if (r.rows.some((x) => x.full)) throw badRequest({ stock_status: BUCKET_FULL_MSG }, BUCKET_FULL_MSG);
  return r.rows.map((x) => ({ id: x.id, stock: x.stock, freeStock: x.free_stock, added: x.added }));
}
