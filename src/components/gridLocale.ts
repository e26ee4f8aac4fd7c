import type { TKey, Translate } from '../../locales/keys.ts';

let zhTable: Record<string, string> | undefined;

/**
 * AG Grid's Chinese table (~7 KB on the wire), fetched with the Chinese dictionary (src/app/i18n.ts
 * waits for both before drawing in Chinese), so an English page never downloads it and a Chinese
 * one has it before any grid draws.
 */
export async function loadGridLocaleZh(): Promise<void> {
  zhTable ??= (await import('./gridLocaleZh.ts')).AG_GRID_LOCALE_CN;
}

/**
 * AG Grid's own texts (screen-reader labels such as "Press Space to toggle row selection",
 * loading and empty overlays) in the console's language, with the console's wording where it
 * has its own. English is AG Grid's own default text, so only Chinese is fetched (the package's
 * English table is those defaults again, 27 KB of the grid's chunk).
 */
export function gridLocaleText(
  lang: string,
  t: Translate,
  noRowsKey: TKey = 'list.noRows',
): Record<string, string> {
  return {
    ...(lang === 'zh' ? zhTable : {}),
    noRowsToShow: t(noRowsKey),
    loadingOoo: t('list.loading'),
  };
}
