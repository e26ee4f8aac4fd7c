import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FilterValue, ListQuery } from '../../domain/list-protocol.ts';
import { OFFERS_LIST, type OfferListRow } from '../../domain/lists/offers.ts';
import type { Database } from '../db/types.ts';
import { condition, defineList, type ListDef } from '../lists/list-query.ts';

const c = (x: string) => ({ expr: sql.raw(x) });

export const offersList: ListDef = defineList(
  OFFERS_LIST,
  {
    internalName: { expr: sql.raw('o.internal_name'), sortBy: sql.raw('lower(o.internal_name)') },
    community: c('o.community_id'),
    channel: c('o.channel'),
    type: c('o.type'),
    status: c('o.status'),
    // timing is not a column: see timingCondition
    timing: c('o.status'),
    startingDate: { expr: sql.raw('o.starting_date'), date: 'timestamptz' },
    offerID: c('o.offer_id'),
    endingDate: c('o.ending_date'),
    createdAt: c('o.created_at'),
  },
  'o.id',
);

const TIMING_SQL: Record<string, RawBuilder<SqlBool>> = {
  coming: sql`o.starting_date > now()`,
  live: sql`(o.starting_date <= now() AND o.ending_date >= now())`,
  over: sql`o.ending_date < now()`,
};

/** The same rule as domain/offers/timing.ts, evaluated by the database at the query's instant. */
function timingCondition(f: FilterValue): RawBuilder<SqlBool> {
  const values = f.op === 'eq' ? [f.value] : f.op === 'in' || f.op === 'ne' ? f.values : [];
  const any = sql.join(
    values.map((v) => TIMING_SQL[String(v)] ?? sql`false`),
    sql` OR `,
  );
  return f.op === 'ne' ? sql`NOT (${any})` : sql`(${any})`;
}

/** The offers list (list protocol), scoped to the caller's communities unless null. */
export async function listOffers(
  db: Kysely<Database>,
  q: ListQuery,
  scope: readonly string[] | null,
): Promise<{ rows: OfferListRow[]; total: number }> {
  const where: RawBuilder<SqlBool>[] = [sql`true`];
  if (scope) where.push(sql`o.community_id = ANY(${[...scope]}::uuid[])`);
  for (const [field, f] of Object.entries(q.filters)) {
    if (field === 'timing') where.push(timingCondition(f));
    else {
      const col = offersList.columns[field];
      if (col) where.push(condition(col, f));
    }
  }
  const col = offersList.columns[q.sort[0]]!;
  const dir = sql.raw(q.sort[1] === 'ASC' ? 'ASC' : 'DESC');
  const cond = sql.join(where, sql` AND `);
  const [page, total] = await Promise.all([
    sql<OfferListRow>`
      SELECT o.id, o.offer_id::int AS "offerID", o.internal_name AS "internalName", o.name,
        o.community_id AS community, o.channel, o.type, o.status,
        CASE WHEN o.starting_date > now() THEN 'coming' WHEN o.ending_date < now() THEN 'over'
          ELSE 'live' END AS timing,
        o.starting_date AS "startingDate", o.ending_date AS "endingDate", o.created_at AS "createdAt",
        coalesce(s.n, 0)::int AS "numberOfOrders", coalesce(s.total, 0)::bigint AS "totalSales"
      FROM offers o
      LEFT JOIN LATERAL (
        SELECT count(*) AS n,
          sum(x.total_amount) FILTER (WHERE x.status = 'available'
            AND x.payment_status NOT IN ('ccl', 'rfd')) AS total
        FROM orders x WHERE x.offer_id = o.id) s ON true
      WHERE ${cond}
      ORDER BY ${col.sortBy ?? col.expr} ${dir} NULLS LAST, o.id ${dir}
      LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM offers o WHERE ${cond}`.execute(db),
  ]);
  const iso = (d: unknown) => new Date(d as string).toISOString();
  return {
    rows: page.rows.map((r) => ({
      ...r,
      totalSales: Number(r.totalSales),
      startingDate: iso(r.startingDate),
      endingDate: iso(r.endingDate),
      createdAt: iso(r.createdAt),
    })),
    total: total.rows[0]?.n ?? 0,
  };
}
