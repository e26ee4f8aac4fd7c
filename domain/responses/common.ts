import * as v from 'valibot';

/**
 * The building blocks of the answers' schemas (domain/<entity>/answers.ts): what the server sends, for the
 * OpenAPI document and the API tests that check every answer against it. Objects are loose: an
 * answer may carry more than its schema names (a new field is not a breaking change), never less.
 */
export const uuid = v.pipe(v.string(), v.uuid());
export const int = v.pipe(v.number(), v.integer());
/** an amount in fen */
export const fen = int;
export const str = v.string();
export const bool = v.boolean();
export const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.metadata({ format: 'date' }));
export const instant = v.pipe(v.string(), v.metadata({ format: 'date-time' }));
export const i18n = v.looseObject({ en: v.string(), zh: v.string() });
export const file = v.looseObject({ name: v.string(), uri: v.string() });
export const perLang = <T extends v.GenericSchema>(s: T) => v.looseObject({ en: s, zh: s });
export const nil = <T extends v.GenericSchema>(s: T) => v.nullable(s);
export const list = <T extends v.GenericSchema>(s: T) => v.array(s);
export const rec = <T extends v.ObjectEntries>(entries: T) => v.looseObject(entries);
/** a part whose shape the schema leaves open (a JSON document the client builds and reads back) */
export const open = v.looseObject({});
/** `{count, amount}` of a breakdown */
export const countAmount = rec({ count: int, amount: fen });
export const ok = rec({ ok: v.literal(true) });
