import { type Kysely, sql } from 'kysely';
import { type CamelRow, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { addressKey } from './address-key.ts';
import type { HashTicket } from './hash-gate.ts';

/**
 * Login throttle, kept in the database so that it holds across instances and restarts. Every
 * count is taken BEFORE the password is hashed, so a refused attempt costs one query, no hash.
 * - Per account: 5 failures for one e-mail within 15 minutes, from any address, lock it until the
 *   oldest failure leaves the window. Counted under a lock of the e-mail, so parallel guesses
 *   cannot all pass the count; counted across addresses, so a forged or rotating address gains
 *   nothing.
 * - Per address (an IPv6 /64: address-key.ts), unknown e-mails: past 10 attempts on e-mails that are no member's, the address
 *   is refused (a login storm of made-up e-mails is refused before it hashes). A member who has
 *   signed in from that address in the last 30 days still gets in (an office behind one NAT);
 *   any other e-mail, known or not, gets the same refusal, so it tells nothing of who exists.
 * - Per address, any e-mail (password spraying over real accounts): past 50 failures the
 *   attempts are slowed down, not refused.
 * A success clears the e-mail's failures.
 */
export const THROTTLE = {
  perEmail: 5,
  unknownPerIp: 10,
  perIp: 50,
  windowSeconds: 15 * 60,
  /** how long a slowed attempt waits before its password is checked */
  slowDownMs: 1000,
  /** a member's session from an address this recent makes that address his */
  familiarDays: 30,
} as const;

export type Admission =
  | { ok: false; reason: 'locked'; retryAfter: number }
  | { ok: false; reason: 'busy' }
  | { ok: true; slowDownMs: number; ticket: HashTicket; member?: CamelRow<'users'> };

const until = (first: Date | null, w: number) =>
  Math.max(1, Math.ceil(((first?.getTime() ?? Date.now()) + w * 1000 - Date.now()) / 1000));

/**
 * Takes a hashing place first (`enter` gives none: 503 at once, nothing recorded, not a query
 * made, so a storm that fills the gate costs the database nothing here), then counts the
 * attempt: refused (429, the place given back) or recorded as a failure-to-be and handed its
 * place. With `readMember`, the member of that e-mail is read in the same transaction (one
 * connection from the pool instead of two).
 */
export async function admitAttempt(
  db: Kysely<Database>,
  email: string,
  address: string,
  enter: () => HashTicket | undefined,
  readMember = false,
): Promise<Admission> {
  const w = THROTTLE.windowSeconds;
  // the client the address stands for (an IPv6 /64): what the attempts are counted by
  const ip = addressKey(address);
  const ticket = enter();
  if (!ticket) return { ok: false, reason: 'busy' };
  try {
    const admission = await db.transaction().execute(async (trx): Promise<Admission> => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login:${email}`}, 0))`.execute(trx);
      const r = await sql<{
        account: number;
        account_first: Date | null;
        ip_all: number;
        ip_unknown: number;
        unknown_first: Date | null;
        familiar: boolean;
      }>`
        WITH recent AS (
          SELECT la.email, la.ip, la.at, NOT EXISTS (SELECT 1 FROM users u WHERE u.email = la.email) AS unknown
          FROM login_attempts la
          WHERE (la.ip = ${ip} OR la.email = ${email}) AND la.at > now() - make_interval(secs => ${w}))
        SELECT
          count(*) FILTER (WHERE email = ${email})::int AS account,
          min(at) FILTER (WHERE email = ${email}) AS account_first,
          count(*) FILTER (WHERE ip = ${ip})::int AS ip_all,
          count(*) FILTER (WHERE ip = ${ip} AND unknown)::int AS ip_unknown,
          min(at) FILTER (WHERE ip = ${ip} AND unknown) AS unknown_first,
          EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
                  WHERE u.email = ${email} AND s.ip = ${address}
                    AND s.created_at > now() - make_interval(days => ${THROTTLE.familiarDays})) AS familiar
        FROM recent`.execute(trx);
      const row = r.rows[0]!;
      if (row.account >= THROTTLE.perEmail)
        return { ok: false, reason: 'locked', retryAfter: until(row.account_first, w) };
      if (row.ip_unknown >= THROTTLE.unknownPerIp && !row.familiar)
        return { ok: false, reason: 'locked', retryAfter: until(row.unknown_first, w) };
      await trx.insertInto('login_attempts').values({ email, ip }).execute();
      const member = readMember
        ? await camel(trx).selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
        : undefined;
      return { ok: true, slowDownMs: row.ip_all >= THROTTLE.perIp ? THROTTLE.slowDownMs : 0, ticket, member };
    });
    if (!admission.ok) ticket.release();
    return admission;
  } catch (err) {
    ticket.release();
    throw err;
  }
}

/** The attempt failed: it stays counted; rows older than a day no longer matter. */
export async function recordFailure(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('login_attempts').where('at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

/** The attempt succeeded: the e-mail's failures start afresh (this attempt included). */
export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}
