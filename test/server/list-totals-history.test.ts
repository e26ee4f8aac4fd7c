import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { parseListQuery } from '../../domain/list-protocol.ts';
import { EXACT_COUNT_CAP } from '../../server/lists/count.ts';
import { type ListSource, listWhere } from '../../server/lists/runner.ts';
import { ordersSource } from '../../server/orders/list.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

/**
 * Every list that grows with the business's history answers the same total (docs/api.md,
 * "Totals"): exact up to the cap, the planner's marked estimate above it. Each list gets more
 * rows than the cap in one place, then is asked wide (estimate) and narrow (exact, checked
 * against a count written here independently of the list's SQL).
 */
let t: TestApp;
let product: string;
let customer: string;
const n = EXACT_COUNT_CAP + 1_100;

async function count(q: RawBuilder<unknown>): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (${q}) x`.execute(t.db);
  return Number(r.rows[0]?.n);
}

beforeAll(async () => {
  t = await testApp();
  const p = await sql<{ id: string }>`SELECT id FROM products ORDER BY created_at LIMIT 1`.execute(t.db);
  product = p.rows[0]!.id;
  const c = await sql<{ id: string }>`SELECT id FROM customers ORDER BY created_at LIMIT 1`.execute(t.db);
  customer = c.rows[0]!.id;
  // pending service orders in the kitchen, the first 300 cancelled (shown under ccl)
  await sql`INSERT INTO orders (type, channel, community_id, customer_name, customer_daily, payment_status, status)
    SELECT 'service', 'daily', ${COMMUNITY_IDS.kitchen}::uuid, 'Tab buyer ' || g,
      jsonb_build_object('customerName', 'Tab buyer ' || g), 'pending',
      CASE WHEN g <= 300 THEN 'discontinued' ELSE 'available' END
    FROM generate_series(1, ${n}) g`.execute(t.db);
  // walk-in sales in the garden (the direct sales list)
  await sql`INSERT INTO orders (type, channel, community_id, customer_name, customer_daily, payment_status)
    SELECT 'direct_sale', 'daily', ${COMMUNITY_IDS.garden}::uuid, 'Shop buyer ' || g,
      jsonb_build_object('customerName', 'Shop buyer ' || g), CASE WHEN g % 100 = 0 THEN 'rfd' ELSE 'paid' END
    FROM generate_series(1, ${n}) g`.execute(t.db);
  await sql`INSERT INTO vouchers (customer_id, reason, amount, expiration_date, communities, status)
    SELECT ${customer}::uuid, 'gift', 1000, current_date + 30, ARRAY[${COMMUNITY_IDS.kitchen}::uuid],
      CASE WHEN g % 50 = 0 THEN 'declined' ELSE 'validated' END
    FROM generate_series(1, ${n}) g`.execute(t.db);
  await sql`INSERT INTO stock_movements (product_id, bucket, type, status, movement_stock, date)
    SELECT ${product}::uuid, 'paid', CASE WHEN g % 40 = 0 THEN 'manual_remove' ELSE 'customer_order' END,
      'out', -1, now() - g * interval '1 minute'
    FROM generate_series(1, ${n}) g`.execute(t.db);
  await sql`ANALYZE orders, vouchers, stock_movements`.execute(t.db);
});
afterAll(() => t.close());

interface Case {
  name: string;
  path: string;
  /** the list parameters (functions: the ids are known once the data is in) */
  wide: () => Record<string, unknown>;
  narrow: () => Record<string, unknown>;
  /** the narrow view's rows, counted here in plain SQL */
  expected: () => RawBuilder<unknown>;
}

const kitchen = COMMUNITY_IDS.kitchen;
const CASES: Case[] = [
  {
    name: 'services list, pending tab',
    path: '/api/orders/details',
    wide: () => ({ filter: { type: 'service', community: kitchen }, tabFilter: { paymentState: 'pending' } }),
    narrow: () => ({
      filter: { type: 'service', community: kitchen, customerName: 'Tab buyer 100' },
      tabFilter: { paymentState: 'pending' },
    }),
    expected: () => sql`SELECT 1 FROM orders WHERE type = 'service' AND community_id = ${kitchen}
      AND customer_name ILIKE '%Tab buyer 100%' AND payment_status = 'pending' AND status <> 'discontinued'`,
  },
  {
    name: 'services list, ccl tab (cancelled pending orders included)',
    path: '/api/orders/details',
    wide: () => ({ filter: { type: 'service' }, tabFilter: {} }),
    narrow: () => ({ filter: { type: 'service', community: kitchen }, tabFilter: { paymentState: 'ccl' } }),
    expected: () => sql`SELECT 1 FROM orders WHERE type = 'service' AND community_id = ${kitchen}
      AND (CASE WHEN payment_status = 'pending' AND status = 'discontinued' THEN 'ccl' ELSE payment_status END) = 'ccl'`,
  },
  {
    name: 'direct sales list',
    path: '/api/orders/details',
    wide: () => ({ filter: { type: ['direct_sale', 'daily'] } }),
    narrow: () => ({ filter: { type: ['direct_sale', 'daily'], paymentStatus: 'rfd' } }),
    expected: () =>
      sql`SELECT 1 FROM orders WHERE type IN ('direct_sale', 'daily') AND payment_status = 'rfd'`,
  },
  {
    name: 'vouchers',
    path: '/api/vouchers/details',
    wide: () => ({ filter: { customer }, tabFilter: { used: false } }),
    narrow: () => ({ filter: { customer, status: 'declined' } }),
    expected: () => sql`SELECT 1 FROM vouchers WHERE customer_id = ${customer} AND status = 'declined'`,
  },
  {
    name: 'stock movements',
    path: '/api/stock-movements/details',
    wide: () => ({ filter: { product } }),
    narrow: () => ({ filter: { product, type: 'manual_remove' } }),
    expected: () =>
      sql`SELECT 1 FROM stock_movements WHERE product_id = ${product} AND type = 'manual_remove'`,
  },
];

describe('totals of the lists that grow with history (docs/api.md, Totals)', () => {
  for (const c of CASES) {
    it(`${c.name}: an estimate past the cap, the exact total under it`, async () => {
      const wide = await t.call('GET', `${c.path}${qs({ ...c.wide(), range: [0, 79] })}`, { as: 'admin' });
      expect(wide.statusCode, wide.body).toBe(200);
      expect(wide.headers['content-range']).toMatch(/^[a-z-]+ 0-79\/\*$/);
      expect(Number(wide.headers['x-total-estimate'])).toBeGreaterThan(EXACT_COUNT_CAP);
      expect(wide.headers['access-control-expose-headers']).toBe('Content-Range, X-Total-Estimate');

      const narrow = await t.call('GET', `${c.path}${qs({ ...c.narrow(), range: [0, 79] })}`, {
        as: 'admin',
      });
      expect(narrow.statusCode, narrow.body).toBe(200);
      const total = await count(c.expected());
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(EXACT_COUNT_CAP);
      expect(narrow.headers['content-range']).toMatch(new RegExp(`/${total}$`));
      expect(narrow.headers['x-total-estimate']).toBeUndefined();
    });
  }
});

/** The order lists' tabs as the screens open them (src/features/orders/*OrdersList.tsx). */
const TABS: [string, Record<string, unknown>][] = [
  ['services, all', { type: 'service' }],
  ...['pending', 'paid', 'ccl', 'refunding', 'rfd'].map((s): [string, Record<string, unknown>] => [
    `services, ${s}`,
    { type: 'service', paymentState: s },
  ]),
  ['direct sales', { type: ['direct_sale', 'daily'] }],
];

describe('each order tab counts off an index range', () => {
  for (const [name, filter] of TABS) {
    it(`${name}: the capped count reads a range of an index, never the table`, async () => {
      const q = parseListQuery(ordersSource.def.spec, { filter: JSON.stringify(filter) });
      if (!q.ok) throw new Error(q.error.message);
      const src = ordersSource as unknown as ListSource<never, unknown>;
      const where = listWhere(src, q.value, [COMMUNITY_IDS.kitchen, COMMUNITY_IDS.garden]);
      // the demo data is small enough for a sequential scan to win: forbid it, and see what is left
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const r = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT count(*) FROM (SELECT 1 FROM orders o
          WHERE ${where} LIMIT ${EXACT_COUNT_CAP + 1}) capped`.execute(trx);
        return r.rows.map((x) => x['QUERY PLAN']).join('\n');
      });
      // which index wins depends on the table's size (the plans at scale: docs/benchmarks.md)
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(/Index Cond: \(+(type|payment_status|community_id) =/);
    });
  }
});
