import { drawnText } from './names.ts';
import { CASE_LOWER, CASE_UPPER } from './names-case.ts';

const UPPER = Array.from(CASE_UPPER);
const LOWERED = Array.from(CASE_LOWER);
const LOWER = new Map(UPPER.map((c, i) => [c, LOWERED[i]!] as const));

/**
 * The key a unique name is compared by: compatibility forms as their plain letter (NFKC: a
 * full-width Ａ is A, a decomposed é is é), what draws nothing removed, each run of spaces one
 * space, no space at the ends, lower case (CASE_UPPER/CASE_LOWER). Never shown, never stored as
 * the name.
 */
export const nameKey = (name: string): string => keyOfNormalized(name.normalize('NFKC'));

/**
 * The key's steps after NFKC. Apart, because the Unicode version of NFKC is the engine's: a
 * character newer than the database's Unicode (PostgreSQL 15 knows 14.0) keeps its form there.
 */
export function keyOfNormalized(nfkc: string): string {
  let key = '';
  for (const c of drawnText(nfkc)) key += LOWER.get(c) ?? c;
  return key;
}

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);
