import * as v from 'valibot';

/**
 * Building blocks shared by the entity schemas. Messages are translation keys (locales/*.json,
 * under `validation.`), so the form, the server's 400 and the tests speak the same words.
 */
export const MSG = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  invalidEmail: 'validation.invalidEmail',
  tooLong: 'validation.tooLong',
  tooShort: 'validation.tooShort',
  min: 'validation.min',
  max: 'validation.max',
  integer: 'validation.integer',
  passwordTooShort: 'validation.passwordTooShort',
  invalidCharacter: 'validation.invalidCharacter',
} as const;

export const requiredText = (max = 200) =>
  v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(max, MSG.tooLong));

export const optionalText = (max = 2000) =>
  v.optional(v.pipe(v.string(MSG.invalid), v.trim(), v.maxLength(max, MSG.tooLong)), '');

export const id = () => v.pipe(v.string(MSG.required), v.uuid(MSG.invalid));
/**
 * An id kept inside a jsonb document (an address's area, a group's community, a fee area): it is
 * compared as text there and in the fee rules, so it is stored in the one spelling the database
 * gives ids, lower case; a capitalised id would otherwise name another area or no community.
 */
export const storedId = () => v.pipe(v.string(MSG.required), v.uuid(MSG.invalid), v.toLowerCase());

export const email = () =>
  v.pipe(
    v.string(MSG.required),
    v.trim(),
    v.nonEmpty(MSG.required),
    v.email(MSG.invalidEmail),
    v.maxLength(254, MSG.tooLong),
  );

/** A whole number within bounds; amounts of money are whole fen, so this also serves money. */
export const int = (min = 0, max = 2_000_000_000) =>
  v.pipe(v.number(MSG.required), v.integer(MSG.integer), v.minValue(min, MSG.min), v.maxValue(max, MSG.max));

/** Money travels as whole fen (¥1.00 = 100): exact, never a binary fraction. */
export const fen = (min = 0) => int(min, 100_000_000_00);

/**
 * A line's value (quantity x unit price) at most ¥10 billion: hundreds of such lines still sum to
 * a safe integer of fen, so no total can overflow (a larger one is a typing mistake).
 */
export const MAX_LINE_FEN = 1_000_000_000_000;

export const STATUS = ['available', 'discontinued'] as const;
export type Status = (typeof STATUS)[number];

export const bilingual = (max = 200) => v.strictObject({ en: requiredText(max), zh: requiredText(max) });

/** Flattens valibot issues to `{ "a.b.0.c": messageKey }`, the `fields` of the API error. */
export function issueFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path?.map((p) => String(p.key)).join('.') || '_';
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}

/**
 * A strict object reports a missing key with its own generic
 * text ("Invalid key: Expected …"), not the key's schema message. Every strict object of domain/
 * (the user and delivery schemas too) says instead 'validation.required' for a missing or null
 * key or value and 'validation.invalid' for an unknown key or a non-object, so the API's `fields`
 * and the form always carry translation keys.
 */
export function strictObjectMessage(issue: v.BaseIssue<unknown>): string {
  return issue.received === 'undefined' || issue.received === 'null' ? MSG.required : MSG.invalid;
}
v.setSpecificMessage(v.strictObject, strictObjectMessage);

/**
 * Text the database can store as it was sent: no NUL (PostgreSQL refuses it in text) and
 * well-formed UTF-16 (a lone surrogate would be replaced by U+FFFD on its way to UTF-8, so the row
 * would hold another name than the one sent). Every body string and every list filter value is
 * held to it once, before any schema (server/errors.ts `parse`, domain/list-protocol.ts).
 */
export const isStorableText = (s: string): boolean => !s.includes('\0') && s.isWellFormed();

/** The path of the first string of a JSON value that is not storable text, `_` for the value itself. */
export function badTextPath(x: unknown, path = '', depth = 0): string | undefined {
  if (typeof x === 'string') return isStorableText(x) ? undefined : path || '_';
  if (typeof x !== 'object' || x === null || depth > 32) return undefined;
  for (const [k, val] of Object.entries(x)) {
    if (!isStorableText(k)) return path ? `${path}.${k}` : k;
    const found = badTextPath(val, path ? `${path}.${k}` : k, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
