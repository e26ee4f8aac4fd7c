import { can } from '../../domain/actions.ts';
import { isKnownCommunity } from '../../domain/communities.ts';
import { mayEditMember } from '../../domain/role-ceiling.ts';
import type { Role } from '../../domain/roles.ts';
import type { UserUpdate } from '../../domain/users/schema.ts';
import { type TeamMember, teamChangeRefusal } from '../../domain/users/team-rules.ts';
import { badRequest, forbidden, HttpError } from '../errors.ts';

/** Team rules the permission table cannot express per route. */

interface Caller {
  id: string;
  role: Role;
}

/** A super-admin is invisible to everyone else: not listed, not readable, not editable. */
export function visibleTo(caller: { role: Role }, target: { role: string }): boolean {
  return target.role !== 'super-admin' || caller.role === 'super-admin';
}

/**
 * Only admins make or edit admins: a product-manager may run the team but must not
 * be able to raise someone, or himself through a colleague, above his own role.
 */
export function assertMayAssign(
  caller: Caller,
  targetRole: string | undefined,
  newRole: string | undefined,
): void {
  const touchesAdmin = targetRole === 'admin' || newRole === 'admin';
  if (touchesAdmin && !can(caller.role, 'user.manageAdmins')) throw forbidden('errors.cannotManageAdmins');
}

/**
 * A member above the caller's rights is not his to edit at all (`mayEditMember`,
 * domain/role-ceiling.ts): 403 with its own key, an answer about this member, not a sign-out.
 */
export function assertMayEditMember(caller: Caller, target: { id: string; role: Role }): void {
  if (!mayEditMember(caller, target)) throw forbidden('errors.memberAboveOwn');
}

/** `teamChangeRefusal` (domain/users/team-rules.ts) as a 403 naming the field; the target is undefined on create. */
export function assertTeamChange(
  caller: TeamMember,
  target: TeamMember | undefined,
  change: { role?: Role; communities?: readonly string[]; password?: boolean },
): void {
  const refusal = teamChangeRefusal(caller, target, change);
  if (!refusal) return;
  const field = refusal.index === undefined ? refusal.field : `${refusal.field}.${refusal.index}`;
  throw new HttpError('forbidden', refusal.message, {
    fields: { [field]: refusal.message.replace('errors.', 'validation.') },
  });
}

/** Deactivation and reactivation are the `user.deactivate` action; nobody disables himself. */
export function assertMayToggle(caller: Caller, targetId: string, body: UserUpdate, current: boolean): void {
  if (body.disabled === undefined || body.disabled === current) return;
  if (!can(caller.role, 'user.deactivate')) throw forbidden();
  if (body.disabled && caller.id === targetId) throw badRequest({ disabled: 'validation.cannotDisableSelf' });
}

/** Community ids must name one of the five; duplicates are dropped, order kept. */
export function checkCommunities(ids: readonly string[] | undefined): string[] | undefined {
  if (!ids) return undefined;
  const fields: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!isKnownCommunity(id)) fields[`communities.${i}`] = 'validation.unknownCommunity';
  });
  if (Object.keys(fields).length) throw badRequest(fields);
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}
