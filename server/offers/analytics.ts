import { type Kysely, sql } from 'kysely';
import { isCellar } from '../../domain/communities.ts';
import { divRound } from '../../domain/money.ts';
import type { LineSales, OfferAnalytics } from '../../domain/offers/analytics.ts';
import type { Database } from '../db/types.ts';

/**
 * GET /api/offers/:id/analytics. Counted orders: available and not
 * cancelled or refunded (ccl, rfd). Amounts fen. Gross margin only for the cellar community.
 */
export async function offerAnalytics(
  db: Kysely<Database>,
  offerId: string,
  community: string,
  ghostId: string | null,
): Promise<OfferAnalytics> {
  // raw SQL: grouped aggregates over the offer's orders, the query is the point
  const countedOf = (id: string) =>
    sql`o.offer_id = ${id} AND o.status = 'available' AND o.payment_status NOT IN ('ccl', 'rfd')`;
  const counted = countedOf(offerId);
  const [head, byChannel, byCity, byGroup, byProduct, ghost, margin, claims] = await Promise.all([
    sql<{ n: number; total: number; delivery: number; new_customers: number }>`
      SELECT count(*)::int AS n, coalesce(sum(o.total_amount), 0)::bigint AS total,
        coalesce(sum(o.delivery_fee), 0)::bigint AS delivery,
        count(DISTINCT o.customer_id) FILTER (WHERE NOT EXISTS (SELECT 1 FROM orders p WHERE p.customer_id = o.customer_id
          AND p.status = 'available' AND p.created_at < o.created_at AND p.offer_id IS DISTINCT FROM o.offer_id))::int AS new_customers
      FROM orders o WHERE ${counted}`.execute(db),
    sql<{ channel: string; orders: number; amount: number }>`
      SELECT o.channel, count(*)::int AS orders, sum(o.total_amount)::bigint AS amount FROM orders o WHERE ${counted}
      GROUP BY 1 ORDER BY 1`.execute(db),
    sql<{ city: string; orders: number; amount: number }>`
      SELECT coalesce(o.customer_address->>'city', 'unknown') AS city, count(*)::int AS orders, sum(o.total_amount)::bigint AS amount
      FROM orders o WHERE ${counted} GROUP BY 1 ORDER BY 2 DESC`.execute(db),
    sql<{ group_number: number | null; orders: number; amount: number }>`
      SELECT o.group_number, count(*)::int AS orders, sum(o.total_amount)::bigint AS amount
      FROM orders o WHERE ${counted} AND o.channel = 'wechat_group' GROUP BY 1 ORDER BY 1 NULLS LAST`.execute(
      db,
    ),
    // by line, named as the line is now: an order keeps the short name it was taken under, and
    // a line renamed mid-sale would otherwise count twice, once under a name the offer no longer has
    sql<{ channel: string; line_id: string | null; short_name: string; quantity: number; amount: number }>`
      SELECT o.channel, min(l->>'lineId') AS line_id,
        coalesce(nullif(min(ol.short_name), ''), min(ol.name->>'en'), min(l->>'shortName')) AS short_name,
        sum((l->>'quantity')::int)::int AS quantity, sum((l->>'amount')::bigint)::bigint AS amount
      FROM orders o, jsonb_array_elements(o.packs || o.single_items) l
      LEFT JOIN offer_lines ol ON ol.id = (l->>'lineId')::uuid
      WHERE ${counted}
      GROUP BY o.channel, coalesce(l->>'lineId', l->>'shortName') ORDER BY 1, 4 DESC`.execute(db),
    // the ghost's orders counted as this offer's are, so the reorder rate compares like with like
    ghostId
      ? sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM orders o WHERE ${countedOf(ghostId)}`.execute(db)
      : Promise.resolve({ rows: [{ n: 0 }] }),
    isCellar(community)
      ? sql<{ cost: number }>`
          SELECT coalesce(sum(CASE WHEN ol.kind = 'item' THEN p.price * ol.quantity
            ELSE (SELECT coalesce(sum(pp.price * (c->>'quantity')::int), 0) FROM jsonb_array_elements(ol.products) c
                  JOIN products pp ON pp.id = (c->>'product')::uuid) END * (l->>'quantity')::int), 0)::bigint AS cost
          FROM orders o, jsonb_array_elements(o.packs || o.single_items) l
          JOIN offer_lines ol ON ol.id = (l->>'lineId')::uuid LEFT JOIN products p ON p.id = ol.product_id
          WHERE ${counted}`.execute(db)
      : Promise.resolve(undefined),
    // the offer's claims (satisfaction = (orders - claims) / orders)
    sql<{ n: number }>`SELECT count(*)::int AS n FROM claims c WHERE c.offer_id = ${offerId}`.execute(db),
  ]);
  const h = head.rows[0]!;
  const total = Number(h.total);
  const delivery = Number(h.delivery);
  const perChannel: Record<string, LineSales[]> = {};
  for (const r of byProduct.rows) {
    const list = perChannel[r.channel] ?? [];
    list.push({ lineId: r.line_id, shortName: r.short_name, quantity: r.quantity, amount: Number(r.amount) });
    perChannel[r.channel] = list;
  }
  return {
    orderTotalAmount: {
      totalAmount: total,
      totalAmountDelivery: delivery,
      averageSpending: h.n ? Number(divRound(BigInt(total), BigInt(h.n))) : 0,
    },
    orderNumber: h.n,
    claims: claims.rows[0]?.n ?? 0,
    newCustomerCount: h.new_customers,
    ghostStats: { orderNumber: ghost.rows[0]?.n ?? 0 },
    orderByChannel: byChannel.rows.map((r) => ({
      channel: r.channel,
      orders: r.orders,
      amount: Number(r.amount),
    })),
    orderByCity: byCity.rows.map((r) => ({ city: r.city, orders: r.orders, amount: Number(r.amount) })),
    orderByGroups: byGroup.rows.map((r) => ({ groupNumber: r.group_number, orders: r.orders })),
    orderByGroupsValue: byGroup.rows.map((r) => ({ groupNumber: r.group_number, amount: Number(r.amount) })),
    orderByProductChannel: perChannel,
    grossMargin: margin ? total - delivery - Number(margin.rows[0]?.cost ?? 0) : null,
  };
}
