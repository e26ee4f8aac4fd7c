import * as v from 'valibot';
import { MSG } from './schemas/common.ts';

/**
 * Names that must be unique (a supplier, an available product's English name, a quick reply's
 * title in its community, a delivery area among its siblings, a member's saved view of a list)
 * are unique as staff read them, not as bytes: two names with the same key are the same name.
 * The database holds the same rule (migration 0051, `name_key(text)`), which its unique indexes
 * are built on; test/server/name-lookalikes.test.ts checks both give the same key. The key itself
 * (name-key.ts) carries a case table: apart, so the screens that only take a name do not load it.
 */

type Ranges = readonly (readonly [number, number])[];

/**
 * What draws nothing: Unicode's format characters (Cf: zero-width space, non-joiner and joiner,
 * word joiner, byte order mark, soft hyphen, direction marks) and its default-ignorable code
 * points (variation selectors, the combining grapheme joiner, Hangul fillers, tags).
 */
export const UNSEEN_RANGES: Ranges = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x600, 0x605],
  [0x61c, 0x61c],
  [0x6dd, 0x6dd],
  [0x70f, 0x70f],
  [0x890, 0x891],
  [0x8e2, 0x8e2],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

/** Every space and line break (NFKC already made most wide and narrow spaces a plain one). */
export const SPACE_RANGES: Ranges = [
  [0x9, 0xd],
  [0x20, 0x20],
  [0x85, 0x85],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
];

const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');

/**
 * The ranges as the inside of a bracket expression: JavaScript's (`\u{…}`, with the u flag) or
 * PostgreSQL's (`\uXXXX`, `\UXXXXXXXX`), so the migration's copy is written from the same list.
 */
export function charClass(ranges: Ranges, dialect: 'js' | 'sql'): string {
  const one = (n: number) =>
    dialect === 'js' ? `\\u{${hex(n, 4)}}` : n > 0xffff ? `\\U${hex(n, 8)}` : `\\u${hex(n, 4)}`;
  return ranges.map(([a, b]) => (a === b ? one(a) : `${one(a)}-${one(b)}`)).join('');
}

const UNSEEN = new RegExp(`[${charClass(UNSEEN_RANGES, 'js')}]`, 'gu');
const SPACES = new RegExp(`[${charClass(SPACE_RANGES, 'js')}]+`, 'gu');
/**
 * A name as the eye reads it, after NFKC: what draws nothing removed, each run of spaces one
 * space, no space at the ends. Empty for a name nobody sees. The key (name-key.ts) lowers it.
 */
export const drawnText = (nfkc: string): string =>
  nfkc
    .replace(UNSEEN, '')
    .replace(SPACES, ' ')
    .replace(/^ +| +$/g, '');

/**
 * The characters a stored name loses: invisible ones that carry no meaning in a name (soft hyphen,
 * Mongolian vowel separator, zero-width space, direction marks and embeddings, word joiner and
 * the invisible operators, byte order mark). The zero-width non-joiner and joiner stay: they shape
 * some scripts and join emoji (the key still ignores them).
 */
const STRIPPED = /[\u00ad\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/gu;

/** A name as it is stored: accents composed (NFC), the characters above removed. */
export const cleanName = (name: string): string => name.normalize('NFC').replace(STRIPPED, '');

/**
 * A required name field: cleaned, trimmed, at most `max` characters, and not empty to the eye: a
 * name of joiners, variation selectors or Hangul fillers only has an empty key and draws nothing.
 */
export const nameText = (max = 200) =>
  v.pipe(
    v.string(MSG.required),
    v.transform(cleanName),
    v.trim(),
    v.nonEmpty(MSG.required),
    v.check((s) => drawnText(s.normalize('NFKC')) !== '', MSG.required),
    v.maxLength(max, MSG.tooLong),
  );
