import { can } from '../actions.ts';
import { mayGiveRole } from '../role-ceiling.ts';
import type { Role } from '../roles.ts';

/** The member a team rule is about, as the rules need him. */
export interface TeamMember {
  id: string;
  role: Role;
  communities: readonly string[];
}

/**
 * Team rules beyond the role table, shared by the form (to disable what would be refused) and the
 * server (which enforces them): the field of a change `caller` may not make, or null when allowed.
 * Nobody changes his own role or communities (he would widen his own rights); a product-manager
 * grants only communities he has himself, and raises to a team editor only a member of his own
 * communities; nobody gives a role with a right he lacks (mayGiveRole, domain/role-ceiling.ts);
 * only the admins set another member's password.
 */
export function teamChangeRefusal(
  caller: TeamMember,
  target: TeamMember | undefined,
  change: { role?: Role; communities?: readonly string[]; password?: boolean },
): { field: 'role' | 'communities' | 'password'; message: string; index?: number } | null {
  const self = target !== undefined && target.id === caller.id;
  if (self && change.role !== undefined && change.role !== target.role)
    return { field: 'role', message: 'errors.cannotChangeOwnAccess' };
  if (self && change.communities !== undefined) {
    const same =
      change.communities.length === new Set(target.communities).size &&
      change.communities.every((c) => target.communities.includes(c));
    if (!same) return { field: 'communities', message: 'errors.cannotChangeOwnAccess' };
  }
  // a member he creates, or moves, with the password he chooses would lend him that role's rights
  const given = change.role !== target?.role ? change.role : undefined;
  if (given !== undefined && !mayGiveRole(caller.role, given))
    return { field: 'role', message: 'errors.roleAboveOwn' };
  if (change.communities && !can(caller.role, 'user.grantAnyCommunity')) {
    const had = target?.communities ?? [];
    const index = change.communities.findIndex((c) => !had.includes(c) && !caller.communities.includes(c));
    if (index >= 0) return { field: 'communities', message: 'errors.cannotGrantCommunity', index };
  }
  // raising a colleague to a team editor hands him the grant: with a community the caller lacks,
  // he could grant it back to the caller
  const raised = change.role !== undefined && change.role !== target?.role && can(change.role, 'user.edit');
  if (raised && target !== undefined && !can(caller.role, 'user.grantAnyCommunity')) {
    const after = change.communities ?? target.communities;
    if (after.some((c) => !caller.communities.includes(c)))
      return { field: 'role', message: 'errors.cannotGrantCommunity' };
  }
  // one's own password is changed on the profile page, with the current one
  if (change.password && self) return { field: 'password', message: 'errors.ownPasswordInProfile' };
  if (change.password && target !== undefined && !self && !can(caller.role, 'user.setPassword'))
    return { field: 'password', message: 'errors.cannotSetPassword' };
  return null;
}
