import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * A purchase order's reception ("Marking received also sets all its stock movements'
 * status to in"): its `purchased` movements become `in`, dated now, and their units join the
 * products' buckets, in ONE statement, so the invariant of move.ts (the in/out movements of a
 * bucket sum to it) holds at every commit. Products are locked in id order first, the one lock
 * order of every stock writer. Answers the products' buckets after the change.
 */
export async function receivePurchased(
  db: Kysely<Database>,
  purchaseOrderId: string,
): Promise<{ id: string; stock: number; freeStock: number; added: number }[]> {
  const r = await sql<{ id: string; stock: number; free_stock: number; added: number }>`
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
        coalesce(sum(movement_stock) FILTER (WHERE bucket = 'paid'), 0)::int AS paid,
        coalesce(sum(movement_stock) FILTER (WHERE bucket = 'free'), 0)::int AS free
      FROM moved GROUP BY product_id
    )
    UPDATE products p
    SET stock = p.stock + delta.paid, free_stock = p.free_stock + delta.free,
      stock_version = p.stock_version + 1, updated_at = now()
    FROM delta WHERE p.id = delta.product_id
    RETURNING p.id, p.stock, p.free_stock, (delta.paid + delta.free) AS added`.execute(db);
  return r.rows.map((x) => ({ id: x.id, stock: x.stock, freeStock: x.free_stock, added: x.added }));
}
