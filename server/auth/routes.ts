import * as v from 'valibot';
import { email, MSG } from '../../domain/schemas/common.ts';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError, parse, queryOf, unauthorized } from '../errors.ts';
import { toUser } from '../users/map.ts';
import { dummyHash, verifyPassword } from './password.ts';
import {
  authenticate,
  openSession,
  type RefreshOutcome,
  revokeByRefreshToken,
  revokeSession,
  rotateRefresh,
} from './sessions.ts';
import { clearFailures, recordFailure, throttledFor } from './throttle.ts';

// The login form's own rule is "a valid e-mail"; the password is only checked for presence
// here, since its length rule applies when it is set, not when it is typed at login.
const LoginBody = v.strictObject({
  email: email(),
  password: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.maxLength(200, MSG.tooLong)),
});
const LogoutBody = v.optional(
  v.strictObject({ refreshToken: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
);

const REFRESH_FAILURE: Record<Exclude<RefreshOutcome, { ok: true }>['reason'], string> = {
  unknown: 'errors.sessionExpired',
  expired: 'errors.sessionExpired',
  reused: 'errors.sessionRevoked',
  revoked: 'errors.sessionRevoked',
  disabled: 'errors.accountDisabled',
};

export function authRoutes(ctx: AppContext): void {
  const { app, db, auth } = ctx;

  app.post('/api/auth/login', async (request) => {
    const q = queryOf(request.query, ['refreshToken']);
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
    const wait = await throttledFor(db, address, request.ip);
    if (wait > 0) {
      throw new HttpError('too_many_requests', 'errors.tooManyAttempts', {
        headers: { 'retry-after': String(wait) },
        details: { retryAfter: wait },
      });
    }
    const row = await db.selectFrom('users').selectAll().where('email', '=', address).executeTakeFirst();
    const ok = await verifyPassword(body.password, row?.password_hash ?? (await dummyHash()));
    if (!row || !ok) {
      await recordFailure(db, address, request.ip);
      throw unauthorized('errors.wrongCredentials');
    }
    // only after the right password, so the answer does not reveal which accounts exist
    if (row.disabled) throw new HttpError('forbidden', 'errors.accountDisabled');
    await clearFailures(db, address, request.ip);
    return openSession(db, auth, toUser(row), { ip: request.ip, userAgent: request.headers['user-agent'] });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const body = parse(LogoutBody, request.body);
    if (body?.refreshToken) await revokeByRefreshToken(db, body.refreshToken);
    // a bearer token alone also ends its session, for clients that lost the refresh token
    const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const user = bearer ? await authenticate(db, auth, bearer) : undefined;
    if (user) await revokeSession(db, user.sessionId, 'logout');
    return reply.code(204).send();
  });

  app.get('/api/auth/me', async (request) => {
    const { sessionId: _, tokenExpiresAt: _exp, ...user } = ctx.user(request);
    return user;
  });
}
