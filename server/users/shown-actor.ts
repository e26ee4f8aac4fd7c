import type { Kysely } from 'kysely';
import type { Role } from '../../domain/roles.ts';
import { HIDDEN_ACTOR, type ShownActor } from '../../domain/users/shown-actor.ts';
import type { Database } from '../db/types.ts';
import { visibleTo } from './rules.ts';

/** The actor columns a query joins from `users` (id from the row, name and role from the member). */
export interface ActorColumns {
  id: string | null;
  name: string | null;
  role: string | null;
}

/**
 * The actor of a change as this reader may be told it: the member, or the neutral hidden actor
 * when the reader may not know of him (`visibleTo`, as the team calls decide); null when no member made it.
 */
export function shownActor(reader: { role: Role }, actor: ActorColumns): ShownActor | null {
  if (!actor.id) return null;
  if (actor.role && !visibleTo(reader, { role: actor.role })) return HIDDEN_ACTOR;
  return { id: actor.id, name: actor.name ?? '' };
}

/** The ids of the members this reader may not know of (the super-admins, for anyone else). */
export async function hiddenMemberIds(
  db: Kysely<Database>,
  reader: { role: Role },
): Promise<ReadonlySet<string>> {
  if (visibleTo(reader, { role: 'super-admin' })) return new Set();
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'super-admin').execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * A history's changed fields with every value naming a hidden member (a team member's id, alone
 * or in a list) as the hidden actor: a case he took must not give his id away in its history.
 */
export function withoutHidden(
  fields: Record<string, unknown>,
  hidden: ReadonlySet<string>,
): Record<string, unknown> {
  if (hidden.size === 0) return fields;
  const shown = (v: unknown): unknown =>
    typeof v === 'string' && hidden.has(v) ? HIDDEN_ACTOR : Array.isArray(v) ? v.map(shown) : v;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, shown(v)]));
}
