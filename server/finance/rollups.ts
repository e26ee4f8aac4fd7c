import { type Kysely, type SqlBool, sql } from 'kysely';
import { CELLAR_COMMUNITY_ID } from '../../domain/communities.ts';
import { FEE_PAYMENT_STATES, serviceFee } from '../../domain/finance/rules.ts';
import type { Database } from '../db/types.ts';
import type { CommunityScope } from '../lists/runner.ts';
import { rateOf } from './offer-figures.ts';
import { windowTotals } from './rollup-window.ts';

/**
 * Reads of the daily order totals (migration 0045, docs/analytics.md), in raw SQL: they are
 * aggregates over fragments shared by several reports (window, counted states, scope), which
 * compose as SQL text and would only be hidden by the builder.
 * The totals hold the available orders only, per business day (and per month, without the offer
 * or without the channel), so a window costs its number of days and months, not the size of the
 * history.
 */
type Db = Kysely<Database>;

/** Orders that count as sales: not cancelled nor refunded (as the offer analytics). */
const COUNTED = sql<SqlBool>`t.payment_status NOT IN ('ccl', 'rfd')`;
const SETTLED = sql<SqlBool>`t.payment_status IN (${sql.join(FEE_PAYMENT_STATES.map((s) => sql.lit(s)))})`;
const COLS_OFFER = sql`t.offer_id, t.payment_status, t.total_amount, t.delivery_fee`;
const COLS_ALL = sql`t.channel, t.community_id, t.payment_status, t.orders, t.total_amount, t.delivery_fee`;

/**
 * The commission earned on services offers in a window: each offer's fee at its own rate, on the
 * orders the services screen settles (`FEE_PAYMENT_STATES`, domain `earnsServiceFee`), not on the
 * sales.
 */
export async function serviceFees(db: Db, start: string, end: string, scope: CommunityScope) {
  // summed per offer first (whole months from the offers' monthly totals), then each offer's fee
  const rows = windowTotals('offer_month_totals', COLS_OFFER, start, end, scope);
  const r = await sql<{ rate: string; total: number; delivery: number }>`
    SELECT ${rateOf('f', 's')}::text AS rate, x.total, x.delivery
    FROM (SELECT t.offer_id, sum(t.total_amount)::bigint AS total, sum(t.delivery_fee)::bigint AS delivery
          FROM (${rows}) t WHERE ${SETTLED} GROUP BY t.offer_id) x
    JOIN offers f ON f.id = x.offer_id JOIN suppliers s ON s.id = f.supplier_id
    WHERE s.type = 'services'`.execute(db);
  let fee = 0;
  let total = 0;
  for (const x of r.rows) {
    fee += serviceFee(Number(x.total), Number(x.delivery), Number(x.rate));
    total += Number(x.total);
  }
  return { fee, share: total - fee };
}

export interface RevenueGroup {
  channel: string | null;
  community_id: string | null;
  payment_status: string | null;
  counted: boolean;
  n: number;
  amount: number;
}

/** Orders and amounts by channel, by community and by payment state, each split counted or not. */
export async function revenueGroups(db: Db, start: string, end: string, scope: CommunityScope) {
  const r = await sql<RevenueGroup>`
    SELECT x.channel, x.community_id, x.payment_status, x.counted, sum(x.orders)::int AS n,
      sum(x.total_amount)::bigint AS amount
    FROM (SELECT t.channel, t.community_id, t.payment_status, (${COUNTED}) AS counted,
            sum(t.orders) AS orders, sum(t.total_amount) AS total_amount
          FROM (${windowTotals('order_month_totals', COLS_ALL, start, end, scope)}) t GROUP BY 1, 2, 3) x
    GROUP BY GROUPING SETS ((x.channel, x.counted), (x.community_id, x.counted), (x.payment_status, x.counted))
    HAVING sum(x.orders) > 0`.execute(db);
  return r.rows;
}

/**
 * The cellar's sales excluding delivery, and their cost at the products' prices of today: the
 * units of each offer line sold in the window, times the line's cost (an add-on item: its
 * product's price times the line's quantity; a pack: its products' prices times their quantities;
 * a daily order's line, whose id is its product's: that product's price).
 * Each line is priced by a subquery on its key: a year's ~2,500 lines are as many index lookups,
 * where a join let the planner hash the whole offer_lines table (97,535 lines at ten million).
 */
export async function cellarMargin(db: Db, start: string, end: string) {
  const r = await sql<{ sales: number; cost: number }>`
    SELECT
      (SELECT coalesce(sum(t.total_amount - t.delivery_fee), 0)
        FROM (${windowTotals('order_month_totals', COLS_ALL, start, end, [CELLAR_COMMUNITY_ID])}) t
        WHERE ${COUNTED})::bigint AS sales,
      (SELECT coalesce(sum(u.units * coalesce((
          SELECT CASE WHEN ol.kind = 'item' THEN coalesce(p.price, 0) * ol.quantity
            ELSE (SELECT coalesce(sum(pp.price * (c->>'quantity')::int), 0) FROM jsonb_array_elements(ol.products) c
                  JOIN products pp ON pp.id = (c->>'product')::uuid) END
          FROM offer_lines ol LEFT JOIN products p ON p.id = ol.product_id WHERE ol.id = u.line_id),
          (SELECT dp.price FROM products dp WHERE dp.id = u.line_id))), 0)
        FROM (SELECT t.line_id, sum(t.units) AS units FROM cellar_line_day_units t
              WHERE t.day BETWEEN ${start}::date AND ${end}::date AND ${COUNTED} GROUP BY t.line_id) u)::bigint AS cost`.execute(
    db,
  );
  const m = r.rows[0]!;
  return { sales: Number(m.sales), cost: Number(m.cost) };
}
