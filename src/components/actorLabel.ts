import type { ShownActor } from '../../domain/users/shown-actor.ts';
import type { Translate } from '../../locales/keys.ts';

/**
 * An actor's name as every screen shows it: a member hidden from the reader is the neutral
 * "system administrator"; `none` is what a change made by no member reads.
 */
export function actorLabel(actor: ShownActor | null | undefined, t: Translate, none: string): string {
  if (!actor) return none;
  return 'hidden' in actor ? t('history.systemAdministrator') : actor.name;
}
