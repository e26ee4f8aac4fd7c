import type en from './en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type Groups<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${P}${K}` | Groups<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * Every translation key: the dotted path of a string in the English dictionary. A `labelKey` or a
 * `t('…')` naming a key that is not there fails the type check; test/unit/locales.test.ts checks
 * that zh.json has the same keys and that the keys the type checker cannot see exist too.
 */
export type TKey = Leaves<typeof en>;

/** A group of keys, such as `roles` or `live.channels`. */
export type KeyGroup = Groups<typeof en>;

/** The keys of one group. */
export type KeyIn<G extends KeyGroup> = Extract<TKey, `${G}.${string}`>;

/**
 * The key of a value known only at run time, e.g. an enum cell of AG Grid (typed `any`) or a
 * reason the server sends. The group is type-checked; that every value of the domain's list has
 * its key in the group is what test/unit/locales.test.ts checks, so the cast holds.
 */
export function keyIn<G extends KeyGroup>(group: G, value: unknown): NoInfer<KeyIn<G>> {
  return `${group}.${String(value)}` as KeyIn<G>;
}

/**
 * A key that arrives as data: a schema issue's message, a server error's `message` or field
 * error. Its literal lives in domain/ or server/, where test/unit/locales.test.ts finds it and
 * checks it against the dictionary; callers test `i18n.exists` first when the text may be plain.
 */
export function dataKey(key: string): TKey {
  return key as TKey;
}

/** A translate function as plain helpers take it (i18next's `t` fits). */
export type Translate = (key: TKey, options?: TranslateOptions) => string;

/** Interpolation values and i18next options such as `count`, `lng` or `defaultValue`. */
export type TranslateOptions = Readonly<Record<string, unknown>>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    // a default value does not excuse a missing key
    strictKeyChecks: true;
  }
}
