import { type Kysely, sql } from 'kysely';
import { refundBadgeRule } from '../../domain/refunds/badge.ts';
import { scopeCommunities } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { notifyChange } from '../changes/publish.ts';
import type { Database } from '../db/types.ts';

type Db = Kysely<Database>;

/** The menu badge's count for the caller, by refundBadgeRule, in his communities. */
export async function badgeCount(db: Db, user: AuthUser): Promise<number> {
  const rule = refundBadgeRule(user.role);
  if (!rule) return 0;
  const scope = scopeCommunities(user);
  const r = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM refunds r
    WHERE r.status = ANY(${rule.statuses}::text[])
      ${scope ? sql`AND r.community_id = ANY(${scope}::uuid[])` : sql``}
      ${rule.unreadOnly ? sql`AND NOT EXISTS (SELECT 1 FROM refund_reads m WHERE m.refund_id = r.id AND m.user_id = ${user.id})` : sql``}`.execute(
    db,
  );
  return r.rows[0]?.n ?? 0;
}

/** Of these refunds, the ids the caller has opened. */
export async function readIds(db: Db, user: AuthUser, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('refund_reads')
    .select('refund_id')
    .where('user_id', '=', user.id)
    .where('refund_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.refund_id));
}

/**
 * Marks a refund read by the caller. A read mark is the member's own view state, not a change of
 * the refund: it is not audited, but announced on the refund's feed so the member's other
 * browsers recount their badge at once.
 */
export async function markRead(db: Db, user: AuthUser, refund: { id: string; community: string }) {
  await db.transaction().execute(async (trx) => {
    const ins = await sql`INSERT INTO refund_reads (user_id, refund_id) VALUES (${user.id}, ${refund.id})
      ON CONFLICT DO NOTHING`.execute(trx);
    if (Number(ins.numAffectedRows ?? 0) > 0)
      await notifyChange(trx, 'refund', refund.id, { communities: [refund.community] });
  });
}
