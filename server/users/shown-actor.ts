import type { Role } from '../../domain/roles.ts';
import { HIDDEN_ACTOR, type ShownActor } from '../../domain/users/shown-actor.ts';
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
