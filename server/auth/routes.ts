import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH } from '../../domain/resources/system.ts';
import { LoginBody, LogoutBody } from '../../domain/schemas/user.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { badRequest, HttpError, parse, queryOf, unauthorized } from '../errors.ts';
import { toUser } from '../users/map.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import {
  authenticate,
  openSession,
  type RefreshOutcome,
  revokeByRefreshToken,
  revokeSession,
  rotateRefresh,
} from './sessions.ts';
import { admitAttempt, clearFailures, recordFailure } from './throttle.ts';

const REFRESH_FAILURE: Record<Exclude<RefreshOutcome, { ok: true }>['reason'], string> = {
  unknown: 'errors.sessionExpired',
  expired: 'errors.sessionExpired',
  reused: 'errors.sessionRevoked',
  revoked: 'errors.sessionRevoked',
  disabled: 'errors.accountDisabled',
};

export function authRoutes(ctx: AppContext): void {
  const { app, db, auth } = ctx;

  app.post(AUTH.ops.login.path, async (request) => {
    const q = queryOf(request.query, AUTH.ops.login.query);
    if (q.refreshToken !== undefined) {
      // the refresh variant carries nothing but the token
      const b = request.body;
      if (b !== undefined && b !== null && !(typeof b === 'object' && Object.keys(b).length === 0)) {
        throw badRequest({ _: 'validation.invalid' });
      }
      const out = await rotateRefresh(db, auth, q.refreshToken);
      if (!out.ok) throw unauthorized(REFRESH_FAILURE[out.reason]);
      return out.answer;
    }
    const body = parse(LoginBody, request.body);
    const address = body.email.toLowerCase();
    const admission = await admitAttempt(db, address, request.ip);
    if (!admission.ok) {
      const wait = admission.retryAfter;
      throw new HttpError('too_many_requests', 'errors.tooManyAttempts', {
        headers: { 'retry-after': String(wait) },
        details: { retryAfter: wait },
      });
    }
    if (admission.slowDownMs > 0) await sleep(admission.slowDownMs);
    const row = await db.selectFrom('users').selectAll().where('email', '=', address).executeTakeFirst();
    const ok = await verifyPassword(body.password, row?.password_hash ?? (await dummyHash()));
    if (!row || !ok) {
      await recordFailure(db);
      throw unauthorized('errors.wrongCredentials');
    }
    // only after the right password, so the answer does not reveal which accounts exist
    if (row.disabled) throw new HttpError('forbidden', 'errors.accountDisabled');
    await clearFailures(db, address, request.ip);
    if (needsRehash(row.password_hash)) {
      // a hash from before the cost was raised: upgraded now that the password is known, unless
      // the password changed meanwhile
      const upgraded = await hashPassword(body.password);
      await db
        .updateTable('users')
        .set({ password_hash: upgraded })
        .where('id', '=', row.id)
        .where('password_hash', '=', row.password_hash)
        .execute();
    }
    return openSession(db, auth, toUser(row), { ip: request.ip, userAgent: request.headers['user-agent'] });
  });

  app.post(AUTH.ops.logout.path, async (request, reply) => {
    const body = parse(LogoutBody, request.body);
    if (body?.refreshToken) await revokeByRefreshToken(db, body.refreshToken);
    // a bearer token alone also ends its session, for clients that lost the refresh token
    const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const user = bearer ? await authenticate(db, auth, bearer) : undefined;
    if (user) await revokeSession(db, user.sessionId, 'logout');
    return reply.code(204).send();
  });

  app.get(AUTH.ops.me.path, async (request) => {
    const { sessionId: _, tokenExpiresAt: _exp, ...user } = ctx.user(request);
    return user;
  });
}

export default authRoutes satisfies AreaRoutes;
