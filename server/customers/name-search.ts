import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { escapeLike } from '../lists/list-query.ts';

/** a trigram index needs three characters of the typed text to look anything up */
const TRIGRAM = 3;

/**
 * The customer's name (alias `c`) contains the typed text, accents and case aside, on an index
 * whatever its length: three characters and more through the folded name's trigram index, one or
 * two (a Chinese given name, a surname) through the name's pieces (migration 0021). The length is
 * judged as the fold will leave it (accents off), so the two ways find the same customers.
 */
export function nameContains(typed: string): RawBuilder<SqlBool> {
  if (!typed) return sql<SqlBool>`true`;
  const folded = typed.normalize('NFKD').replace(/\p{M}/gu, '');
  if ([...folded].length < TRIGRAM) return sql<SqlBool>`c.name_grams @> ARRAY[search_fold(${typed})]`;
  return sql<SqlBool>`search_fold(c.name) LIKE '%' || search_fold(${escapeLike(typed)}) || '%'`;
}
