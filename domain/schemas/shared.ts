import * as v from 'valibot';
import { DATE_RANGE, isIsoDate, utcOffset } from '../dates.ts';
import { id, MSG, storedId, strictObjectMessage } from './common.ts';

/**
 * Building blocks of the domain schemas, beside common.ts: dates, instants,
 * percentages, file references, and the small dictionaries several entities share.
 */

export const WEIGHT_TYPES = ['g', 'ml', 'piece'] as const;
export type WeightType = (typeof WEIGHT_TYPES)[number];
export const PAYMENT_METHODS = ['wechat', 'alipay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ADDRESS_CITIES = ['Shanghai', 'Guangzhou'] as const;
export const LANGS = ['en', 'zh'] as const;

export const DATE_MSG = 'validation.invalidDate';
export const DUPLICATE_DATE_MSG = 'validation.dateAlreadySelected';
export const MAIN_PICTURES_MSG = 'validation.setMainPictures';

/** A calendar date 'YYYY-MM-DD' that exists. */
export const isoDate = () =>
  v.pipe(
    v.string(MSG.required),
    v.nonEmpty(MSG.required),
    v.check((s) => isIsoDate(s), DATE_MSG),
    // what the check means, for the API description (server/openapi/json-schema.ts)
    v.metadata({ format: 'date', description: `a day that exists, ${DATE_RANGE.min} to ${DATE_RANGE.max}` }),
  );

const INSTANT = new RegExp(
  `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|${utcOffset(':')})$`,
);

/** An instant with an offset or Z, e.g. 2025-03-18T01:05:00.000Z. */
export const instant = () =>
  v.pipe(
    v.string(MSG.required),
    v.nonEmpty(MSG.required),
    v.check((s) => INSTANT.test(s), DATE_MSG),
    // Date.parse takes 2026-02-30 for March 2: the day must exist, within the business range
    v.check((s) => isIsoDate(s.slice(0, 10)) && !Number.isNaN(Date.parse(s)), DATE_MSG),
    v.metadata({ format: 'date-time' }),
  );

/** A percentage 0–max with at most two decimals (commission 12.5, VAT 13). */
export const percent = (max = 100) =>
  v.pipe(
    v.number(MSG.required),
    v.minValue(0, MSG.min),
    v.maxValue(max, MSG.max),
    v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, MSG.invalid),
  );

export const text = (max = 2000) => v.pipe(v.string(MSG.invalid), v.trim(), v.maxLength(max, MSG.tooLong));
export const optText = (max = 2000) => v.optional(text(max), '');
export const optId = () => v.optional(v.nullable(id()), null);
/** optId for an id the server compares as text with stored ones: lower-cased, as they are stored. */
export const optStoredId = () => v.optional(v.nullable(storedId()), null);

/**
 * A file's place in the console's storage: a name, or store/name, of letters, digits, - and _
 * with one extension. Never a URL: `javascript:`, `data:`, `https://elsewhere` or `//host` in a
 * picture field would be followed or run by every browser that shows it.
 */
export const STORED_FILE_URI = /^[\w-]+(\/[\w-]+)*(\.[A-Za-z0-9]{1,8})?$/;
export const NOT_STORED_FILE_MSG = 'validation.notStoredFile';

/** A stored upload: what POST /api/files/{storage} answers. */
export const FileRef = v.strictObject({
  name: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.maxLength(300, MSG.tooLong)),
  uri: v.pipe(
    v.string(MSG.required),
    v.nonEmpty(MSG.required),
    v.maxLength(1000, MSG.tooLong),
    v.regex(STORED_FILE_URI, NOT_STORED_FILE_MSG),
  ),
  hash: v.optional(v.string(MSG.invalid)),
});
export type FileRef = v.InferOutput<typeof FileRef>;

/** Multi-upload fields hold up to 6 files. */
export const MAX_FILES = 6;
export const files = () =>
  v.optional(v.pipe(v.array(FileRef, MSG.invalid), v.maxLength(MAX_FILES, MSG.tooLong)), []);
export const optFile = () => v.optional(v.nullable(FileRef), null);
export const perLangFile = () =>
  v.optional(v.strictObject({ en: optFile(), zh: optFile() }), { en: null, zh: null });
export const perLangFiles = () =>
  v.optional(v.strictObject({ en: files(), zh: files() }), { en: [], zh: [] });
export const perLangText = (max = 20_000) =>
  v.optional(v.strictObject({ en: optText(max), zh: optText(max) }), { en: '', zh: '' });

/** True when both the English and the Chinese cover pictures are present. */
export function hasMainPictures(p: { en: FileRef | null; zh: FileRef | null } | undefined): boolean {
  return !!p?.en && !!p?.zh;
}

/** Dates of a multi-date picker: each valid, none twice ('Date already selected!'). */
export const uniqueDates = () =>
  v.pipe(
    v.array(isoDate(), MSG.invalid),
    v.maxLength(366, MSG.tooLong),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      dataset.value.forEach((d, i) => {
        if (seen.has(d)) addIssue({ message: DUPLICATE_DATE_MSG, path: [pathItem(dataset.value, i, d)] });
        seen.add(d);
      });
    }),
  );

/** A path item for issues raised by a rawCheck on a nested value. */
export function pathItem(input: unknown, key: string | number, value: unknown): v.IssuePathItem {
  return { type: 'unknown', origin: 'value', input, key, value };
}

/** Every entry made optional: the PUT shape where the spec allows partial saves. */
export function optionalEntries<T extends v.ObjectEntries>(entries: T) {
  return Object.fromEntries(Object.entries(entries).map(([k, s]) => [k, v.optional(s)])) as {
    [K in keyof T]: v.OptionalSchema<T[K], undefined>;
  };
}

/** A strict object's message with a field-specific word for a missing key (claims' and refunds' order). */
export function missingKeyMessage(overrides: Record<string, string>) {
  return (issue: v.StrictObjectIssue): string => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    const special = typeof key === 'string' ? overrides[key] : undefined;
    return special && issue.received === 'undefined' ? special : strictObjectMessage(issue);
  };
}
