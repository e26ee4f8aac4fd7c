/**
 * The pinyin of the Chinese labels of the grids' choices (locales/zh.pinyin.json, written by
 * `npm run locales:pinyin`): "yfk" and "yifu" start 已付款. Fetched with the Chinese dictionary
 * (i18n.ts), never by an English page; before it comes a label has no pinyin.
 */
type Table = Readonly<Record<string, readonly string[]>>;

let table: Table = {};

export const setChoicePinyin = (t: Table): void => {
  table = t;
};

/** The pinyin words of a Chinese label (its syllables run together, their initials); none for others. */
export const choicePinyin = (label: string): readonly string[] => table[label] ?? [];
