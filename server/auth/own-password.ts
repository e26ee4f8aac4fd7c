import { sql } from 'kysely';
import { PasswordChange } from '../../domain/users/schema.ts';
import type { AppContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import { camel } from '../db/camel.ts';
import { badRequest } from '../errors.ts';
import { bodyOf } from '../resources/body.ts';
import type { OpHandler } from '../resources/serve.ts';
import { toUser, USER_COLUMNS } from '../users/map.ts';
import { userSnapshot } from '../users/queries.ts';
import { admissionRefusal } from './admission.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { revokeUserSessions } from './sessions.ts';
import { admitAttempt, clearFailures, recordFailure } from './throttle.ts';
import { deviceCookie, rememberDevice } from './trusted-device.ts';

/**
 * POST /api/auth/password: every member changes his own password, after typing the current one
 * (an access token alone, left on a shared screen, is not enough). The current password is a
 * login attempt like any other (throttled by e-mail, bounded hashing); his other sessions end,
 * with their refresh tokens and live sockets, and this one stays. His trusted devices are
 * forgotten with the old password, except this browser, which is trusted anew.
 */
export function ownPasswordHandler(ctx: AppContext): OpHandler {
  const { db } = ctx;
  return async (request, reply) => {
    const caller = ctx.user(request);
    const body = bodyOf(request, PasswordChange);
    const admission = await admitAttempt(db, caller.email, request.ip, () => ctx.hashGate.tryEnter());
    if (!admission.ok) throw admissionRefusal(admission);
    const { ticket } = admission;
    let hash: string;
    let stored: string;
    try {
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      stored = row.password_hash;
      if (!(await ticket.run(() => verifyPassword(body.currentPassword, stored)))) {
        await recordFailure(db);
        throw badRequest({ currentPassword: 'validation.wrongCurrentPassword' });
      }
      hash = await ticket.run(() => hashPassword(body.newPassword));
    } finally {
      ticket.release();
    }
    await clearFailures(db, caller.email);
    const changed = await db.transaction().execute(async (trx) => {
      const before = await camel(trx)
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where('id', '=', caller.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      // unless it changed meanwhile (another tab, an admin's reset): then the typed one is stale
      const after = await camel(trx)
        .updateTable('users')
        .set((eb) => ({ passwordHash: hash, version: eb('version', '+', 1), updatedAt: sql`now()` }))
        .where('id', '=', caller.id)
        .where('passwordHash', '=', stored)
        .returning(USER_COLUMNS)
        .executeTakeFirst();
      if (!after) return false;
      await revokeUserSessions(trx, caller.id, 'password', caller.sessionId);
      await audit(trx, {
        actorId: caller.id,
        entity: 'user',
        entityId: caller.id,
        action: 'update',
        before: userSnapshot(toUser(before)),
        after: { ...userSnapshot(toUser(after)), password: 'changed' },
        version: after.version,
        audience: after.role === 'super-admin' ? { restrictTo: ['super-admin'] } : {},
      });
      return true;
    });
    if (!changed) throw badRequest({ currentPassword: 'validation.wrongCurrentPassword' });
    // his devices were forgotten with the old password; this browser just proved the new one
    const token = await rememberDevice(db, caller.id);
    reply.header(
      'set-cookie',
      deviceCookie(ctx.auth.secret, caller.email, token, request.protocol === 'https'),
    );
    return reply.code(204).send();
  };
}
