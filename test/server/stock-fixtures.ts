import { sql } from 'kysely';
import type { TestApp } from './helpers.ts';

/** Products whose in/out movements do not sum to their buckets (the invariant: none). */
export async function driftedProducts(t: TestApp) {
  const r = await sql<{ id: string; stock: number; free_stock: number; paid: number; free: number }>`
    SELECT p.id, p.stock, p.free_stock, coalesce(m.paid, 0)::int AS paid, coalesce(m.free, 0)::int AS free
    FROM products p
    LEFT JOIN (
      SELECT product_id,
        sum(movement_stock) FILTER (WHERE bucket = 'paid') AS paid,
        sum(movement_stock) FILTER (WHERE bucket = 'free') AS free
      FROM stock_movements WHERE status IN ('in', 'out') GROUP BY product_id
    ) m ON m.product_id = p.id
    WHERE p.stock <> coalesce(m.paid, 0) OR p.free_stock <> coalesce(m.free, 0)`.execute(t.db);
  return r.rows;
}

/** Seeded products, by public id. */
export async function someProducts(t: TestApp, n: number) {
  return t.db
    .selectFrom('products')
    .select(['id', 'product_id', 'stock', 'free_stock', 'price'])
    .orderBy('product_id')
    .limit(n)
    .execute();
}

export const adjust = (productId: string, over: Record<string, unknown> = {}) => ({
  productId,
  quantity: 3,
  type: 'manual_add',
  bucket: 'paid',
  comment: 'Recount',
  ...over,
});
