import * as v from 'valibot';
import { ACTIONS, can } from '../actions.ts';
import { type CellLock, type CellMember, defineCells } from '../cells.ts';
import { mayEditMember } from '../role-ceiling.ts';
import { ASSIGNABLE_ROLES, CITIES, type Role } from '../roles.ts';
import { MSG, requiredText } from '../schemas/common.ts';
import type { User } from './schema.ts';
import { teamChangeRefusal } from './team-rules.ts';

/** The translation groups of the selects' values (`roles.admin`, `cities.Shanghai`). */
const ROLE_LABELS = 'roles';
const CITY_LABELS = 'cities';

/**
 * Only the admins touch an admin (server/users/rules.ts assertMayAssign): a product-manager reads
 * an admin's row but changes nothing on it, as the team form shows it read-only.
 */
const adminLocked = (u: User, role: Role): CellLock | null =>
  u.role === 'admin' && !can(role, 'user.manageAdmins') ? 'locked' : null;

/**
 * A member whose role the editor may not give is not his to edit (mayEditMember,
 * domain/role-ceiling.ts): a product-manager reads a finance member's row but changes nothing.
 */
const memberLocked = (u: User, role: Role, me: CellMember | undefined): CellLock | null =>
  adminLocked(u, role) ?? (mayEditMember(me ?? { id: '', role }, u) ? null : 'aboveOwn');

/**
 * The roles `role` may give this member (the team form's role select): never super-admin, admin
 * only for the admins, and none a team rule refuses (a product-manager raising to a team editor a
 * member of a community he lacks).
 */
function grantable(u: User, role: Role, me: CellMember | undefined): Role[] {
  return ASSIGNABLE_ROLES.filter(
    (r) =>
      r !== u.role &&
      (r !== 'admin' || can(role, 'user.manageAdmins')) &&
      (!me || teamChangeRefusal(me, u, { role: r }) === null),
  );
}

/**
 * The team list's editable cells: name, role and city, for the team editors,
 * with the team form's rules: an admin's row is the admins' only, a member above the editor's
 * rights is not his, nobody changes his own role.
 */
export const USER_CELLS = defineCells<User>({
  entity: 'user',
  cells: {
    name: {
      editor: 'text',
      schema: requiredText(120),
      roles: ACTIONS['user.edit'],
      get: (u) => u.name,
      lockedBy: memberLocked,
    },
    role: {
      editor: 'select',
      schema: v.picklist(ASSIGNABLE_ROLES, MSG.invalid),
      roles: ACTIONS['user.edit'],
      get: (u) => u.role,
      lockedBy: (u, role, me) => memberLocked(u, role, me) ?? (me?.id === u.id ? 'self' : null),
      options: (u, role, me) => [u.role, ...grantable(u, role, me)],
      optionKey: ROLE_LABELS,
      immediate: true,
    },
    city: {
      editor: 'select',
      schema: v.picklist(CITIES, MSG.invalid),
      roles: ACTIONS['user.edit'],
      get: (u) => u.city,
      lockedBy: memberLocked,
      options: (u) => [u.city, ...CITIES.filter((c) => c !== u.city)],
      optionKey: CITY_LABELS,
      immediate: true,
    },
  },
});
