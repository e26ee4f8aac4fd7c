import { type Kysely, sql } from 'kysely';
import type { Database } from '../types.ts';
import { demoUserId } from './foundation.ts';
import { seedDate } from './ids.ts';
import type { SeedModule } from './index.ts';
import { intIn, pick, prng } from './live-data.ts';

type NewMovement = {
  product_id: string;
  bucket: 'paid' | 'free';
  type: 'manual_add' | 'manual_remove' | 'purchase_order' | 'merge';
  status: 'in' | 'out' | 'purchased';
  movement_stock: number;
  comment: string;
  date: Date;
  created_by: string;
};

const STAFF = ['logistic', 'product-manager', 'admin', 'finance'].map((r) =>
  demoUserId(`${r}@demo.comptoir`),
);
const ADDS = ['Supplier delivery', 'Recount after inventory', 'Returned by customer', '供应商到货'];
const REMOVES = ['Damaged in storage', 'Tasting samples', 'Expired', 'Recount after inventory', '样品'];

/**
 * A movement history behind each product's current buckets: an opening delivery, a few removals,
 * sometimes a gift top-up of the free bucket, and for some products a purchase on its way
 * (status purchased, not in the buckets yet). The in/out movements of each bucket sum to the
 * bucket as the earlier seeds left it, so the invariant holds without touching the stock.
 * Products that already have movements are left alone: the module may run after catalogue seeds
 * of later areas, whatever products they added.
 */
export async function seedStockMovements(db: Kysely<Database>, seed = 20_260_413): Promise<number> {
  const rnd = prng(seed);
  const products = await sql<{ id: string; stock: number; free_stock: number }>`
    SELECT p.id, p.stock, p.free_stock FROM products p
    WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p.id)
    ORDER BY p.product_id`.execute(db);
  const rows: NewMovement[] = [];
  for (const p of products.rows) {
    let day = intIn(rnd, 560, 600);
    const at = () => {
      day += intIn(rnd, 1, 9);
      return seedDate(day, intIn(rnd, 8, 18));
    };
    const base = { product_id: p.id };
    const removes = Array.from({ length: intIn(rnd, 0, 3) }, () => intIn(rnd, 1, 12));
    const opening = p.stock + removes.reduce((a, b) => a + b, 0);
    if (opening > 0)
      rows.push({
        ...base,
        bucket: 'paid',
        type: rnd() < 0.6 ? 'purchase_order' : 'manual_add',
        status: 'in',
        movement_stock: opening,
        comment: pick(rnd, ADDS),
        date: at(),
        created_by: pick(rnd, STAFF),
      });
    if (opening > 0)
      for (const n of removes)
        rows.push({
          ...base,
          bucket: 'paid',
          type: 'manual_remove',
          status: 'out',
          movement_stock: -n,
          comment: pick(rnd, REMOVES),
          date: at(),
          created_by: pick(rnd, STAFF),
        });
    if (p.free_stock > 0) {
      const given = rnd() < 0.3 ? intIn(rnd, 1, 5) : 0;
      rows.push({
        ...base,
        bucket: 'free',
        type: 'manual_add',
        status: 'in',
        movement_stock: p.free_stock + given,
        comment: 'Supplier gift',
        date: at(),
        created_by: pick(rnd, STAFF),
      });
      if (given)
        rows.push({
          ...base,
          bucket: 'free',
          type: 'manual_remove',
          status: 'out',
          movement_stock: -given,
          comment: 'Given with an order',
          date: at(),
          created_by: pick(rnd, STAFF),
        });
    }
    if (rnd() < 0.2)
      rows.push({
        ...base,
        bucket: 'paid',
        type: 'purchase_order',
        status: 'purchased',
        movement_stock: intIn(rnd, 10, 120),
        comment: 'Ordered from supplier',
        date: at(),
        created_by: pick(rnd, STAFF),
      });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('stock_movements')
      .values(rows.slice(i, i + 1000))
      .execute();
  return rows.length;
}

/** Runs after every catalogue seed (live, products): see the order in server/db/seed/index.ts. */
export const stockSeed: SeedModule = {
  name: 'stock',
  order: 60,
  run: (trx) => seedStockMovements(trx).then(() => {}),
};
