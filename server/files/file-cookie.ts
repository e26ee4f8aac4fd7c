import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import { ROLES } from '../../domain/roles.ts';
import { AUTH } from '../../domain/system/resource.ts';
import { type AuthSettings, type AuthUser, SESSION_USER_COLUMNS } from '../auth/sessions.ts';
import { verifyAccess } from '../auth/tokens.ts';
import { PREPARED } from '../db/prepared.ts';
import type { Database } from '../db/types.ts';
import { cookieOf } from '../http/cookie.ts';
import { toUser, type UserColumnsRow } from '../users/map.ts';

/**
 * Private stored files are shown by <img> and links, which carry no bearer token. The login
 * answer (and each refresh) therefore also sets an HttpOnly cookie naming the session, limited
 * to /storage: it is worth nothing elsewhere, script cannot read it, and it dies with the session
 * (logout, deactivation, a password change, a replayed refresh token), since every read of a
 * private file looks the session up again.
 */
export const FILE_COOKIE = 'comptoir_files';

const mac = (secret: Buffer, sessionId: string) =>
  createHmac('sha256', secret).update(`files:${sessionId}`).digest('base64url');

function cookieHeader(value: string, maxAge: number, secure: boolean): string {
  return `${FILE_COOKIE}=${value}; Path=/storage; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

/** The session a file cookie names, checked as every request's (auth/sessions.ts): compiled once, prepared. */
const FILE_SESSION_CHECK = `${PREPARED}
  SELECT ${SESSION_USER_COLUMNS}, s.expires_at AS "expiresAt"
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT u.disabled`;

/** The member whose live session the request's file cookie names, if any. */
export async function fileCookieUser(
  db: Kysely<Database>,
  auth: AuthSettings,
  cookieHeaderValue: string | undefined,
): Promise<AuthUser | undefined> {
  const value = cookieOf(cookieHeaderValue, FILE_COOKIE);
  const [sessionId, given] = value?.split('.') ?? [];
  if (!sessionId || !given || !/^[0-9a-f-]{36}$/.test(sessionId)) return undefined;
  const want = Buffer.from(mac(auth.secret, sessionId));
  const got = Buffer.from(given);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return undefined;
  const r = await db.executeQuery<UserColumnsRow & { expiresAt: Date }>(
    CompiledQuery.raw(FILE_SESSION_CHECK, [sessionId]),
  );
  const row = r.rows[0];
  if (!row || !(ROLES as readonly string[]).includes(row.role)) return undefined;
  return { ...toUser(row), sessionId, tokenExpiresAt: row.expiresAt.getTime() };
}

/** Sets the cookie on every successful login or refresh answer and clears it on logout. */
export function installFileCookie(app: FastifyInstance, auth: AuthSettings): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    const secure = request.protocol === 'https';
    if (url === AUTH.ops.logout.path) reply.header('set-cookie', cookieHeader('', 0, secure));
    if (url !== AUTH.ops.login.path || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    try {
      const answer = JSON.parse(payload) as { token?: string; refreshExpireAt?: string };
      const claims = answer.token ? await verifyAccess(auth.secret, answer.token) : undefined;
      if (!claims) return payload;
      const until = Date.parse(answer.refreshExpireAt ?? '') || Date.now() + auth.refreshTtlSeconds * 1000;
      const maxAge = Math.max(0, Math.floor((until - Date.now()) / 1000));
      reply.header(
        'set-cookie',
        cookieHeader(`${claims.sid}.${mac(auth.secret, claims.sid)}`, maxAge, secure),
      );
    } catch {
      // not the answer of a login: nothing to set
    }
    return payload;
  });
}
