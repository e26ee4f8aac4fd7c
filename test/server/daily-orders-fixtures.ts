import { type Kysely, sql } from 'kysely';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Database } from '../../server/db/types.ts';

export interface DailyRefs {
  /** the supplier of the three products */
  supplier: string;
  area: string;
  products: { id: string; nameZh: string; stock: number }[];
}

/** A supplier of the demo data with three available products in stock, and a delivery area. */
export async function dailyRefs(db: Kysely<Database>): Promise<DailyRefs> {
  const p = await sql<{ id: string; name_zh: string; stock: number; supplier_id: string }>`
    WITH s AS (
      SELECT supplier_id FROM products WHERE status = 'available' AND stock >= 50
      GROUP BY supplier_id HAVING count(*) >= 3 ORDER BY supplier_id LIMIT 1)
    SELECT id, name_zh, stock, supplier_id FROM products
    WHERE status = 'available' AND stock >= 50 AND supplier_id = (SELECT supplier_id FROM s)
    ORDER BY id LIMIT 3`.execute(db);
  const a = await sql<{ id: string }>`SELECT id FROM delivery_areas ORDER BY id LIMIT 1`.execute(db);
  return {
    supplier: p.rows[0]!.supplier_id,
    area: a.rows[0]!.id,
    products: p.rows.map((r) => ({ id: r.id, nameZh: r.name_zh, stock: r.stock })),
  };
}

/** A valid daily-order body; `over` replaces top-level fields. */
export function dailyBody(refs: DailyRefs, over: Record<string, unknown> = {}) {
  return {
    type: 'daily',
    channel: 'daily',
    customer: null,
    customerDaily: { customerName: '李小龙' },
    customerAddress: {
      type: 'office',
      city: 'Shanghai',
      area: refs.area,
      detailedAddress: '88 Nanjing Road',
      phone: '13800138000',
    },
    community: COMMUNITY_IDS.kitchen,
    supplier: refs.supplier,
    deliveryFee: 1500,
    deliveryDate: '2099-01-10',
    lines: [
      { product: refs.products[0]!.id, weightType: 'piece', quantity: 2, price: 1250 },
      { product: refs.products[1]!.id, weightType: 'g', weight: 500, quantity: 1, price: 3000 },
    ],
    ...over,
  };
}

export async function productStock(db: Kysely<Database>, id: string): Promise<number> {
  const r = await sql<{ stock: number }>`SELECT stock FROM products WHERE id = ${id}`.execute(db);
  return r.rows[0]!.stock;
}

/** An available product in stock of another supplier than the fixtures'. */
export async function productOfAnotherSupplier(db: Kysely<Database>, refs: DailyRefs): Promise<string> {
  const r = await sql<{ id: string }>`
    SELECT id FROM products WHERE status = 'available' AND stock >= 50 AND supplier_id <> ${refs.supplier}
    ORDER BY id LIMIT 1`.execute(db);
  return r.rows[0]!.id;
}
