import { type Kysely, sql } from 'kysely';
import { CELLAR_COMMUNITY_ID } from '../../domain/communities.ts';
import { BUSINESS_ZONE } from '../../domain/dates.ts';
import type { GeneralAnalytics } from '../../domain/finance/analytics.ts';
import { grossMargin } from '../../domain/finance/rules.ts';
import type { Database } from '../db/types.ts';
import type { CommunityScope } from '../lists/runner.ts';
import { stockValueSum } from '../stock/value-sql.ts';
import { GIVEN_VOUCHER } from '../vouchers/queries.ts';
import { cellarMargin, revenueGroups, serviceFees } from './rollups.ts';

type Db = Kysely<Database>;
const zone = sql.lit(BUSINESS_ZONE);

/**
 * The finance analytics, in raw SQL: grouped aggregates over the daily totals and the orders, by
 * business day in the business time zone, composed from rollups.ts's fragments.
 */
export async function generalAnalytics(
  db: Db,
  start: string,
  end: string,
  scope: CommunityScope,
): Promise<GeneralAnalytics> {
  const offerScope = scope ? sql`AND f.community_id = ANY(${[...scope]}::uuid[])` : sql``;
  const voucherScope = scope ? sql`AND v.communities && ${[...scope]}::uuid[]` : sql``;
  const claimScope = scope ? sql`AND c.community_id = ANY(${[...scope]}::uuid[])` : sql``;
  const cellar = scope === null || scope.includes(CELLAR_COMMUNITY_ID);
  const [groups, offers, vouchers, stock, fees, margin, claims] = await Promise.all([
    revenueGroups(db, start, end, scope),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM offers f
      WHERE f.starting_date < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone})
        AND f.ending_date >= (${start}::date::timestamp AT TIME ZONE ${zone}) ${offerScope}`.execute(db),
    sql<{ n: number; amount: number }>`SELECT count(*)::int AS n, coalesce(sum(v.amount), 0)::bigint AS amount
      FROM vouchers v WHERE v.created_at >= (${start}::date::timestamp AT TIME ZONE ${zone})
        AND v.created_at < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone})
        AND ${GIVEN_VOUCHER} ${voucherScope}`.execute(db),
    sql<{
      units: number;
      value: number;
    }>`SELECT coalesce(sum(stock::bigint + free_stock), 0)::bigint AS units,
      ${stockValueSum(sql`(stock::bigint + free_stock)`, sql`price`)} AS value FROM products`.execute(db),
    serviceFees(db, start, end, scope),
    cellar ? cellarMargin(db, start, end) : Promise.resolve(null),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM claims c
      WHERE c.created_at >= (${start}::date::timestamp AT TIME ZONE ${zone})
        AND c.created_at < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone}) ${claimScope}`.execute(db),
  ]);
  const sum = (key: 'channel' | 'community_id' | 'payment_status', countedOnly: boolean) => {
    const out = new Map<string, { amount: number; orders: number }>();
    for (const g of groups) {
      const k = g[key];
      if (k === null || (countedOnly && !g.counted)) continue;
      const cur = out.get(k) ?? { amount: 0, orders: 0 };
      cur.amount += Number(g.amount);
      cur.orders += g.n;
      out.set(k, cur);
    }
    return [...out.entries()];
  };
  const channels = sum('channel', true);
  return {
    dateStart: start,
    dateEnd: end,
    totalOrder: channels.reduce((s, [, x]) => s + x.orders, 0),
    totalClaim: claims.rows[0]?.n ?? 0,
    totalOffer: offers.rows[0]?.n ?? 0,
    totalVoucher: vouchers.rows[0]?.n ?? 0,
    totalVoucherAmount: Number(vouchers.rows[0]?.amount ?? 0),
    totalStock: Number(stock.rows[0]?.units ?? 0),
    totalStockValue: Number(stock.rows[0]?.value ?? 0),
    totalServiceFee: fees.fee,
    totalSupplierShare: fees.share,
    grossMargin: margin ? grossMargin(margin.sales, margin.cost) : null,
    revenuesByChannels: channels.map(([channel, x]) => ({
      channel: channel as 'wechat_group' | 'miniprogram' | 'daily',
      ...x,
    })),
    revenuesByCommunities: sum('community_id', true).map(([community, x]) => ({ community, ...x })),
    revenuesByPaymentStatus: sum('payment_status', false).map(([status, x]) => ({ status, ...x })),
  };
}
