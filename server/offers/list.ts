import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FilterValue } from '../../domain/list-protocol.ts';
import { OFFERS_LIST, type OfferListRow } from '../../domain/offers/list.ts';
import type { OfferTiming } from '../../domain/offers/timing.ts';
import type { Database } from '../db/types.ts';
import { defineList, type ListDef } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';

const c = (x: string) => ({ expr: sql.raw(x) });

/**
 * The rule of domain/offers/timing.ts in SQL, for offer `o` at the instant `now` (the query's own
 * by default): coming before the start, live from the start (inclusive) to the end (exclusive),
 * over from the end on. The list's timing column and its timing filter are both this rule.
 */
export function offerTimingSql(now: RawBuilder<unknown> = sql`now()`) {
  const when: Record<OfferTiming, RawBuilder<SqlBool>> = {
    coming: sql`o.starting_date > ${now}`,
    live: sql`(o.starting_date <= ${now} AND o.ending_date > ${now})`,
    over: sql`o.ending_date <= ${now}`,
  };
  const timing = sql<OfferTiming>`CASE WHEN ${when.coming} THEN 'coming' WHEN ${when.over} THEN 'over' ELSE 'live' END`;
  return { when, timing };
}
const TIMING_SQL: Record<string, RawBuilder<SqlBool>> = offerTimingSql().when;

/** The same rule as domain/offers/timing.ts, evaluated by the database at the query's instant. */
function timingCondition(f: FilterValue): RawBuilder<SqlBool> {
  const values = f.op === 'eq' ? [f.value] : f.op === 'in' || f.op === 'ne' ? f.values : [];
  const any = sql.join(
    values.map((v) => TIMING_SQL[String(v)] ?? sql`false`),
    sql` OR `,
  );
  // an empty list matches nothing (and NOT of nothing, everything), never an empty SQL group
  if (values.length === 0) return f.op === 'ne' ? sql`true` : sql`false`;
  return f.op === 'ne' ? sql`NOT (${any})` : sql`(${any})`;
}

export const offersList: ListDef = defineList(
  OFFERS_LIST,
  {
    // the name search also reads the public names, so "Farm box" and "农场" find the offer
    internalName: {
      expr: sql.raw('o.internal_name'),
      alsoSearch: [sql.raw("o.name->>'en'"), sql.raw("o.name->>'zh'")],
      sortBy: sql.raw('lower(o.internal_name)'),
    },
    community: c('o.community_id'),
    channel: c('o.channel'),
    type: c('o.type'),
    status: c('o.status'),
    // timing is no column: the dates against the query's instant
    timing: { expr: sql.raw('o.status'), where: timingCondition },
    startingDate: { expr: sql.raw('o.starting_date'), date: 'timestamptz', notNull: true },
    offerID: c('o.offer_id'),
    endingDate: { expr: sql.raw('o.ending_date'), notNull: true },
    createdAt: { expr: sql.raw('o.created_at'), notNull: true },
  },
  'o.id',
);

type OfferListDbRow = Omit<OfferListRow, 'totalSales' | 'startingDate' | 'endingDate' | 'createdAt'> & {
  totalSales: string | number;
  targetSales: string | number;
  startingDate: Date;
  endingDate: Date;
  createdAt: Date;
};

/**
 * The offers list: each offer with its order count and sales. Raw SQL: the list runner composes
 * its filters and sorts from these column expressions, and the page's counts are an aggregate.
 */
export const offersSource: ListSource<OfferListDbRow, OfferListRow> = {
  def: offersList,
  from: sql`offers o`,
  scope: { expr: sql`o.community_id`, field: 'community' },
  select: sql`o.id, o.offer_id::int AS "offerID", o.internal_name AS "internalName", o.name,
    o.community_id AS community, o.channel, o.type, o.status,
    ${offerTimingSql().timing} AS timing,
    o.starting_date AS "startingDate", o.ending_date AS "endingDate", o.created_at AS "createdAt",
    o.target_sales AS "targetSales", o.commission_rate::float8 AS "commissionRate", o.version,
    coalesce(s.n, 0)::int AS "numberOfOrders", coalesce(s.total, 0)::bigint AS "totalSales"`,
  // counted for the page's offers only
  pageJoins: {
    alias: 'o',
    joins: sql`LEFT JOIN LATERAL (
      SELECT count(*) AS n,
        sum(x.total_amount) FILTER (WHERE x.status = 'available'
          AND x.payment_status NOT IN ('ccl', 'rfd')) AS total
      FROM orders x WHERE x.offer_id = o.id) s ON true`,
  },
  map: (r) => ({
    ...r,
    totalSales: Number(r.totalSales),
    targetSales: Number(r.targetSales),
    startingDate: r.startingDate.toISOString(),
    endingDate: r.endingDate.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }),
};

/** One offer as the list shows it (its order count and sales too), or undefined when there is none. */
export async function offerListRow(db: Kysely<Database>, id: string): Promise<OfferListRow | undefined> {
  // raw SQL: the list's own select and joins, so the row is the list's to the field
  const r = await sql<OfferListDbRow>`
    SELECT ${offersSource.select as RawBuilder<unknown>}
    FROM (SELECT o.* FROM offers o WHERE o.id = ${id}) o ${offersSource.pageJoins!.joins}`.execute(db);
  const row = r.rows[0];
  return row && offersSource.map!(row);
}
