import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * Login throttle, kept in the database so that it holds across instances and restarts:
 * 5 failures for one e-mail from one address within 15 minutes lock that pair until the oldest
 * failure leaves the window; 50 failures from one address (password spraying over many e-mails)
 * lock the address the same way. A success clears the pair's failures.
 */
export const THROTTLE = { perEmail: 5, perIp: 50, windowSeconds: 15 * 60 } as const;

/** Seconds to wait before trying again, or 0 when the attempt may proceed. */
export async function throttledFor(db: Kysely<Database>, email: string, ip: string): Promise<number> {
  const w = THROTTLE.windowSeconds;
  const r = await sql<{ pair: number; pair_first: Date | null; ip_all: number; ip_first: Date | null }>`
    SELECT
      count(*) FILTER (WHERE email = ${email})::int AS pair,
      min(at) FILTER (WHERE email = ${email}) AS pair_first,
      count(*)::int AS ip_all,
      min(at) AS ip_first
    FROM login_attempts
    WHERE ip = ${ip} AND at > now() - make_interval(secs => ${w})`.execute(db);
  const row = r.rows[0];
  if (!row) return 0;
  const wait = (first: Date | null) =>
    first ? Math.max(1, Math.ceil((first.getTime() + w * 1000 - Date.now()) / 1000)) : 1;
  if (row.pair >= THROTTLE.perEmail) return wait(row.pair_first);
  if (row.ip_all >= THROTTLE.perIp) return wait(row.ip_first);
  return 0;
}

export async function recordFailure(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  await db.insertInto('login_attempts').values({ email, ip }).execute();
  // housekeeping on the failure path only: rows older than a day no longer matter
  await db.deleteFrom('login_attempts').where('at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export async function clearFailures(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).where('ip', '=', ip).execute();
}
