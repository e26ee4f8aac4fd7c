import { sql } from 'kysely';
import { call, login, type Server, type World } from './harness.ts';

export interface StockRacesResult {
  /** 20 adjustments at once on one product's free bucket, through two instances */
  adjustCalls: number;
  adjustAdded: number;
  adjustRemoved: number;
  adjustRefused: number;
  /** the bucket after the race, and what the opening 9 and the accepted answers make it */
  bucketAfter: number;
  bucketExpected: number;
  /** the bucket minus the sum of its in/out movements: 0 when the ledger holds */
  ledgerGap: number;
  unexpected5xx: number;
}

const adjust = (productId: string, type: 'manual_add' | 'manual_remove', quantity: number) => ({
  productId,
  type,
  quantity,
  bucket: 'free',
  comment: 'chaos race',
});

const bucketOf = async (w: World, id: string) =>
  (await sql<{ n: number }>`SELECT free_stock AS n FROM products WHERE id = ${id}`.execute(w.db)).rows[0]!.n;

/** 3 removes of 3 always pass; with every add in, 29 units still cannot serve all ten */
const OPENING = 9;

/**
 * Ten adds of 2 and ten removes of 3 at once on a bucket of 9, split over two server
 * processes: removes beyond what the adds brought must be refused, and the bucket must equal
 * both what the accepted answers add up to and the sum of its movements.
 */
export async function stockRaces(w: World, a: Server, b: Server): Promise<StockRacesResult> {
  const token = await login(a.base, 'logistic@demo.comptoir');
  const product = (await sql<{ id: string }>`SELECT id FROM products ORDER BY id LIMIT 1`.execute(w.db))
    .rows[0]!.id;
  const start = await bucketOf(w, product);
  if (start !== OPENING)
    await call(a.base, 'POST', '/api/stock-movements/manual', {
      token,
      body: adjust(product, start > OPENING ? 'manual_remove' : 'manual_add', Math.abs(start - OPENING)),
    });
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call(i % 2 ? a.base : b.base, 'POST', '/api/stock-movements/manual', {
        token,
        body: i % 2 ? adjust(product, 'manual_remove', 3) : adjust(product, 'manual_add', 2),
      }),
    ),
  );
  const ok = (i: number) => answers[i]!.status === 201;
  const added = answers.filter((_, i) => i % 2 === 0 && ok(i)).length;
  const removed = answers.filter((_, i) => i % 2 === 1 && ok(i)).length;
  const after = await bucketOf(w, product);
  const ledger = (
    await sql<{ n: number }>`SELECT coalesce(sum(movement_stock), 0)::int AS n FROM stock_movements
      WHERE product_id = ${product} AND bucket = 'free' AND status IN ('in', 'out')`.execute(w.db)
  ).rows[0]!.n;
  return {
    adjustCalls: answers.length,
    adjustAdded: added,
    adjustRemoved: removed,
    adjustRefused: answers.filter((x) => x.status === 400).length,
    bucketAfter: after,
    bucketExpected: OPENING + 2 * added - 3 * removed,
    ledgerGap: after - ledger,
    unexpected5xx: answers.filter((x) => x.status >= 500 || x.status === 0).length,
  };
}
