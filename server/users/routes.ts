import { USERS } from '../../domain/resources/users.ts';
import { type User, UserCreate, UserUpdate } from '../../domain/schemas/user.ts';
import { notifyAccess } from '../auth/access-notice.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import type { UserPatch } from '../db/types.ts';
import { createHandler, listHandler, readHandler, updateHandler } from '../resources/crud.ts';
import { serve } from '../resources/serve.ts';
import { findUser, insertUser, updateUser, userSnapshot, usersSource } from './queries.ts';
import { assertMayAssign, assertMayToggle, assertTeamChange, checkCommunities, visibleTo } from './rules.ts';

const record = { param: 'userId', find: findUser, visible: visibleTo };
// a super-admin is invisible to everyone else, on the change feed too
const audience = (u: User) => (u.role === 'super-admin' ? { restrictTo: ['super-admin' as const] } : {});
// the KDF is slow: passwords are hashed before the transaction, never while holding the row lock
const hashIfSet = async (body: { password?: string }) =>
  body.password ? hashPassword(body.password) : undefined;

/** Team (part 2 §2, §5, §6): list, read, create, edit, deactivate. */
export function userRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, USERS, {
    list: listHandler(db, usersSource),
    one: readHandler(db, record),
    create: createHandler(db, {
      ...record,
      entity: 'user',
      audience,
      schema: UserCreate,
      snapshot: userSnapshot,
      check: (_, body, caller) => {
        assertMayAssign(caller, undefined, body.role);
        assertTeamChange(caller, undefined, {
          role: body.role,
          communities: checkCommunities(body.communities),
        });
      },
      prepare: hashIfSet,
      auditExtra: () => ({ password: 'set' }),
      insert: (trx, body, _caller, hash) => {
        return insertUser(trx, {
          name: body.name,
          email: body.email.toLowerCase(),
          password_hash: hash as string,
          role: body.role,
          city: body.city,
          communities: checkCommunities(body.communities) ?? [],
        });
      },
    }),
    update: updateHandler(db, {
      ...record,
      entity: 'user',
      audience,
      schema: UserUpdate,
      snapshot: userSnapshot,
      check: (before, body, caller) => {
        if (!before) return;
        assertMayAssign(caller, before.role, body.role);
        const change = {
          role: body.role,
          communities: checkCommunities(body.communities),
          password: !!body.password,
        };
        assertTeamChange(caller, before, change);
        assertMayToggle(caller, before.id, body, before.disabled);
      },
      prepare: hashIfSet,
      auditExtra: (body) => (body.password ? { password: 'changed' } : {}),
      action: (before, after) =>
        after.disabled === before.disabled ? 'update' : after.disabled ? 'deactivate' : 'reactivate',
      update: async (trx, before, body, caller, hash) => {
        const communities = checkCommunities(body.communities);
        const patch: UserPatch = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(body.city !== undefined ? { city: body.city } : {}),
          ...(communities !== undefined ? { communities } : {}),
          ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
          ...(hash ? { password_hash: hash as string } : {}),
        };
        const after = await updateUser(trx, before.id, patch);
        // a deactivated member is out at once; a new password ends the other sessions
        if (after.disabled && !before.disabled) await revokeUserSessions(trx, before.id, 'disabled');
        else if (hash) await revokeUserSessions(trx, before.id, 'password', caller.sessionId);
        // his live sockets, on every instance, re-check what he may still stream
        else await notifyAccess(trx, { user: before.id });
        return after;
      },
    }),
  });
}

export default userRoutes satisfies AreaRoutes;
