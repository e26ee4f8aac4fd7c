import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { parseListQuery } from '../../domain/list-protocol.ts';
import { type CommunityScope, type ListSource, listQuerySql } from '../../server/lists/runner.ts';
import { ordersSource } from '../../server/orders/list.ts';
import { qs, type TestApp, testApp } from './helpers.ts';

/**
 * The order list's name search cuts its page on keys first (server/lists/runner.ts `keysFirst`):
 * every page must hold the rows, in the order, that the plain whole-row cut gives. Orders share
 * their creation time four by four and their amount ten by ten, so the tie-breaker decides.
 */
let t: TestApp;
const kitchen = COMMUNITY_IDS.kitchen;
const scope: CommunityScope = [kitchen, COMMUNITY_IDS.garden];
const filter = { community: kitchen, paymentStatus: ['pending', 'paid'], customerName: 'martin' };

beforeAll(async () => {
  t = await testApp();
  await sql`INSERT INTO orders (type, channel, community_id, customer_name, customer_daily, payment_status,
      total_amount, created_at)
    SELECT 'service', 'daily', ${kitchen}::uuid,
      CASE WHEN g % 3 = 0 THEN 'Chen ' || g WHEN g % 3 = 1 THEN 'Martin ' || g ELSE 'Léa MARTINEZ' END,
      jsonb_build_object('customerName', 'buyer ' || g),
      (ARRAY['pending', 'paid', 'ccl'])[g % 3 + 1], (g % 10) * 100, now() - (g / 4) * interval '1 hour'
    FROM generate_series(1, 400) g`.execute(t.db);
  await sql`VACUUM ANALYZE orders`.execute(t.db);
});
afterAll(() => t.close());

const plainSource = {
  ...ordersSource,
  pageJoins: { ...ordersSource.pageJoins!, keysFirst: undefined },
} as unknown as ListSource<never, unknown>;
const keysSource = ordersSource as unknown as ListSource<never, unknown>;

function query(sort: [string, string], range: [number, number]) {
  const q = parseListQuery(ordersSource.def.spec, {
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: JSON.stringify(range),
  });
  if (!q.ok) throw new Error(q.error.message);
  return q.value;
}

/** The matching orders' ids in the list's order, written here apart from the list's SQL. */
async function expectedIds(orderBy: 'created_at DESC' | 'total_amount ASC'): Promise<string[]> {
  const dir = orderBy.endsWith('DESC') ? 'DESC' : 'ASC';
  const r = await sql<{ id: string }>`SELECT id FROM orders WHERE community_id = ${kitchen}
      AND payment_status IN ('pending', 'paid') AND customer_name ILIKE '%martin%'
    ORDER BY ${sql.raw(orderBy)}, id ${sql.raw(dir)}`.execute(t.db);
  return r.rows.map((x) => x.id);
}

const SORTS: [[string, string], 'created_at DESC' | 'total_amount ASC'][] = [
  [['createdAt', 'DESC'], 'created_at DESC'],
  [['totalAmount', 'ASC'], 'total_amount ASC'],
];

describe('keys-first page of the order list (name search)', () => {
  for (const [sort, orderBy] of SORTS) {
    it(`${sort.join(' ')}: every page is the plain cut's, row for row`, async () => {
      const expected = await expectedIds(orderBy);
      expect(expected.length).toBeGreaterThan(100);
      const size = 30;
      const seen: string[] = [];
      for (let from = 0; from < expected.length + size; from += size) {
        const q = query(sort, [from, from + size - 1]);
        const keys = listQuerySql(keysSource, q, scope);
        const plain = listQuerySql(plainSource, q, scope);
        // the two statements differ: the keys-first one really cuts on ids
        expect(keys.compile(t.db).sql).toMatch(/"o"\."id" IN \(\s*SELECT "o"\."id" FROM orders o/);
        expect(plain.compile(t.db).sql).not.toMatch(/ IN \(\s*SELECT/);
        // one community is an equality, so the window index gives the order and the cut stops
        expect(keys.compile(t.db).sql).toMatch(/o\.community_id = \$\d+::uuid/);
        const [a, b] = await Promise.all([keys.execute(t.db), plain.execute(t.db)]);
        expect(a.rows).toEqual(b.rows);
        // and what the API answers, page by page
        const res = await t.call(
          'GET',
          `/api/orders/details${qs({ filter, sort, range: [from, from + size - 1] })}`,
          {
            as: 'customer-hero',
          },
        );
        expect(res.statusCode, res.body).toBe(200);
        const rows = res.json() as { id: string }[];
        expect(rows.map((r) => r.id)).toEqual((a.rows as { id: string }[]).map((r) => r.id));
        if (rows.length)
          expect(res.headers['content-range']).toMatch(
            new RegExp(`^[a-z-]+ ${from}-${from + rows.length - 1}/${expected.length}$`),
          );
        seen.push(...rows.map((r) => r.id));
      }
      expect(seen).toEqual(expected);
    });
  }

  it('the window index carries what the cut reads: filters, sort, name and id (migration 0048)', async () => {
    // which index wins depends on the table's size (the plans at a million: docs/benchmarks.md)
    const r = await sql<{ def: string }>`SELECT indexdef AS def FROM pg_indexes
      WHERE tablename = 'orders' AND indexname = 'orders_community_created'`.execute(t.db);
    expect(r.rows[0]?.def).toMatch(
      /\(community_id, created_at DESC, payment_status\) INCLUDE \(customer_name, id\)$/,
    );
  });

  it("a scoped member's name search stays in the member's communities, one asked or several", async () => {
    const list = async (f: Record<string, unknown>) => {
      const res = await t.call('GET', `/api/orders/details${qs({ filter: f, range: [0, 999] })}`, {
        as: 'customer-hero',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: string; community: string }[];
    };
    const farm = COMMUNITY_IDS.farm;
    await sql`INSERT INTO orders (type, channel, community_id, customer_name, customer_daily, payment_status,
        total_amount, actual_amount, order_date)
      SELECT type, channel, ${farm}, customer_name, customer_daily, payment_status, total_amount, actual_amount,
        order_date FROM orders WHERE community_id = ${kitchen} AND customer_name ILIKE '%martin%' LIMIT 3`.execute(
      t.db,
    );
    const farmRows = await t.call(
      'GET',
      `/api/orders/details${qs({ filter: { ...filter, community: farm } })}`,
      {
        as: 'admin',
      },
    );
    expect((farmRows.json() as unknown[]).length).toBeGreaterThan(0);
    // the one allowed community is the equality the cut reads; another's is not widened into it
    expect(await list({ ...filter, community: farm })).toEqual([]);
    const mixed = await list({ ...filter, community: [kitchen, farm] });
    expect(mixed.length).toBeGreaterThan(0);
    expect(mixed.map((r) => r.id)).toEqual((await list(filter)).map((r) => r.id));
  });

  it('keys first only on a name search, never for an export', () => {
    const named = query(['createdAt', 'DESC'], [0, 29]);
    const { customerName: _, ...rest } = named.filters;
    expect(ordersSource.pageJoins?.keysFirst?.(named)).toBe(true);
    expect(ordersSource.pageJoins?.keysFirst?.({ ...named, filters: rest })).toBe(false);
    const exported = listQuerySql(keysSource, named, scope, { page: false }).compile(t.db).sql;
    expect(exported).not.toMatch(/ IN \(\s*SELECT/);
  });
});
