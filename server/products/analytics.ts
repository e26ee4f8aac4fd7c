import { type Kysely, sql } from 'kysely';
import { BUSINESS_ZONE, isIsoDate } from '../../domain/dates.ts';
import type { ProductAnalytics } from '../../domain/products/list.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import type { CommunityScope } from '../lists/runner.ts';

const zone = sql.lit(BUSINESS_ZONE);

/** dateStart / dateEnd: calendar days 'YYYY-MM-DD', either optional, start not after end. */
export function analyticsRange(q: { dateStart?: string; dateEnd?: string }) {
  const start = q.dateStart || null;
  const end = q.dateEnd || null;
  if (start && !isIsoDate(start)) throw badRequest({ dateStart: 'validation.invalidDate' });
  if (end && !isIsoDate(end)) throw badRequest({ dateEnd: 'validation.invalidDate' });
  if (start && end && start > end) throw badRequest({ dateEnd: 'validation.invalidDate' });
  return { start, end };
}

/**
 * GET /api/products/{id}/analytics. The product's sales are the order lines that
 * carry it: an add-on item of the product (its amount), a daily order's line of the product (its
 * amount), or a pack whose composition holds it (the
 * pack's amount shared by the composition's list prices, so a pack of two products counts each
 * for its part). Counted orders as in the offer analytics: available, not cancelled or refunded;
 * days are business days; non-admin callers see their communities' orders only. Raw SQL: the
 * lines are read out of the orders' jsonb and the packs' compositions, which the builder cannot type.
 */
export async function productAnalytics(
  db: Kysely<Database>,
  product: { id: string; weight: number; weightType: string },
  range: { start: string | null; end: string | null },
  communities: CommunityScope,
): Promise<ProductAnalytics> {
  const id = product.id;
  const counted = [
    sql`o.status = 'available'`,
    sql`o.payment_status NOT IN ('ccl', 'rfd')`,
    ...(range.start ? [sql`o.order_date >= (${range.start}::date)::timestamp AT TIME ZONE ${zone}`] : []),
    ...(range.end ? [sql`o.order_date < ((${range.end}::date + 1)::timestamp AT TIME ZONE ${zone})`] : []),
    ...(communities ? [sql`o.community_id = ANY(${communities}::uuid[])`] : []),
  ];
  const where = sql.join(
    [
      ...counted,
      // the offers that sell the product: the orders index (offer_id, order_date) does the rest
      sql`o.offer_id IN (SELECT ol.offer_id FROM offer_lines ol
          WHERE ol.product_id = ${id} OR ol.products @> ${JSON.stringify([{ product: id }])}::jsonb)`,
    ],
    sql` AND `,
  );
  // a daily order has no offer: its lines name the catalogue product itself
  const daily = sql.join(
    [
      ...counted,
      sql`o.channel = 'daily'`,
      sql`o.single_items @> ${JSON.stringify([{ product: id }])}::jsonb`,
    ],
    sql` AND `,
  );
  const r = await sql<{ id: string; channel: string; city: string; units: number; amount: number }>`
    WITH sold AS (
      SELECT o.id, o.channel, coalesce(nullif(o.customer_address->>'city', ''), 'unknown') AS city,
        (l->>'quantity')::int AS units, (l->>'amount')::bigint AS amount
      FROM orders o CROSS JOIN jsonb_array_elements(o.single_items) l
      JOIN offer_lines ol ON ol.id = (l->>'lineId')::uuid AND ol.kind = 'item' AND ol.product_id = ${id}
      WHERE ${where}
      UNION ALL
      SELECT o.id, o.channel, coalesce(nullif(o.customer_address->>'city', ''), 'unknown'),
        (l->>'quantity')::int * (c->>'quantity')::int,
        round((l->>'amount')::numeric * part.mine / nullif(part.whole, 0))::bigint
      FROM orders o CROSS JOIN jsonb_array_elements(o.packs) l
      JOIN offer_lines ol ON ol.id = (l->>'lineId')::uuid AND ol.kind = 'pack'
      CROSS JOIN jsonb_array_elements(ol.products) c
      CROSS JOIN LATERAL (
        SELECT sum(pp.price * (cc->>'quantity')::int) FILTER (WHERE pp.id = ${id})::numeric AS mine,
               sum(pp.price * (cc->>'quantity')::int)::numeric AS whole
        FROM jsonb_array_elements(ol.products) cc JOIN products pp ON pp.id = (cc->>'product')::uuid) part
      WHERE ${where} AND (c->>'product')::uuid = ${id}
      UNION ALL
      SELECT o.id, o.channel, coalesce(nullif(o.customer_address->>'city', ''), 'unknown'),
        (l->>'quantity')::int, (l->>'amount')::bigint
      FROM orders o CROSS JOIN jsonb_array_elements(o.single_items) l
      WHERE ${daily} AND l->>'product' = ${id}
    )
    SELECT id, channel, city, sum(units)::int AS units, coalesce(sum(amount), 0)::bigint AS amount
    FROM sold GROUP BY id, channel, city`.execute(db);

  const byChannel = new Map<string, { orders: number; amount: number }>();
  const byCity = new Map<string, { orders: number; amount: number }>();
  let totalSales = 0;
  let totalUnits = 0;
  for (const row of r.rows) {
    const amount = Number(row.amount);
    totalSales += amount;
    totalUnits += row.units;
    for (const [map, key] of [
      [byChannel, row.channel],
      [byCity, row.city],
    ] as const) {
      const e = map.get(key) ?? { orders: 0, amount: 0 };
      e.orders += 1;
      e.amount += amount;
      map.set(key, e);
    }
  }
  const sorted = (m: Map<string, { orders: number; amount: number }>) =>
    [...m]
      .map(([k, v]) => ({ key: k, ...v }))
      .sort((a, b) => b.amount - a.amount || a.key.localeCompare(b.key));
  return {
    dateStart: range.start,
    dateEnd: range.end,
    totalOrders: r.rows.length,
    totalSales,
    totalUnits,
    totalWeight: product.weightType === 'g' ? totalUnits * product.weight : null,
    byChannel: sorted(byChannel).map(({ key, ...v }) => ({ channel: key, ...v })),
    byCity: sorted(byCity).map(({ key, ...v }) => ({ city: key, ...v })),
  };
}
