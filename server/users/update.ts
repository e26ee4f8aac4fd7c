import { type User, UserUpdate } from '../../domain/users/schema.ts';
import { notifyAccess } from '../auth/access-notice.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { CamelUpdate } from '../db/camel.ts';
import type { RecordSpec, WriteSpec } from '../resources/crud.ts';
import { findUser, updateUser, userSnapshot } from './queries.ts';
import {
  assertMayAssign,
  assertMayEditMember,
  assertMayToggle,
  assertTeamChange,
  checkCommunities,
  visibleTo,
} from './rules.ts';
import { assertNameFree } from './shown-actor.ts';

/** A member as the team calls read him: a super-admin is invisible to everyone else (404). */
export const USER_RECORD: RecordSpec<User> = { param: 'userId', find: findUser, visible: visibleTo };

/** A super-admin is invisible to everyone else, on the change feed too. */
export const userAudience = (u: User) =>
  u.role === 'super-admin' ? { restrictTo: ['super-admin' as const] } : {};

/** The KDF is slow: passwords are hashed before the transaction, never while holding the row lock. */
export const hashIfSet = async (body: { password?: string }) =>
  body.password ? hashPassword(body.password) : undefined;

/**
 * A member's edit (PUT /api/users/{id}, and the team list's cells): the team rules (admins only
 * for an admin, a member above the caller's rights not his to touch, nobody widens his own access, another's password for the admins, deactivation),
 * then the write; a deactivated member is out at once, a new password ends his other sessions.
 */
export const USER_UPDATE: WriteSpec<typeof UserUpdate, User> = {
  ...USER_RECORD,
  entity: 'user',
  audience: userAudience,
  schema: UserUpdate,
  snapshot: userSnapshot,
  check: (before, body, caller) => {
    if (!before) return;
    assertMayAssign(caller, before.role, body.role);
    assertMayEditMember(caller, before);
    assertNameFree(body.name, before.name);
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
    const patch: CamelUpdate<'users'> = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(body.city !== undefined ? { city: body.city } : {}),
      ...(communities !== undefined ? { communities } : {}),
      ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
      ...(hash ? { passwordHash: hash as string } : {}),
    };
    const after = await updateUser(trx, before.id, patch);
    // a deactivated member is out at once; a new password ends the other sessions
    if (after.disabled && !before.disabled) await revokeUserSessions(trx, before.id, 'disabled');
    else if (hash) await revokeUserSessions(trx, before.id, 'password', caller.sessionId);
    // his live sockets, on every instance, re-check what he may still stream
    else await notifyAccess(trx, { user: before.id });
    return after;
  },
};
