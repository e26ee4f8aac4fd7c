import { type Kysely, sql } from 'kysely';
import type { CustomerLevel } from '../../domain/customers/schema.ts';
import type { CountAndSales, CustomerAnalytics, CustomerStatsLite } from '../../domain/customers/views.ts';
import type { Database } from '../db/types.ts';
import type { CommunityScope } from '../lists/runner.ts';
import { GIVEN_VOUCHER } from '../vouchers/queries.ts';
import { COUNTED_ORDER, claimsInScope, ordersInScope, vouchersInScope } from './scope.ts';

type Db = Kysely<Database>;
const counted = (id: string, scope: CommunityScope) =>
  sql`o.customer_id = ${id}::uuid AND ${COUNTED_ORDER} AND ${ordersInScope(scope)}`;

/**
 * GET /api/customers/{id}/stats-lite (the customer popover): level, vouchers, claims, and the
 * orders of the last 30 days, over what the caller may see. Raw SQL: counts and sums in one
 * statement, scoped by the customers' own SQL conditions (scope.ts).
 */
export async function statsLite(db: Db, id: string, level: CustomerLevel, scope: CommunityScope) {
  const r = await sql<{ vouchers: number; monthly: number; claims: number }>`
    SELECT (SELECT count(*)::int FROM vouchers v WHERE v.customer_id = ${id}::uuid AND ${GIVEN_VOUCHER}
        AND ${vouchersInScope(scope)}) AS vouchers,
      (SELECT count(*)::int FROM claims cl WHERE cl.customer_id = ${id}::uuid AND ${claimsInScope(scope)}) AS claims,
      (SELECT count(*)::int FROM orders o WHERE ${counted(id, scope)}
        AND o.order_date >= now() - interval '30 days') AS monthly`.execute(db);
  const row = r.rows[0]!;
  return {
    level,
    voucherCount: row.vouchers,
    claimCount: row.claims,
    monthlyOrder: row.monthly,
  } satisfies CustomerStatsLite;
}

type Group = { key: string | null; n: number; sales: number };
const byKey = (rows: Group[]): Record<string, CountAndSales> =>
  Object.fromEntries(rows.filter((g) => g.key !== null).map((g) => [g.key, { count: g.n, sales: g.sales }]));

/**
 * GET /api/customers/{id}/analytics: orders by channel, community and offer, first
 * and last order, counts and the vouchers' amount; the reorder frequency is computed from these
 * by the client (domain/stats.ts). A non-admin sees his communities' orders and vouchers only.
 */
export async function customerAnalytics(
  db: Db,
  id: string,
  level: CustomerLevel,
  scope: CommunityScope,
): Promise<CustomerAnalytics> {
  const where = counted(id, scope);
  const group = (key: ReturnType<typeof sql>, from = sql`orders o`) => sql<Group>`
    SELECT ${key} AS key, count(*)::int AS n, coalesce(sum(o.total_amount), 0)::bigint AS sales
    FROM ${from} WHERE ${where} GROUP BY 1 ORDER BY 2 DESC`;
  const [totals, channels, communities, offers, vouchers] = await Promise.all([
    sql<{ n: number; sales: number; first: Date | null; last: Date | null }>`
      SELECT count(*)::int AS n, coalesce(sum(o.total_amount), 0)::bigint AS sales,
        min(o.order_date) AS first, max(o.order_date) AS last FROM orders o WHERE ${where}`.execute(db),
    group(sql`o.channel`).execute(db),
    group(sql`o.community_id::text`).execute(db),
    group(sql`f.internal_name`, sql`orders o JOIN offers f ON f.id = o.offer_id`).execute(db),
    sql<{ n: number; amount: number; claims: number }>`
      SELECT count(*)::int AS n, coalesce(sum(v.amount), 0)::bigint AS amount,
        (SELECT count(*)::int FROM claims cl WHERE cl.customer_id = ${id}::uuid AND ${claimsInScope(scope)}) AS claims
      FROM vouchers v WHERE v.customer_id = ${id}::uuid AND ${GIVEN_VOUCHER} AND ${vouchersInScope(scope)}`.execute(
      db,
    ),
  ]);
  const t = totals.rows[0]!;
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    level,
    orderCount: t.n,
    orderTotalSales: t.sales,
    orderByChannel: byKey(channels.rows),
    orderByCommunity: byKey(communities.rows),
    orderByOfferInternalName: byKey(offers.rows),
    firstOrder: iso(t.first),
    lastOrder: iso(t.last),
    claimCount: vouchers.rows[0]!.claims,
    voucherCount: vouchers.rows[0]!.n,
    voucherAmount: vouchers.rows[0]!.amount,
  };
}
