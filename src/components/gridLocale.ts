import { AG_GRID_LOCALE_CN } from '@ag-grid-community/locale';
import type { TKey, Translate } from '../../locales/keys.ts';

/**
 * AG Grid's own texts (screen-reader labels such as "Press Space to toggle row selection",
 * loading and empty overlays) in the console's language, with the console's wording where it
 * has its own. English is AG Grid's own default text, so only Chinese is bundled (the package's
 * English table is those defaults again, 27 KB of the grid's chunk).
 */
export function gridLocaleText(
  lang: string,
  t: Translate,
  noRowsKey: TKey = 'list.noRows',
): Record<string, string> {
  return {
    ...(lang === 'zh' ? AG_GRID_LOCALE_CN : {}),
    noRowsToShow: t(noRowsKey),
    loadingOoo: t('list.loading'),
  };
}
