import { type Kysely, sql } from 'kysely';
import type { ListQuery } from '../../domain/list-protocol.ts';
import { REFUND_STATUSES } from '../../domain/refunds/schema.ts';
import type { Database } from '../db/types.ts';
import { type CommunityScope, listWhere } from '../lists/runner.ts';
import { refundsSource } from './queries.ts';

/**
 * GET /api/refunds/analytics: per status the count and the amount (fen) of the filtered refunds.
 * Raw SQL: it groups the list's own FROM and WHERE (the list runner's filters and scope).
 */
export async function refundAnalytics(db: Kysely<Database>, q: ListQuery, scope: CommunityScope) {
  const where = listWhere(refundsSource as never, q, scope);
  const r = await sql<{ status: string; n: number; amount: number }>`
    SELECT r.status, count(*)::int AS n, coalesce(sum(r.refund_amount), 0)::bigint AS amount
    FROM ${refundsSource.from} WHERE ${where} GROUP BY r.status`.execute(db);
  const byStatus = Object.fromEntries(REFUND_STATUSES.map((s) => [s, { count: 0, amount: 0 }]));
  for (const row of r.rows) byStatus[row.status] = { count: row.n, amount: Number(row.amount) };
  const all = Object.values(byStatus);
  return {
    total: all.reduce((a, x) => a + x.count, 0),
    totalAmount: all.reduce((a, x) => a + x.amount, 0),
    byStatus,
  };
}
