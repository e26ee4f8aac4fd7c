import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { AUTH } from '../../domain/system/resource.ts';
import type { Database } from '../db/types.ts';
import { cookieOf } from '../http/cookie.ts';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): every
 * successful sign-in leaves an HttpOnly cookie with a random token on the browser; the database
 * keeps only its SHA-256, bound to the member. A later login carrying a token of that member's,
 * for that member's e-mail, hashes its password in the gate's reserved lane (hash-gate.ts), which
 * a storm of strangers cannot fill. It never replaces the password and never lifts a throttle: it
 * only buys a place. Anything else (no cookie, garbage, another member's, expired, forgotten) is
 * an ordinary login, with nothing in the answer to tell which.
 *
 * The cookie is the token and an HMAC of it with the e-mail it was issued for: a forged cookie,
 * or a real one presented for another e-mail, is told apart in memory, so a storm sending cookies
 * costs the database no more than one without (a real one for its own e-mail costs one lookup).
 */
export const DEVICE_COOKIE = 'comptoir_device';

export const DEVICES = {
  /** devices trusted per member; signing in from one more forgets the least recently used */
  perMember: 10,
  /** a device unused this long is trusted no more (also the cookie's lifetime) */
  days: 180,
  /** wrong passwords sent with one device's cookie before it is forgotten (a stolen cookie) */
  failures: 3,
} as const;

const VALUE = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const mac = (secret: Buffer, email: string, token: string) =>
  createHmac('sha256', secret).update(`device:${email}:${token}`).digest('base64url');

/** The Set-Cookie value that leaves `token` on the browser, sent only to the login call. */
export function deviceCookie(secret: Buffer, email: string, token: string, secure: boolean): string {
  const maxAge = DEVICES.days * 24 * 3600;
  const value = `${token}.${mac(secret, email, token)}`;
  return `${DEVICE_COOKIE}=${value}; Path=${AUTH.ops.login.path}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

/**
 * The stored digest of the request's device cookie when it is trusted for `email`, else
 * undefined. One lookup by primary key, and none at all for a value not issued for `email`.
 */
export async function trustedDevice(
  db: Kysely<Database>,
  secret: Buffer,
  cookieHeader: string | undefined,
  email: string,
): Promise<string | undefined> {
  const [, token, given] = VALUE.exec(cookieOf(cookieHeader, DEVICE_COOKIE) ?? '') ?? [];
  if (!token || !given) return undefined;
  const want = Buffer.from(mac(secret, email, token));
  if (!timingSafeEqual(Buffer.from(given), want)) return undefined;
  const row = await db
    .selectFrom('login_devices as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select('d.token_hash')
    .where('d.token_hash', '=', digest(token))
    .where('u.email', '=', email)
    .where('u.disabled', '=', false)
    .where('d.failures', '<', DEVICES.failures)
    .where('d.last_used_at', '>', sql<Date>`now() - make_interval(days => ${DEVICES.days})`)
    .executeTakeFirst();
  return row?.token_hash;
}

/**
 * After a successful sign-in: the device's token is replaced by a new one (so a copy of the old
 * cookie is worth nothing from now on), or the device becomes trusted. Returns the new token.
 */
export async function rememberDevice(
  db: Kysely<Database>,
  userId: string,
  previous?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = digest(token);
  if (previous) {
    const renewed = await db
      .updateTable('login_devices')
      .set({ token_hash: hash, last_used_at: sql`now()`, failures: 0 })
      .where('token_hash', '=', previous)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) > 0) return token;
  }
  await db.insertInto('login_devices').values({ token_hash: hash, user_id: userId }).execute();
  // the member's most recent devices stay, the others (and the expired) go
  await sql`
    DELETE FROM login_devices WHERE user_id = ${userId} AND token_hash NOT IN (
      SELECT token_hash FROM login_devices
      WHERE user_id = ${userId} AND last_used_at > now() - make_interval(days => ${DEVICES.days})
      ORDER BY last_used_at DESC LIMIT ${DEVICES.perMember})`.execute(db);
  return token;
}

/** A wrong password came with this device's cookie: a few of those and it is trusted no more. */
export async function deviceFailed(db: Kysely<Database>, tokenHash: string): Promise<void> {
  const row = await db
    .updateTable('login_devices')
    .set({ failures: sql`failures + 1` })
    .where('token_hash', '=', tokenHash)
    .returning('failures')
    .executeTakeFirst();
  if (row && row.failures >= DEVICES.failures)
    await db.deleteFrom('login_devices').where('token_hash', '=', tokenHash).execute();
}

/** Every device of the member is trusted no more (his password changed, he was deactivated). */
export async function forgetDevices(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('login_devices').where('user_id', '=', userId).execute();
}
