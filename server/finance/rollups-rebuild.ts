import type pg from 'pg';

export interface RebuildAnswer {
  from: string | null;
  to: string | null;
  /** daily, monthly and cellar unit rows that differed from the orders (added, removed or changed) */
  differing: number;
  /** false when only checked: the transaction was rolled back */
  rebuilt: boolean;
}

const differing = (t: string) =>
  `(SELECT count(*) FROM ((TABLE kept_${t} EXCEPT TABLE now_${t}) UNION ALL (TABLE now_${t} EXCEPT TABLE kept_${t})) x)`;
const DIFFERENCES = `SELECT ${['totals', 'units', 'months', 'offer_months'].map(differing).join(' + ')} AS n`;

const snapshot = (name: string, from: string, to: string) => `
  CREATE TEMP TABLE ${name}_totals ON COMMIT DROP AS SELECT day, community_id, channel, offer_id, payment_status,
    orders, total_amount, delivery_fee, actual_amount FROM order_day_totals
    WHERE day BETWEEN '${from}' AND '${to}'
      AND (orders <> 0 OR total_amount <> 0 OR delivery_fee <> 0 OR actual_amount <> 0);
  CREATE TEMP TABLE ${name}_units ON COMMIT DROP AS SELECT day, line_id, payment_status, units
    FROM cellar_line_day_units WHERE day BETWEEN '${from}' AND '${to}' AND units <> 0;
  CREATE TEMP TABLE ${name}_months ON COMMIT DROP AS SELECT month, community_id, channel, payment_status,
    orders, total_amount, delivery_fee, actual_amount FROM order_month_totals
    WHERE month BETWEEN business_month('${from}') AND business_month('${to}')
      AND (orders <> 0 OR total_amount <> 0 OR delivery_fee <> 0 OR actual_amount <> 0);
  CREATE TEMP TABLE ${name}_offer_months ON COMMIT DROP AS SELECT month, offer_id, community_id, payment_status,
    orders, total_amount, delivery_fee FROM offer_month_totals
    WHERE month BETWEEN business_month('${from}') AND business_month('${to}')
      AND (orders <> 0 OR total_amount <> 0 OR delivery_fee <> 0)`;

/**
 * Computes the daily order totals of days [from, to] again from the orders (order_rollups_rebuild,
 * with the very functions the triggers use), and the monthly totals (migration 0049) of every
 * month those days touch, and counts the rows that differed.
 * Without a range: every day that has orders or totals. Writes to orders wait meanwhile; reads
 * go on. `check`: count only, change nothing. docs/operations.md "Daily order totals".
 */
export async function rebuildRollups(
  pool: pg.Pool,
  range: { from?: string; to?: string; check?: boolean } = {},
): Promise<RebuildAnswer> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    await c.query('LOCK TABLE orders IN SHARE MODE');
    const bounds = await c.query<{ from: string | null; to: string | null }>(
      // a monthly row's month is its first day: within the range whenever that day is
      `SELECT coalesce($1::date, least((SELECT business_day(min(order_date)) FROM orders), (SELECT min(day) FROM order_day_totals),
                (SELECT min(month) FROM order_month_totals), (SELECT min(month) FROM offer_month_totals)))::text AS from,
              coalesce($2::date, greatest((SELECT business_day(max(order_date)) FROM orders), (SELECT max(day) FROM order_day_totals),
                (SELECT max(month) FROM order_month_totals), (SELECT max(month) FROM offer_month_totals)))::text AS to`,
      [range.from ?? null, range.to ?? null],
    );
    const { from, to } = bounds.rows[0]!;
    if (!from || !to || from > to) {
      await c.query('ROLLBACK');
      return { from, to, differing: 0, rebuilt: false };
    }
    // from and to came out of PostgreSQL as dates: safe to write into the statements
    await c.query(snapshot('kept', from, to));
    await c.query('SELECT order_rollups_rebuild($1::date, $2::date)', [from, to]);
    await c.query(snapshot('now', from, to));
    const differing = Number((await c.query<{ n: string }>(DIFFERENCES)).rows[0]!.n);
    await c.query(range.check ? 'ROLLBACK' : 'COMMIT');
    if (!range.check)
      await c.query(
        'ANALYZE order_day_totals, cellar_line_day_units, order_month_totals, offer_month_totals',
      );
    return { from, to, differing, rebuilt: !range.check };
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
}
