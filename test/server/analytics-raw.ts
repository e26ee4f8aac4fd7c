import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { CELLAR_COMMUNITY_ID } from '../../domain/communities.ts';
import { BUSINESS_ZONE } from '../../domain/dates.ts';
import type { GeneralAnalytics } from '../../domain/finance/analytics.ts';
import { grossMargin, serviceFee } from '../../domain/finance/rules.ts';
import type { Database } from '../../server/db/types.ts';
import { rateOf, SETTLED } from '../../server/finance/offer-figures.ts';
import type { CommunityScope } from '../../server/lists/runner.ts';

/**
 * The general analytics as they were computed before the daily totals (migration 0045): every
 * statement over the orders themselves. Kept as the reference the totals must equal to the fen
 * (test/server/rollups.test.ts); the product reads server/finance/rollups.ts.
 */
type Db = Kysely<Database>;
const zone = sql.lit(BUSINESS_ZONE);

/** Orders of business days [start, end] in the caller's communities. */
function orderWindow(start: string, end: string, scope: CommunityScope): RawBuilder<SqlBool> {
  const s = scope ? sql`AND o.community_id = ANY(${[...scope]}::uuid[])` : sql``;
  return sql<SqlBool>`o.order_date >= (${start}::date::timestamp AT TIME ZONE ${zone})
    AND o.order_date < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone}) ${s}`;
}

/** Orders that count as sales: available, not cancelled nor refunded (as the offer analytics). */
const COUNTED = sql`o.status = 'available' AND o.payment_status NOT IN ('ccl', 'rfd')`;

/**
 * The commission earned on services offers in a window: each offer's fee at its own rate, on the
 * orders the services screen settles (`SETTLED`, domain `earnsServiceFee`), not on the sales.
 */
export async function rawServiceFees(db: Db, window: RawBuilder<SqlBool>) {
  const r = await sql<{ rate: string; total: number; delivery: number }>`
    SELECT ${rateOf('f', 's')}::text AS rate, sum(o.total_amount)::bigint AS total, sum(o.delivery_fee)::bigint AS delivery
    FROM orders o JOIN offers f ON f.id = o.offer_id JOIN suppliers s ON s.id = f.supplier_id
    WHERE ${window} AND ${SETTLED} AND s.type = 'services'
    GROUP BY f.id, 1`.execute(db);
  let fee = 0;
  let total = 0;
  for (const x of r.rows) {
    fee += serviceFee(Number(x.total), Number(x.delivery), Number(x.rate));
    total += Number(x.total);
  }
  return { fee, share: total - fee };
}

export async function rawGeneralAnalytics(
  db: Db,
  start: string,
  end: string,
  scope: CommunityScope,
): Promise<GeneralAnalytics> {
  const w = orderWindow(start, end, scope);
  const offerScope = scope ? sql`AND f.community_id = ANY(${[...scope]}::uuid[])` : sql``;
  const voucherScope = scope ? sql`AND v.communities && ${[...scope]}::uuid[]` : sql``;
  const claimScope = scope ? sql`AND c.community_id = ANY(${[...scope]}::uuid[])` : sql``;
  const cellar = scope === null || scope.includes(CELLAR_COMMUNITY_ID);
  const [groups, offers, vouchers, stock, fees, margin, claims] = await Promise.all([
    sql<{
      channel: string | null;
      community_id: string | null;
      payment_status: string | null;
      n: number;
      amount: number;
      counted: boolean;
    }>`
      SELECT x.channel, x.community_id, x.payment_status, x.counted, count(*)::int AS n,
        coalesce(sum(x.total_amount), 0)::bigint AS amount
      FROM (SELECT o.channel, o.community_id, o.payment_status, (${COUNTED}) AS counted, o.total_amount
            FROM orders o WHERE ${w} AND o.status = 'available') x
      GROUP BY GROUPING SETS ((x.channel, x.counted), (x.community_id, x.counted), (x.payment_status, x.counted))`.execute(
      db,
    ),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM offers f
      WHERE f.starting_date < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone})
        AND f.ending_date >= (${start}::date::timestamp AT TIME ZONE ${zone}) ${offerScope}`.execute(db),
    sql<{ n: number; amount: number }>`SELECT count(*)::int AS n, coalesce(sum(v.amount), 0)::bigint AS amount
      FROM vouchers v WHERE v.created_at >= (${start}::date::timestamp AT TIME ZONE ${zone})
        AND v.created_at < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone})
        AND v.status NOT IN ('declined', 'ccl') ${voucherScope}`.execute(db),
    sql<{ units: number; value: number }>`SELECT coalesce(sum(stock + free_stock), 0)::bigint AS units,
      coalesce(sum((stock + free_stock) * price), 0)::bigint AS value FROM products`.execute(db),
    rawServiceFees(db, w),
    cellar
      ? sql<{ sales: number; cost: number }>`
          SELECT coalesce(sum(o.total_amount - o.delivery_fee), 0)::bigint AS sales,
            coalesce(sum((SELECT coalesce(sum(CASE WHEN ol.id IS NULL THEN dp.price
              WHEN ol.kind = 'item' THEN coalesce(p.price, 0) * ol.quantity
              ELSE (SELECT coalesce(sum(pp.price * (c->>'quantity')::int), 0) FROM jsonb_array_elements(ol.products) c
                    JOIN products pp ON pp.id = (c->>'product')::uuid) END * (l->>'quantity')::int), 0)
              FROM jsonb_array_elements(o.packs || o.single_items) l
              LEFT JOIN offer_lines ol ON ol.id = (l->>'lineId')::uuid LEFT JOIN products p ON p.id = ol.product_id
              -- a daily order's line names its product (as its lineId): costed at that product's price
              LEFT JOIN products dp ON dp.id = (l->>'lineId')::uuid
              WHERE ol.id IS NOT NULL OR dp.id IS NOT NULL)), 0)::bigint AS cost
          FROM orders o WHERE ${w} AND ${COUNTED} AND o.community_id = ${CELLAR_COMMUNITY_ID}`.execute(db)
      : Promise.resolve(null),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM claims c
      WHERE c.created_at >= (${start}::date::timestamp AT TIME ZONE ${zone})
        AND c.created_at < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone}) ${claimScope}`.execute(db),
  ]);
  const sum = (key: 'channel' | 'community_id' | 'payment_status', countedOnly: boolean) => {
    const out = new Map<string, { amount: number; orders: number }>();
    for (const g of groups.rows) {
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
  const m = margin?.rows[0];
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
    grossMargin: m ? grossMargin(Number(m.sales), Number(m.cost)) : null,
    revenuesByChannels: channels.map(([channel, x]) => ({
      channel: channel as 'wechat_group' | 'miniprogram' | 'daily',
      ...x,
    })),
    revenuesByCommunities: sum('community_id', true).map(([community, x]) => ({ community, ...x })),
    revenuesByPaymentStatus: sum('payment_status', false).map(([status, x]) => ({ status, ...x })),
  };
}

/** The money overview's orders to collect: pending orders by age in days and community. */
export async function rawToCollect(db: Db, today: string, scope: CommunityScope) {
  const s = scope ? sql`AND o.community_id = ANY(${[...scope]}::uuid[])` : sql``;
  const r = await sql<{ days: number; community_id: string; n: number; amount: number }>`
    SELECT (${today}::date - (o.order_date AT TIME ZONE ${zone})::date) AS days, o.community_id,
      count(*)::int AS n, sum(o.actual_amount)::bigint AS amount
    FROM orders o WHERE o.status = 'available' AND o.payment_status = 'pending' ${s}
    GROUP BY 1, 2`.execute(db);
  return r.rows;
}

export { orderWindow };
