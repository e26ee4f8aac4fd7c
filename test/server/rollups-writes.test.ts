import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { rebuildRollups } from '../../server/finance/rollups-rebuild.ts';
import { type TestApp, testApp } from './helpers.ts';
import { expectTotalsEqualOrders, SCOPES, WINDOWS } from './rollups-fixtures.ts';

/**
 * The daily order totals (docs/analytics.md) under concurrent writers, and the operators' rebuild
 * (docs/operations.md "Daily order totals").
 */
let t: TestApp;
let f: { id: string; community: string; line: string };
beforeAll(async () => {
  t = await testApp();
  const r = await sql<{ id: string; community_id: string; line: string }>`
    SELECT f.id, f.community_id, ol.id AS line FROM offers f JOIN offer_lines ol ON ol.offer_id = f.id
    WHERE f.community_id = ${COMMUNITY_IDS.cellar} ORDER BY f.id, ol.id LIMIT 1`.execute(t.db);
  f = { id: r.rows[0]!.id, community: r.rows[0]!.community_id, line: r.rows[0]!.line };
});
afterAll(() => t.close());

describe('daily order totals', () => {
  it('lose no update when many connections add to the same totals at once', async () => {
    const pool = new pg.Pool({ connectionString: t.url, max: 8 });
    try {
      // each sale waits inside its transaction, so the eight are open on the same totals together
      const sale = async (i: number) => {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          await c.query(
            `INSERT INTO orders (offer_id, channel, community_id, customer_name, payment_status, total_amount, single_items, order_date)
             VALUES ($1, 'wechat_group', $2, 'at once', 'pending', $3, $4, '2026-05-05T04:00:00Z')`,
            [f.id, f.community, 1000 + i, JSON.stringify([{ lineId: f.line, quantity: 1 }])],
          );
          await c.query('SELECT pg_sleep(0.02)');
          await c.query(
            `UPDATE orders SET payment_status = 'paid' WHERE customer_name = 'at once' AND total_amount = $1`,
            [1000 + ((i + 1) % 24)],
          );
          await c.query('COMMIT');
        } finally {
          c.release();
        }
      };
      await Promise.all(Array.from({ length: 24 }, (_, i) => sale(i)));
      await pool.query(`UPDATE orders SET payment_status = 'paid' WHERE customer_name = 'at once'`);
      const r = await sql<{ orders: string; total: string }>`SELECT sum(orders)::text AS orders,
          sum(total_amount)::text AS total FROM order_day_totals WHERE day = '2026-05-05'`.execute(t.db);
      expect(r.rows[0]).toEqual({ orders: '24', total: String(24 * 1000 + (23 * 24) / 2) });
      await expectTotalsEqualOrders(t.db, [['2026-05-05', '2026-05-05']], SCOPES);
    } finally {
      await pool.end();
    }
  });

  it("are rebuilt from the orders by the operators' command, which first says what differs", async () => {
    const pool = new pg.Pool({ connectionString: t.url, max: 1 });
    try {
      expect((await rebuildRollups(pool, { check: true })).differing).toBe(0);
      // a total drifted, one lost, one that should not be there, a cellar line lost
      await sql`UPDATE order_day_totals SET total_amount = total_amount + 1
        WHERE ctid = (SELECT ctid FROM order_day_totals WHERE orders > 0 ORDER BY day LIMIT 1)`.execute(t.db);
      await sql`DELETE FROM order_day_totals WHERE ctid = (SELECT ctid FROM order_day_totals WHERE orders > 0
        ORDER BY day DESC LIMIT 1)`.execute(t.db);
      await sql`INSERT INTO order_day_totals VALUES ('2026-03-02', ${COMMUNITY_IDS.garden}, 'daily', NULL, 'paid', 1, 5, 0, 5)
        ON CONFLICT ON CONSTRAINT order_day_totals_key DO UPDATE SET orders = order_day_totals.orders + 1`.execute(
        t.db,
      );
      await sql`DELETE FROM cellar_line_day_units WHERE ctid = (SELECT ctid FROM cellar_line_day_units WHERE units > 0 LIMIT 1)`.execute(
        t.db,
      );
      const checked = await rebuildRollups(pool, { check: true });
      expect(checked).toMatchObject({ rebuilt: false });
      // the drifted total counts twice (the row as it was and as it is), each other once
      expect(checked.differing).toBe(5);
      expect((await rebuildRollups(pool, { check: true })).differing).toBe(5);
      // a range rebuilds its days only
      const day = await rebuildRollups(pool, { from: '2026-03-02', to: '2026-03-02' });
      expect(day).toMatchObject({ from: '2026-03-02', to: '2026-03-02', rebuilt: true });
      expect(day.differing).toBeGreaterThanOrEqual(1);
      const all = await rebuildRollups(pool);
      expect(all.rebuilt).toBe(true);
      expect(all.differing + day.differing).toBe(5);
      expect((await rebuildRollups(pool, { check: true })).differing).toBe(0);
      await expectTotalsEqualOrders(t.db, WINDOWS, SCOPES);
    } finally {
      await pool.end();
    }
  });
  it('repair a drifted monthly total by rebuilding one of its days', async () => {
    const pool = new pg.Pool({ connectionString: t.url, max: 1 });
    try {
      expect((await rebuildRollups(pool, { check: true })).differing).toBe(0);
      const month = await sql<{ m: string; d: string }>`SELECT month::text AS m, (month + 14)::text AS d
        FROM offer_month_totals WHERE orders > 0 ORDER BY month LIMIT 1`.execute(t.db);
      const { m, d } = month.rows[0]!;
      await sql`UPDATE order_month_totals SET orders = orders + 1
        WHERE ctid = (SELECT ctid FROM order_month_totals WHERE month = ${m}::date AND orders > 0 LIMIT 1)`.execute(
        t.db,
      );
      await sql`UPDATE offer_month_totals SET total_amount = total_amount - 1
        WHERE ctid = (SELECT ctid FROM offer_month_totals WHERE month = ${m}::date AND orders > 0 LIMIT 1)`.execute(
        t.db,
      );
      // each drifted row counts twice: as it was and as it is
      expect((await rebuildRollups(pool, { check: true })).differing).toBe(4);
      // a day of the month rebuilds the month's totals, its other days' daily totals untouched
      expect((await rebuildRollups(pool, { from: d, to: d })).differing).toBe(4);
      expect((await rebuildRollups(pool, { check: true })).differing).toBe(0);
      await expectTotalsEqualOrders(t.db, WINDOWS, SCOPES);
    } finally {
      await pool.end();
    }
  });
});
