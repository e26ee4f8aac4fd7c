import type { Translate } from '../../../locales/keys.ts';
import { apiErrorOf, statusOf } from '../../api/errors.ts';
import type { FilterDef } from './types.ts';

/**
 * The labels of the filters a list call was refused for (a 400 naming `filter.<field>` or
 * `tabFilter.<field>`), joined for a message; undefined for any other failure, which stays the
 * load-failure block.
 */
export function refusedFilters(error: unknown, defs: readonly FilterDef[], t: Translate): string | undefined {
  if (statusOf(error) !== 400) return undefined;
  const fields = Object.keys(apiErrorOf(error)?.fields ?? {})
    .filter((k) => k.startsWith('filter.') || k.startsWith('tabFilter.'))
    .map((k) => k.slice(k.indexOf('.') + 1));
  if (fields.length === 0) return undefined;
  return fields
    .map((f) => {
      const def = defs.find((d) => d.field === f);
      return def ? t(def.labelKey) : f;
    })
    .join(', ');
}
