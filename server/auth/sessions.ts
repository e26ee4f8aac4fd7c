import { CompiledQuery, type Kysely, sql } from 'kysely';
import { ROLES } from '../../domain/roles.ts';
import type { AuthAnswer, User } from '../../domain/users/schema.ts';
import { camel } from '../db/camel.ts';
import { PREPARED } from '../db/prepared.ts';
import type { Database } from '../db/types.ts';
import { toUser, USER_COLUMNS, type UserColumnsRow } from '../users/map.ts';
import { notifyAccess } from './access-notice.ts';
import { hashRefreshToken, newRefreshToken, signAccess, verifyAccess } from './tokens.ts';
import { forgetDevices } from './trusted-device.ts';

export interface AuthSettings {
  secret: Buffer;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /**
   * A spent refresh token presented again this soon after its first use is a race of the same
   * client (two tabs renewing at once, a retried request whose answer was lost), not a copy: it
   * gets a new token of the same session instead of ending it. 0 turns this off.
   */
  refreshReuseGraceSeconds?: number;
}

/** The caller of a request: the team member and the session the token belongs to. */
export interface AuthUser extends User {
  sessionId: string;
  /** when the access token stops being valid (epoch ms): a live socket is closed then */
  tokenExpiresAt: number;
}

/** A member's column by its API name: `createdAt` is `created_at`. */
const snake = (c: string) => c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

/**
 * The member's columns of a session check (`users u`), each aliased to its API name in the SQL
 * itself, so the row needs no camel view: the check of every request and that of the file cookie
 * (files/file-cookie.ts) select these.
 */
export const SESSION_USER_COLUMNS = USER_COLUMNS.map((c) => `u.${snake(c)} AS "${c}"`).join(', ');

/**
 * The session check of every request, compiled once: a prepared statement (one round trip, parsed
 * once per connection). Building it with Kysely and reading it through the camel view cost a
 * compile and two tree walks per request.
 */
const SESSION_CHECK = `${PREPARED}
  SELECT ${SESSION_USER_COLUMNS}
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = $1 AND u.id = $2 AND s.revoked_at IS NULL AND NOT u.disabled`;

/**
 * Resolves an access token to its user. The session and the user are read on every request
 * (one indexed join) so that logout, a replayed refresh token and deactivation take effect at
 * once, on every instance, without a cache to invalidate.
 */
export async function authenticate(
  db: Kysely<Database>,
  auth: AuthSettings,
  token: string,
): Promise<AuthUser | undefined> {
  const claims = await verifyAccess(auth.secret, token);
  if (!claims) return undefined;
  const r = await db.executeQuery<UserColumnsRow>(CompiledQuery.raw(SESSION_CHECK, [claims.sid, claims.sub]));
  const row = r.rows[0];
  if (!row || !(ROLES as readonly string[]).includes(row.role)) return undefined;
  return { ...toUser(row), sessionId: claims.sid, tokenExpiresAt: claims.exp * 1000 };
}

async function answer(
  auth: AuthSettings,
  user: User,
  sessionId: string,
  refresh: { token: string; expires: Date },
): Promise<AuthAnswer> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + auth.accessTtlSeconds;
  return {
    token: await signAccess(auth.secret, { sub: user.id, sid: sessionId, iat: now, exp }),
    expireAt: new Date(exp * 1000).toISOString(),
    refreshToken: refresh.token,
    refreshExpireAt: refresh.expires.toISOString(),
    user,
  };
}

/** Of these sessions, the ones still open for an enabled user (the live sockets' periodic check). */
export async function openSessions(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const r = await sql<{ id: string }>`
    SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ANY(${ids}::uuid[]) AND s.revoked_at IS NULL AND NOT u.disabled`.execute(db);
  return new Set(r.rows.map((x) => x.id));
}

/**
 * A new session (refresh-token family) after a successful password check. `also` runs in the
 * same transaction (the sign-in's other writes): one connection taken from the pool, not one per
 * write, which is what a sign-in waits for when a storm keeps the pool busy.
 */
export async function openSession(
  db: Kysely<Database>,
  auth: AuthSettings,
  user: User,
  meta: { ip: string; userAgent: string | undefined },
  also?: (trx: Kysely<Database>) => Promise<void>,
): Promise<AuthAnswer> {
  const expires = new Date(Date.now() + auth.refreshTtlSeconds * 1000);
  const { token, hash } = newRefreshToken();
  const sessionId = await db.transaction().execute(async (trx) => {
    const s = await trx
      .insertInto('sessions')
      .values({
        user_id: user.id,
        expires_at: expires,
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 300),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('refresh_tokens')
      .values({ token_hash: hash, session_id: s.id, expires_at: expires })
      .execute();
    // housekeeping at the rate of logins: sessions dead for a month go, with their tokens
    await trx
      .deleteFrom('sessions')
      .where('expires_at', '<', sql<Date>`now() - interval '30 days'`)
      .execute();
    await also?.(trx);
    return s.id;
  });
  return await answer(auth, user, sessionId, { token, expires });
}

export type RefreshOutcome =
  | { ok: true; answer: AuthAnswer }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' | 'disabled' };

/**
 * Rotates a refresh token: the presented one is spent (atomically, so two concurrent uses cannot
 * both win) and a new one issued. Presenting a spent token after the reuse grace means it was
 * copied: the session is revoked, which also ends the thief's and the owner's access tokens.
 */
export async function rotateRefresh(
  db: Kysely<Database>,
  auth: AuthSettings,
  token: string,
): Promise<RefreshOutcome> {
  const hash = hashRefreshToken(token);
  return db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('session_id')
      .executeTakeFirst();
    let sessionId = spent?.session_id;
    if (!sessionId) {
      const old = await trx
        .selectFrom('refresh_tokens')
        .select(['session_id', 'used_at', 'expires_at'])
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (!old) return { ok: false, reason: 'unknown' };
      if (!old.used_at || old.expires_at <= new Date()) return { ok: false, reason: 'expired' };
      const graceMs = (auth.refreshReuseGraceSeconds ?? 0) * 1000;
      // Within the grace the spent token is honoured once more (two tabs renewing at once),
      // claimed atomically: of concurrent re-uses exactly one wins the row. A third use of one
      // token is no race of one client any more: it is treated as theft, like a late one.
      const again =
        Date.now() - old.used_at.getTime() <= graceMs
          ? await trx
              .updateTable('refresh_tokens')
              .set({ grace_used_at: new Date() })
              .where('token_hash', '=', hash)
              .where('grace_used_at', 'is', null)
              .returning('session_id')
              .executeTakeFirst()
          : undefined;
      if (!again) {
        await revokeSession(trx, old.session_id, 'reuse');
        return { ok: false, reason: 'reused' };
      }
      sessionId = again.session_id;
    }
    const row = await camel(trx)
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select([...USER_COLUMNS.map((c) => `u.${c}` as const), 's.revokedAt'])
      .where('s.id', '=', sessionId)
      .executeTakeFirstOrThrow();
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.disabled) {
      await revokeSession(trx, sessionId, 'disabled');
      return { ok: false, reason: 'disabled' };
    }
    const expires = new Date(Date.now() + auth.refreshTtlSeconds * 1000);
    const next = newRefreshToken();
    await trx
      .insertInto('refresh_tokens')
      .values({ token_hash: next.hash, session_id: sessionId, expires_at: expires })
      .execute();
    await trx
      .updateTable('sessions')
      .set({ refreshed_at: new Date(), expires_at: expires })
      .where('id', '=', sessionId)
      .execute();
    return { ok: true, answer: await answer(auth, toUser(row), sessionId, { token: next.token, expires }) };
  });
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await notifyAccess(db, { session: sessionId });
}

/**
 * Ends every session of a user (deactivation, password change), optionally sparing one. His
 * trusted devices go too: they were trusted on the strength of the old password, or of an
 * account that is closed.
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  reason: string,
  except?: string,
): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except) q = q.where('id', '<>', except);
  await q.execute();
  await forgetDevices(db, userId);
  await notifyAccess(db, { user: userId });
}

/** Logout: the session of a refresh token, whatever its state. Unknown tokens are ignored. */
export async function revokeByRefreshToken(db: Kysely<Database>, token: string): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', hashRefreshToken(token))
    .executeTakeFirst();
  if (row) await revokeSession(db, row.session_id, 'logout');
}
