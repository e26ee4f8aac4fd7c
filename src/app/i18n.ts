import i18n from 'i18next';
import { atom, getDefaultStore } from 'jotai';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };

/**
 * Two languages, English by default, the choice remembered on this device (spec part 1 §1).
 * Both dictionaries are bundled: they are small and switching must be instant.
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

export function initI18n(): typeof i18n {
  const lng = getDefaultStore().get(languageAtom);
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng,
    // spec part 2 §9: "the language falls back to both"
    fallbackLng: { en: ['zh'], zh: ['en'], default: ['en'] },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  return i18n;
}

export function setLanguage(lng: Language): void {
  localStorage.setItem(KEY, lng);
  getDefaultStore().set(languageAtom, lng);
  void i18n.changeLanguage(lng);
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
}

export { i18n };
