import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ListTotal } from '../../domain/list-wire.ts';

/**
 * Up to this many matching rows a list's total is counted exactly: a dozen pages of 80, more
 * than anyone pages through to check a figure. Counting reads at most this many index entries
 * (more when other filters reject some), so the cap is what one page turn pays for its total:
 * 10,000 cost 100-300 ms on the loaded bench machine at a million orders (docs/benchmarks.md).
 */
export const EXACT_COUNT_CAP = 1_000;

/**
 * The total behind Content-Range of every list, honest and cheap at ten million rows (docs/api.md,
 * "Totals"):
 * counting stops after EXACT_COUNT_CAP + 1 rows, so a narrow view (the usual case: a community,
 * a date range, a search) gets its exact total for the price of reading at most that many index
 * entries. A wider view gets PostgreSQL's row estimate of the same WHERE, marked as such: the
 * user sees "about 1.2 million", never a precise-looking wrong number, and no request pays a
 * full count over the table. `from` is `<table> <alias> WHERE …`, trusted SQL with bound values.
 */
export async function listTotal<DB>(db: Kysely<DB>, from: RawBuilder<unknown>): Promise<ListTotal> {
  const capped = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} LIMIT ${EXACT_COUNT_CAP + 1}) capped`.execute(db);
  const n = Number(capped.rows[0]?.n ?? 0);
  if (n <= EXACT_COUNT_CAP) return { total: n, estimated: false };
  const plan = await sql<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from}`.execute(db);
  const rows = Number(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  // the estimate can undershoot; we know for certain there are more than the cap
  return { total: Math.max(EXACT_COUNT_CAP + 1, Math.round(rows)), estimated: true };
}
