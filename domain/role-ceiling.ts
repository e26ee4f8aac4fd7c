import { ACTIONS } from './actions.ts';
import { ASSIGNABLE_ROLES, type Role } from './roles.ts';
import { SCREENS } from './routes.ts';

/**
 * What a role may use: every action (domain/actions.ts) and every screen (domain/routes.ts) that
 * lists it. Computed from the two tables, so a role given a new right is measured by it at once.
 */
function rightsOf(role: Role): Set<string> {
  const rights = new Set<string>();
  for (const [action, roles] of Object.entries(ACTIONS))
    if ((roles as readonly Role[]).includes(role)) rights.add(`action ${action}`);
  for (const screen of SCREENS) if (screen.roles.includes(role)) rights.add(`screen ${screen.path}`);
  return rights;
}

const RIGHTS = new Map<Role, Set<string>>(ASSIGNABLE_ROLES.map((r) => [r, rightsOf(r)]));

/**
 * Whether `actor` may give `role` to a member, on create or on a move: only a role whose every
 * right is one of his own (docs/permissions.md), else he would create a member with the password
 * he chooses and sign in as him. A super-admin is never given (only seeded).
 */
export function mayGiveRole(actor: Role, role: Role): boolean {
  const wanted = RIGHTS.get(role);
  if (!wanted) return false;
  const own = RIGHTS.get(actor) ?? rightsOf(actor);
  for (const right of wanted) if (!own.has(right)) return false;
  return true;
}

/**
 * Whether `actor` may edit `target` at all (role, e-mail, name, city, communities, password,
 * deactivation): himself (the team rules then keep him from widening his own access), or a member
 * whose current role he may give (docs/permissions.md). Else a product-manager would demote, rename,
 * re-e-mail or deactivate a finance member or an admin, undoing what only an admin may decide. A
 * super-admin, never given, keeps his fellows.
 */
export function mayEditMember(
  actor: { id: string; role: Role },
  target: { id: string; role: Role },
): boolean {
  if (actor.id === target.id) return true;
  if (actor.role === 'super-admin') return true;
  return mayGiveRole(actor.role, target.role);
}
