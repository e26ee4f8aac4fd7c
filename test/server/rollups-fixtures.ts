import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { BUSINESS_ZONE } from '../../domain/dates.ts';
import type { Database } from '../../server/db/types.ts';
import { generalAnalytics } from '../../server/finance/analytics.ts';
import type { CommunityScope } from '../../server/lists/runner.ts';
import { rawGeneralAnalytics } from './analytics-raw.ts';

type Db = Kysely<Database>;

/**
 * windows around the histories' days (27 February to 5 March, business time) and all time: days
 * only, whole months (the monthly totals) and whole months with days at one end or both; three
 * scopes
 */
export const WINDOWS = [
  ['2026-02-20', '2026-03-10'],
  ['2026-03-02', '2026-03-02'],
  ['2026-03-01', '2026-03-03'],
  ['2026-02-01', '2026-03-31'],
  ['2026-02-27', '2026-03-31'],
  ['2026-03-01', '2026-04-02'],
  ['2000-01-01', '2099-12-31'],
] as const;
export const SCOPES: CommunityScope[] = [
  null,
  [COMMUNITY_IDS.cellar],
  [COMMUNITY_IDS.kitchen, COMMUNITY_IDS.farm],
];
const zone = sql.lit(BUSINESS_ZONE);
const sorted = <T>(xs: readonly T[]) => [...xs].map((x) => JSON.stringify(x)).sort();

/** The daily and monthly totals as they are, all-zero rows left out (a total whose orders all moved away). */
async function keptTotals(db: Db) {
  const r = await sql`SELECT day::text, community_id, channel, offer_id, payment_status, orders::int,
      total_amount::text, delivery_fee::text, actual_amount::text
    FROM order_day_totals
    WHERE orders <> 0 OR total_amount <> 0 OR delivery_fee <> 0 OR actual_amount <> 0`.execute(db);
  const u = await sql`SELECT day::text, line_id, payment_status, units::text FROM cellar_line_day_units
    WHERE units <> 0`.execute(db);
  const m = await sql`SELECT month::text, community_id, channel, payment_status, orders::int,
      total_amount::text, delivery_fee::text, actual_amount::text
    FROM order_month_totals
    WHERE orders <> 0 OR total_amount <> 0 OR delivery_fee <> 0 OR actual_amount <> 0`.execute(db);
  const f = await sql`SELECT month::text, offer_id, community_id, payment_status, orders::int,
      total_amount::text, delivery_fee::text
    FROM offer_month_totals WHERE orders <> 0 OR total_amount <> 0 OR delivery_fee <> 0`.execute(db);
  return {
    totals: sorted(r.rows),
    units: sorted(u.rows),
    months: sorted(m.rows),
    offerMonths: sorted(f.rows),
  };
}

/** The same sums computed from the orders themselves, written apart from the migration's. */
async function rawTotals(db: Db) {
  const r =
    await sql`SELECT (o.order_date AT TIME ZONE ${zone})::date::text AS day, o.community_id, o.channel,
      o.offer_id, o.payment_status, count(*)::int AS orders, sum(o.total_amount)::text AS total_amount,
      sum(o.delivery_fee)::text AS delivery_fee, sum(o.actual_amount)::text AS actual_amount
    FROM orders o WHERE o.status = 'available' GROUP BY 1, 2, 3, 4, 5`.execute(db);
  const u =
    await sql`SELECT (o.order_date AT TIME ZONE ${zone})::date::text AS day, (l->>'lineId')::uuid AS line_id,
      o.payment_status, sum((l->>'quantity')::int)::text AS units
    FROM orders o, jsonb_array_elements(o.packs || o.single_items) l
    WHERE o.status = 'available' AND o.community_id = 'c0000000-0000-4000-8000-000000000004'
      AND l->>'lineId' IS NOT NULL AND l->>'quantity' IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum((l->>'quantity')::int) <> 0`.execute(db);
  const m =
    await sql`SELECT date_trunc('month', (o.order_date AT TIME ZONE ${zone}))::date::text AS month, o.community_id,
      o.channel, o.payment_status, count(*)::int AS orders, sum(o.total_amount)::text AS total_amount,
      sum(o.delivery_fee)::text AS delivery_fee, sum(o.actual_amount)::text AS actual_amount
    FROM orders o WHERE o.status = 'available' GROUP BY 1, 2, 3, 4`.execute(db);
  const f =
    await sql`SELECT date_trunc('month', (o.order_date AT TIME ZONE ${zone}))::date::text AS month, o.offer_id,
      o.community_id, o.payment_status, count(*)::int AS orders, sum(o.total_amount)::text AS total_amount,
      sum(o.delivery_fee)::text AS delivery_fee
    FROM orders o WHERE o.status = 'available' AND o.offer_id IS NOT NULL GROUP BY 1, 2, 3, 4`.execute(db);
  return {
    totals: sorted(r.rows),
    units: sorted(u.rows),
    months: sorted(m.rows),
    offerMonths: sorted(f.rows),
  };
}

/** A general analytics answer with its lists in one order (neither computation promises one). */
function canonical(g: Awaited<ReturnType<typeof generalAnalytics>>) {
  return {
    ...g,
    revenuesByChannels: sorted(g.revenuesByChannels),
    revenuesByCommunities: sorted(g.revenuesByCommunities),
    revenuesByPaymentStatus: sorted(g.revenuesByPaymentStatus),
  };
}

/**
 * The totals equal the orders, key by key, and the analytics read from them answer what the
 * analytics computed from the orders answer, to the fen, for each window and scope.
 */
export async function expectTotalsEqualOrders(
  db: Db,
  windows: readonly (readonly [string, string])[],
  scopes: readonly CommunityScope[],
) {
  expect(await keptTotals(db)).toEqual(await rawTotals(db));
  for (const [start, end] of windows)
    for (const scope of scopes)
      expect(canonical(await generalAnalytics(db, start, end, scope)), `${start}..${end} ${scope}`).toEqual(
        canonical(await rawGeneralAnalytics(db, start, end, scope)),
      );
}
