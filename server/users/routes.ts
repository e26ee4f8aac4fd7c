import { UserCreate, UserUpdate } from '../../domain/schemas/user.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import type { UserPatch } from '../db/types.ts';
import { idParam, notFound, parse } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { findUser, insertUser, listUsers, updateUser, userSnapshot, usersList } from './queries.ts';
import { assertMayAssign, assertMayToggle, checkCommunities, visibleTo } from './rules.ts';

/** Team (part 2 §2, §5, §6): list, read, create, edit, deactivate. */
export function userRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  app.get('/api/users/details', async (request, reply) => {
    const q = listQuery(usersList, request);
    return sendList(reply, usersList, q, await listUsers(db, q));
  });

  app.get('/api/users/:userId', async (request) => {
    const caller = ctx.user(request);
    const user = await findUser(db, idParam(request.params, 'userId'));
    if (!user || !visibleTo(caller, user)) throw notFound();
    return user;
  });

  app.post('/api/users', async (request, reply) => {
    const caller = ctx.user(request);
    const body = parse(UserCreate, request.body);
    assertMayAssign(caller, undefined, body.role);
    const communities = checkCommunities(body.communities) ?? [];
    const password_hash = await hashPassword(body.password);
    const user = await db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, {
        name: body.name,
        email: body.email.toLowerCase(),
        password_hash,
        role: body.role,
        city: body.city,
        communities,
      });
      await audit(trx, {
        actorId: caller.id,
        entity: 'user',
        entityId: created.id,
        action: 'create',
        before: null,
        after: { ...userSnapshot(created), password: 'set' },
      });
      return created;
    });
    return reply.code(201).send(user);
  });

  app.put('/api/users/:userId', async (request) => {
    const caller = ctx.user(request);
    const id = idParam(request.params, 'userId');
    const body = parse(UserUpdate, request.body);
    const communities = checkCommunities(body.communities);
    // hashed before the transaction: the KDF is slow and must not hold the row lock
    const password_hash = body.password ? await hashPassword(body.password) : undefined;
    return db.transaction().execute(async (trx) => {
      const before = await findUser(trx, id, true);
      if (!before || !visibleTo(caller, before)) throw notFound();
      assertMayAssign(caller, before.role, body.role);
      assertMayToggle(caller, id, body, before.disabled);
      const patch: UserPatch = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(body.city !== undefined ? { city: body.city } : {}),
        ...(communities !== undefined ? { communities } : {}),
        ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
        ...(password_hash ? { password_hash } : {}),
      };
      const after = await updateUser(trx, id, patch);
      // a deactivated member is out at once; a new password ends the other sessions
      if (after.disabled && !before.disabled) await revokeUserSessions(trx, id, 'disabled');
      else if (password_hash) await revokeUserSessions(trx, id, 'password', caller.sessionId);
      const action =
        after.disabled === before.disabled ? 'update' : after.disabled ? 'deactivate' : 'reactivate';
      await audit(trx, {
        actorId: caller.id,
        entity: 'user',
        entityId: id,
        action,
        before: userSnapshot(before),
        after: { ...userSnapshot(after), ...(password_hash ? { password: 'changed' } : {}) },
      });
      return after;
    });
  });
}
