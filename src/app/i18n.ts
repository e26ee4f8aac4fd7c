import i18n from 'i18next';
import { atom, getDefaultStore } from 'jotai';
import { initReactI18next } from 'react-i18next';
import { formatCount, magnitudeBase, roundedMagnitude } from '../../domain/money.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { keyIn } from '../../locales/keys.ts';
import { loadGridLocaleZh } from '../components/gridLocale.ts';
import { setChoicePinyin } from './choicePinyin.ts';

/**
 * Two languages, English by default, the choice remembered on this device.
 * English is bundled; Chinese (about 15 KB on the wire) is fetched before the first render by
 * those who chose it, and by the others when they switch (or point at the switch, so the click
 * is instant). Every key exists in both (test/unit/locales.test.ts), so an English page never
 * needs the Chinese fallback it is configured with.
 */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

const KEY = 'comptoir.lang';

function stored(): Language {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'zh' ? 'zh' : 'en';
  } catch {
    return 'en';
  }
}

export const languageAtom = atom<Language>(stored());

let zhLoading: Promise<void> | undefined;

/**
 * Fetches the Chinese dictionary, the pinyin of its choices and AG Grid's Chinese table once (a
 * failed fetch may be retried by the next call).
 */
export function loadLanguage(lng: Language): Promise<void> {
  if (lng === 'en' || i18n.hasResourceBundle('zh', 'translation')) return Promise.resolve();
  zhLoading ??= Promise.all([
    import('../../locales/zh.json', { with: { type: 'json' } }),
    // the pinyin of the choices' labels (about 1.5 KB), for the letters typed on a list: without
    // it a letter still picks by the English label
    import('../../locales/zh.pinyin.json', { with: { type: 'json' } }).catch(() => undefined),
    // the grid's own screen-reader texts: if they cannot be fetched the grids keep AG Grid's
    // English ones until the next page load, rather than the whole switch being refused
    loadGridLocaleZh().catch(() => undefined),
  ])
    .then(([m, pinyin]) => {
      if (pinyin) setChoicePinyin(pinyin.default);
      i18n.addResourceBundle('zh', 'translation', m.default);
    })
    .finally(() => {
      zhLoading = undefined;
    });
  return zhLoading;
}

/** Resolves when the chosen language can be drawn: render after it. */
export async function initI18n(): Promise<typeof i18n> {
  const lng = getDefaultStore().get(languageAtom);
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng,
    // each language falls back to the other, so a key missing in one still shows a text
    fallbackLng: { en: ['zh'], zh: ['en'], default: ['en'] },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // counts are grouped as money is, in both languages ("49 157"): `{{count, count}}`
  i18n.services.formatter?.add('count', (value: unknown) =>
    typeof value === 'number' ? formatCount(value) : String(value),
  );
  // an estimated total as people say it, "2,3 million" / "230 万" (docs/api.md, "Totals")
  i18n.services.formatter?.add('about', (value: unknown, lng: string | undefined) => {
    if (typeof value !== 'number') return String(value);
    const m = roundedMagnitude(value, magnitudeBase(lng ?? 'en'));
    return m.power === 0 ? m.value : i18n.t(keyIn('list.magnitude', `p${m.power}`), { lng, n: m.value });
  });
  // a dictionary that cannot be fetched leaves the page in English rather than blank
  const shown = await loadLanguage(lng).then(
    () => lng,
    () => 'en' as const,
  );
  if (shown !== lng) {
    getDefaultStore().set(languageAtom, shown);
    await i18n.changeLanguage(shown);
  }
  document.documentElement.lang = shown === 'zh' ? 'zh-CN' : 'en';
  return i18n;
}

/** Switches once the dictionary is there; offline, the page stays in its language. */
export async function setLanguage(lng: Language): Promise<void> {
  try {
    await loadLanguage(lng);
  } catch {
    return;
  }
  localStorage.setItem(KEY, lng);
  getDefaultStore().set(languageAtom, lng);
  void i18n.changeLanguage(lng);
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
}

export { i18n };
