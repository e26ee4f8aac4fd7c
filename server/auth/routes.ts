import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH } from '../../domain/system/resource.ts';
import { LoginBody, LogoutBody } from '../../domain/users/schema.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import type { CamelRow } from '../db/camel.ts';
import { badRequest, HttpError, parse, queryOf, unauthorized } from '../errors.ts';
import { bodyOf, ownBody } from '../resources/body.ts';
import { serve } from '../resources/serve.ts';
import { toUser } from '../users/map.ts';
import { admissionRefusal } from './admission.ts';
import { ownPasswordHandler } from './own-password.ts';
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
import { deviceCookie, deviceFailed, rememberDevice, trustedDevice } from './trusted-device.ts';

const REFRESH_FAILURE: Record<Exclude<RefreshOutcome, { ok: true }>['reason'], string> = {
  unknown: 'errors.sessionExpired',
  expired: 'errors.sessionExpired',
  reused: 'errors.sessionRevoked',
  revoked: 'errors.sessionRevoked',
  disabled: 'errors.accountDisabled',
};

export function authRoutes(ctx: AppContext): void {
  const { app, db, auth } = ctx;

  // the refresh variant (`?refreshToken=…`) carries no body: the sign-in's is parsed here
  const login = ownBody(async (request: FastifyRequest, reply: FastifyReply) => {
    // the answer carries tokens: no cache, shared or private, may keep it
    reply.header('cache-control', 'no-store');
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
    // a browser this member signed in from before only buys a place in the reserved lane: the
    // password is checked and every throttle counted as for anyone (looked up before the
    // attempt, so no connection is held while hashing)
    const device = await trustedDevice(db, auth.secret, request.headers.cookie, address);
    const admission = await admitAttempt(
      db,
      address,
      request.ip,
      () => ctx.hashGate.tryEnter(device ? 'trusted' : 'open'),
      true,
    );
    if (!admission.ok) throw admissionRefusal(admission);
    const { ticket } = admission;
    const row: CamelRow<'users'> | undefined = admission.member;
    try {
      if (admission.slowDownMs > 0) await sleep(admission.slowDownMs);
      // no database connection is held while hashing: the pool never waits on a hash
      const stored = row?.passwordHash;
      const ok = await ticket.run(async () => verifyPassword(body.password, stored ?? (await dummyHash())));
      if (!row || !ok) {
        await recordFailure(db);
        if (device) await deviceFailed(db, device);
        throw unauthorized('errors.wrongCredentials');
      }
      // only after the right password, so the answer does not reveal which accounts exist
      if (row.disabled) throw new HttpError('forbidden', 'errors.accountDisabled');
      if (needsRehash(row.passwordHash)) {
        // a hash from before the cost was raised: upgraded now that the password is known, unless
        // the password changed meanwhile
        const upgraded = await ticket.run(() => hashPassword(body.password));
        await db
          .updateTable('users')
          .set({ password_hash: upgraded })
          .where('id', '=', row.id)
          .where('password_hash', '=', row.passwordHash)
          .execute();
      }
    } finally {
      ticket.release();
    }
    let token = '';
    const answer = await openSession(
      db,
      auth,
      toUser(row),
      { ip: request.ip, userAgent: request.headers['user-agent'] },
      // the e-mail's failures start afresh and the device is renewed with the session, or none is
      async (trx) => {
        await clearFailures(trx, address);
        token = await rememberDevice(trx, row.id, device);
      },
    );
    reply.header('set-cookie', deviceCookie(auth.secret, address, token, request.protocol === 'https'));
    return answer;
  });

  serve(app, AUTH, {
    login,
    logout: async (request, reply) => {
      const body = bodyOf(request, LogoutBody);
      if (body?.refreshToken) await revokeByRefreshToken(db, body.refreshToken);
      // a bearer token alone also ends its session, for clients that lost the refresh token
      const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const user = bearer ? await authenticate(db, auth, bearer) : undefined;
      if (user) await revokeSession(db, user.sessionId, 'logout');
      return reply.code(204).send();
    },
    me: async (request) => {
      const { sessionId: _, tokenExpiresAt: _exp, ...user } = ctx.user(request);
      return user;
    },
    password: ownPasswordHandler(ctx),
  });
}

export default authRoutes satisfies AreaRoutes;
