import type { Locale } from '../../domain/dates.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { badRequest } from '../errors.ts';

const DICTIONARIES = { en, zh } as const;

/** A document's translator: a dotted key of locales/, with `{{name}}` placeholders as i18next writes them. */
export type DocTranslate = (key: string, vars?: Record<string, string | number>) => string;

export function translatorFor(lang: Locale): DocTranslate {
  // a workbook asks for the same few labels on each of its rows: look each key up once
  const texts = new Map<string, string>();
  return (key, vars) => {
    let text = texts.get(key);
    if (text === undefined) {
      let node: unknown = DICTIONARIES[lang];
      for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
      text = typeof node === 'string' ? node : key;
      texts.set(key, text);
    }
    return vars || text.includes('{{')
      ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars?.[name] ?? ''))
      : text;
  };
}

/** `?lang=` of a document call: English when absent; anything but en or zh is a 400 naming `lang`. */
export function docLang(value: unknown): Locale {
  if (value === undefined || value === 'en') return 'en';
  if (value === 'zh') return 'zh';
  throw badRequest({ lang: 'errors.invalidParameter' });
}
