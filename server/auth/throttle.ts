import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * Login throttle, kept in the database so that it holds across instances and restarts.
 * - Per account and address: 5 failures for one e-mail from one address within 15 minutes lock
 *   that pair until the oldest failure leaves the window. The attempt is counted BEFORE the
 *   password check, under a lock of the pair, so parallel guesses cannot all pass the count.
 * - Per address (50 failures, any e-mail: password spraying) and per account (20 failures, any
 *   address: a distributed guess): the attempts are slowed down, not refused, so that an office
 *   behind one NAT address keeps signing in while someone behind it sprays wrong passwords.
 * A success clears the pair's failures.
 */
export const THROTTLE = {
  perEmail: 5,
  perIp: 50,
  perAccount: 20,
  windowSeconds: 15 * 60,
  /** how long a slowed attempt waits before its password is checked */
  slowDownMs: 1000,
} as const;

export type Admission = { ok: false; retryAfter: number } | { ok: true; slowDownMs: number };

/** Counts the attempt first: either it is refused (429) or it is recorded as a failure-to-be. */
export async function admitAttempt(db: Kysely<Database>, email: string, ip: string): Promise<Admission> {
  const w = THROTTLE.windowSeconds;
  return db.transaction().execute(async (trx): Promise<Admission> => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login:${email}:${ip}`}, 0))`.execute(trx);
    const r = await sql<{ pair: number; pair_first: Date | null; ip_all: number; account: number }>`
      SELECT
        count(*) FILTER (WHERE email = ${email} AND ip = ${ip})::int AS pair,
        min(at) FILTER (WHERE email = ${email} AND ip = ${ip}) AS pair_first,
        count(*) FILTER (WHERE ip = ${ip})::int AS ip_all,
        count(*) FILTER (WHERE email = ${email})::int AS account
      FROM login_attempts
      WHERE (ip = ${ip} OR email = ${email}) AND at > now() - make_interval(secs => ${w})`.execute(trx);
    const row = r.rows[0]!;
    if (row.pair >= THROTTLE.perEmail) {
      const first = row.pair_first?.getTime() ?? Date.now();
      return { ok: false, retryAfter: Math.max(1, Math.ceil((first + w * 1000 - Date.now()) / 1000)) };
    }
    await trx.insertInto('login_attempts').values({ email, ip }).execute();
    const slow = row.ip_all >= THROTTLE.perIp || row.account >= THROTTLE.perAccount;
    return { ok: true, slowDownMs: slow ? THROTTLE.slowDownMs : 0 };
  });
}

/** The attempt failed: it stays counted; rows older than a day no longer matter. */
export async function recordFailure(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('login_attempts').where('at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

/** The attempt succeeded: the pair starts afresh (this attempt included). */
export async function clearFailures(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).where('ip', '=', ip).execute();
}
