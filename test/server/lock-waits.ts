import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/types.ts';

/**
 * Waits until a session of this test's own database waits for a row lock, running a statement
 * that contains `statement` when given: the request under test has reached the lock a second
 * session holds. Other test files share the PostgreSQL server, so their waits do not count.
 * Polled on the database's own state, for up to a minute (a loaded machine is slow, not wrong).
 */
export async function untilWaitingForLock(db: Kysely<Database>, statement?: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const r = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'
        AND (${statement ?? null}::text IS NULL OR strpos(query, ${statement ?? null}::text) > 0)`.execute(
      db,
    );
    if (r.rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing waited for a lock${statement ? ` in "${statement}"` : ''}`);
}
