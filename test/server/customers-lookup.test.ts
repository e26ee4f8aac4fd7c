import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { CustomerLookupRow } from '../../domain/live-views.ts';
import type { Role } from '../../domain/roles.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const MANAGER_SCOPE: string[] = [COMMUNITY_IDS.kitchen, COMMUNITY_IDS.garden];

async function lookup(name: string, as: Role = 'customer-hero', range = '[0,4]') {
  const r = await t.call(
    'GET',
    `/api/customers/areas?range=${range}${name ? `&filter=${encodeURIComponent(JSON.stringify({ name }))}` : ''}`,
    { as },
  );
  expect(r.statusCode).toBe(200);
  return r.json() as CustomerLookupRow[];
}

describe('GET /api/customers/areas: the order entry lookup', () => {
  it('ignores accents and case: "chloe" finds Chloé Bernard, "LEFEVRE" Hugo Lefèvre', async () => {
    expect((await lookup('chloe', 'admin')).map((c) => c.name)).toContain('Chloé Bernard');
    expect((await lookup('LEFEVRE', 'admin')).map((c) => c.name)).toContain('Hugo Lefèvre');
    expect((await lookup('Chloé', 'admin')).map((c) => c.name)).toContain('Chloé Bernard');
  });

  it('reads the folded name through its trigram index', async () => {
    const plan = await t.db.connection().execute(async (db) => {
      await sql`SET enable_seqscan = off`.execute(db);
      return sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM customers c
        WHERE c.status <> 'discontinued' AND search_fold(c.name) LIKE '%' || search_fold('chloe') || '%'`.execute(
        db,
      );
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('customers_name_fold_trgm');
  });

  it('puts names starting with the typed word first and takes LIKE characters literally', async () => {
    const rows = await lookup('an', 'admin', '[0,49]');
    const firstOther = rows.findIndex((c) => !/(^|\s)an/i.test(c.name));
    const lastStart = rows.findLastIndex((c) => /(^|\s)an/i.test(c.name));
    expect(lastStart).toBeGreaterThanOrEqual(0);
    if (firstOther >= 0) expect(lastStart).toBeLessThan(firstOther);
    expect(await lookup('%', 'admin')).toEqual([]);
  });

  it('tells namesakes apart by a phone fragment typed after the name', async () => {
    const c = (
      await sql<{ name: string; phone: string }>`
        SELECT name, contacts->0->>'phone' AS phone FROM customers
        WHERE status <> 'discontinued' AND contacts->0->>'phone' IS NOT NULL ORDER BY name LIMIT 1`.execute(
        t.db,
      )
    ).rows[0]!;
    const rows = await lookup(`${c.name.split(' ')[0]} ${c.phone.slice(-4)}`, 'admin');
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (r) =>
          r.contacts.some((x) => x.phone.includes(c.phone.slice(-4))) ||
          r.addresses.some((a) => a.phone?.includes(c.phone.slice(-4))),
      ),
    ).toBe(true);
    expect(rows.map((r) => r.name)).toContain(c.name);
  });

  it('gives the day of the last order', async () => {
    const c = (
      await sql<{ name: string; day: string }>`
        SELECT c.name, to_char(max(o.order_date) AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day
        FROM customers c JOIN orders o ON o.customer_id = c.id
        WHERE c.status <> 'discontinued' GROUP BY c.id, c.name ORDER BY c.name LIMIT 1`.execute(t.db)
    ).rows[0]!;
    const row = (await lookup(c.name, 'admin', '[0,49]')).find((r) => r.name === c.name);
    expect(row?.lastOrderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('GET /api/customers/areas is community-scoped', () => {
  it("never gives a community-manager another community's customer, group or voucher", async () => {
    const all = await lookup('', 'admin', '[0,49]');
    const scoped = await lookup('', 'community-manager', '[0,49]');
    expect(scoped.length).toBeGreaterThan(0);
    const outsider = (
      await sql<{ id: string; name: string }>`
        SELECT c.id, c.name FROM customers c WHERE c.status <> 'discontinued'
          AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(c.wechat_groups) g
            WHERE g->>'community' = ANY(${MANAGER_SCOPE}::text[]))
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id
            AND o.community_id = ANY(${MANAGER_SCOPE}::uuid[]))
        ORDER BY c.name LIMIT 1`.execute(t.db)
    ).rows[0]!;
    expect(outsider, 'a seeded customer outside kitchen and garden').toBeTruthy();
    expect((await lookup(outsider.name, 'admin', '[0,49]')).map((c) => c.id)).toContain(outsider.id);
    expect((await lookup(outsider.name, 'community-manager', '[0,49]')).map((c) => c.id)).not.toContain(
      outsider.id,
    );
    for (const c of scoped) {
      expect(c.wechatGroups.every((g) => MANAGER_SCOPE.includes(g.community))).toBe(true);
      expect(c.vouchers.every((v) => v.communities.some((x) => MANAGER_SCOPE.includes(x)))).toBe(true);
    }
    // the admin sees vouchers of every community; the same customers for the manager carry fewer
    const withForeignVoucher = all.some((c) =>
      c.vouchers.some((v) => !v.communities.some((x) => MANAGER_SCOPE.includes(x))),
    );
    expect(withForeignVoucher || all.length > scoped.length).toBe(true);
  });
});
