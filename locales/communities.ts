import { COMMUNITIES } from '../domain/communities.ts';
import type { Translate } from './keys.ts';

/** A community's name in the current language; '' for an id that is no community. */
export function communityName(id: string | null | undefined, t: Translate): string {
  const c = COMMUNITIES.find((x) => x.id === id);
  return c ? t(`communities.${c.key}`) : '';
}

/** Community names of a member or a row, in the fixed community order, translated. */
export function communityNames(ids: readonly string[], t: Translate): string {
  return COMMUNITIES.filter((c) => ids.includes(c.id))
    .map((c) => t(`communities.${c.key}`))
    .join(', ');
}
