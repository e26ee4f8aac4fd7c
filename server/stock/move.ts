import { type Kysely, sql } from 'kysely';
import { MAX_BUCKET } from '../../domain/stock/rules.ts';
import type { StockBucket, StockMovementType } from '../../domain/stock/schema.ts';
import type { StockMovementStatus } from '../../domain/stock/views.ts';
import type { Database } from '../db/types.ts';

/** One movement to write; status in/out also moves the product's bucket by `movementStock`. */
export interface Move {
  productId: string;
  bucket: StockBucket;
  type: StockMovementType;
  status: StockMovementStatus;
  /** signed units: positive in, negative out */
  movementStock: number;
  comment?: string;
  /** ISO date or instant; the transaction's clock when absent */
  date?: string;
  orderId?: string | null;
  purchaseOrderId?: string | null;
  createdBy?: string | null;
}

export interface MoveResult {
  /** the buckets after the statement, of every product a move of status in/out changed */
  stocks: Map<string, { stock: number; freeStock: number }>;
  /** the ids of the movements written, in the order of the moves */
  movementIds: string[];
}

const moving = (m: Move) => m.status === 'in' || m.status === 'out';

/**
 * Writes movements and the bucket changes they make in ONE statement, so a stock never changes
 * without its movement, nor a movement lands without its change: the invariant "the movements of
 * status in/out of a product's bucket sum to the bucket" holds at every commit. The products are
 * locked in id order first (one lock order for every writer: no deadlock between two merges or
 * multi-product moves); a bucket that would go below zero, or past what it holds (MAX_BUCKET), is
 * not updated, and its movements are not written. The caller compares `stocks` with what it asked
 * (see `assertMoved`) and throws, which rolls its transaction back.
 */
export async function applyMoves(db: Kysely<Database>, moves: readonly Move[]): Promise<MoveResult> {
  if (moves.length === 0) return { stocks: new Map(), movementIds: [] };
  const rows = moves.map(
    (m, i) => sql`(${i}::int, ${m.productId}::uuid, ${m.bucket}::text, ${m.type}::text, ${m.status}::text,
      ${m.movementStock}::int, ${m.comment ?? ''}::text, ${m.date ?? null}::timestamptz,
      ${m.orderId ?? null}::uuid, ${m.purchaseOrderId ?? null}::uuid, ${m.createdBy ?? null}::uuid,
      ${moving(m)}::boolean)`,
  );
  const r = await sql<{
    kind: 'stock' | 'movement';
    id: string;
    n: number;
    stock: number;
    free_stock: number;
  }>`
    WITH d (n, product_id, bucket, type, status, movement_stock, comment, date, order_id, po_id, created_by, moves) AS (
      VALUES ${sql.join(rows)}
    ),
    locked AS (
      SELECT p.id FROM products p WHERE p.id IN (SELECT product_id FROM d) ORDER BY p.id FOR NO KEY UPDATE
    ),
    delta AS (
      SELECT product_id,
        coalesce(sum(movement_stock) FILTER (WHERE bucket = 'paid'), 0)::bigint AS paid,
        coalesce(sum(movement_stock) FILTER (WHERE bucket = 'free'), 0)::bigint AS free
      FROM d WHERE moves GROUP BY product_id
    ),
    changed AS (
      UPDATE products p
      SET stock = p.stock + delta.paid, free_stock = p.free_stock + delta.free,
        stock_version = p.stock_version + 1, updated_at = now()
      FROM delta
      WHERE p.id = delta.product_id AND p.id IN (SELECT id FROM locked)
        AND p.stock + delta.paid BETWEEN 0 AND ${MAX_BUCKET} AND p.free_stock + delta.free BETWEEN 0 AND ${MAX_BUCKET}
      RETURNING p.id, p.stock, p.free_stock
    ),
    written AS (
      INSERT INTO stock_movements
        (product_id, bucket, type, status, movement_stock, comment, date, order_id, purchase_order_id, created_by)
      SELECT d.product_id, d.bucket, d.type, d.status, d.movement_stock, d.comment,
        coalesce(d.date, now()), d.order_id, d.po_id, d.created_by
      FROM d
      WHERE CASE WHEN d.moves THEN d.product_id IN (SELECT id FROM changed)
                 ELSE d.product_id IN (SELECT id FROM locked) END
      ORDER BY d.n
      RETURNING id
    )
    SELECT 'stock' AS kind, id, 0 AS n, stock, free_stock FROM changed
    UNION ALL
    SELECT 'movement', id, 0, 0, 0 FROM written`.execute(db);
  const stocks = new Map<string, { stock: number; freeStock: number }>();
  const movementIds: string[] = [];
  for (const row of r.rows) {
    if (row.kind === 'stock') stocks.set(row.id, { stock: row.stock, freeStock: row.free_stock });
    else movementIds.push(row.id);
  }
  return { stocks, movementIds };
}

/** Whether every move was written (a short bucket or a missing product writes none of its own). */
export function allWritten(moves: readonly Move[], result: MoveResult): boolean {
  return result.movementIds.length === moves.length;
}
