import { sql } from 'kysely';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { insertServiceOffer, type ServiceOrderSpec } from '../../server/db/seed/finance-offers.ts';
import type { TestApp } from './helpers.ts';

/** A direct-sales supplier with at least `n` available products, its products, and one of another supplier. */
export async function directSupplier(t: TestApp, n = 3) {
  const r = await sql<{ id: string; vat: string }>`
    SELECT s.id, s.vat::text FROM suppliers s
    WHERE s.type = 'direct_sales' AND s.vat > 0
      AND (SELECT count(*) FROM products p WHERE p.supplier_id = s.id AND p.status = 'available') >= ${n + 1}
    ORDER BY s.name LIMIT 1`.execute(t.db);
  const s = r.rows[0]!;
  const products = await t.db
    .selectFrom('products')
    .select(['id', 'name_en', 'name_zh', 'price', 'stock'])
    .where('supplier_id', '=', s.id)
    .where('status', '=', 'available')
    .orderBy('product_id')
    .execute();
  const other = await t.db
    .selectFrom('products')
    .select('id')
    .where('supplier_id', '<>', s.id)
    .where('status', '=', 'available')
    .executeTakeFirstOrThrow();
  return { id: s.id, vat: Number(s.vat), products, other: other.id };
}

export async function servicesSuppliers(t: TestApp) {
  const r = await t.db
    .selectFrom('suppliers')
    .select(['id', 'name'])
    .where('type', '=', 'services')
    .orderBy('name')
    .limit(2)
    .execute();
  return r;
}

const day = (d: string) => new Date(`${d}T04:00:00Z`);

/**
 * The hand-computed services case (docs/finance.md): offers A (12.5 %) and B (8 %) of one supplier,
 * C (50 %) of another, all ended in March 2001 (a month no demo data uses).
 */
export async function servicesCase(t: TestApp, community: string = COMMUNITY_IDS.kitchen) {
  const [s1, s2] = await servicesSuppliers(t);
  const at = day('2001-03-10');
  const base = { community, starting: day('2001-03-01'), ending: day('2001-03-20') };
  const A: ServiceOrderSpec[] = [
    { pack: 10000, item: 2550, delivery: 1000, orderDate: at },
    { pack: 5333, voucher: 1000, orderDate: at },
    { pack: 9999, paymentStatus: 'pending', orderDate: at },
    { pack: 2000, refund: 2000, paymentStatus: 'rfd', orderDate: at },
  ];
  const a = await insertServiceOffer(t.db, {
    ...base,
    supplier: s1!.id,
    commissionRate: 12.5,
    name: { en: 'Case A', zh: '案例A' },
    orders: A,
  });
  const b = await insertServiceOffer(t.db, {
    ...base,
    supplier: s1!.id,
    commissionRate: 8,
    name: { en: 'Case B', zh: '案例B' },
    orders: [{ pack: 3335, delivery: 500, orderDate: at, channel: 'miniprogram' }],
  });
  const c = await insertServiceOffer(t.db, {
    ...base,
    supplier: s2!.id,
    commissionRate: 50,
    name: { en: 'Case C', zh: '案例C' },
    orders: [{ pack: 1001, orderDate: at }],
  });
  return { s1: s1!, s2: s2!, a, b, c };
}
