import { channel } from 'node:diagnostics_channel';
import * as v from 'valibot';
import { type ApiError, type ErrorCode, STATUS_OF } from '../domain/errors.ts';
import { badTextPath, issueFields } from '../domain/schemas/common.ts';

/** An error the API answers as-is: `{error, message, fields?, details?}` with its status. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.status = STATUS_OF[code];
    this.fields = extra.fields;
    this.details = extra.details;
    this.headers = extra.headers ?? {};
  }

  body(): ApiError {
    return {
      error: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.details !== undefined ? { details: this.details } : {}),
    };
  }
}

export const badRequest = (fields?: Record<string, string>, message = 'errors.validation') =>
  new HttpError('bad_request', message, fields ? { fields } : {});
export const unauthorized = (message = 'errors.unauthorized') => new HttpError('unauthorized', message);
export const forbidden = (message = 'errors.forbidden') => new HttpError('forbidden', message);
export const notFound = (message = 'errors.notFound') => new HttpError('not_found', message);
export const conflict = (fields?: Record<string, string>, message = 'errors.conflict') =>
  new HttpError('conflict', message, fields ? { fields } : {});

/**
 * valibot issues as API fields. Domain schemas carry translation keys (an unknown key of a strict
 * object is 'validation.invalid', see domain/schemas/common.ts); any issue worded by valibot
 * itself, from a schema without messages, still leaves as a key.
 */
export function fieldsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  return issueFields(
    issues.map((i) => (/^[a-z]+\.[\w.]+$/i.test(i.message) ? i : { ...i, message: 'validation.invalid' })),
  );
}

/**
 * Each schema `parse` validates with, for whoever listens (nobody in production: publishing is
 * skipped then). The API description's test uses it to hold every route to its declared body.
 */
export const parsedWith = channel('comptoir:parse');

/** Parses a body with a domain schema: the output, or a 400 naming every bad field. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  if (parsedWith.hasSubscribers) parsedWith.publish(schema);
  // valibot reads an array as an object with keys "0", "1"...; a JSON array is never a form
  if (Array.isArray(input) && schema.type !== 'array') throw badRequest({ _: 'validation.invalid' });
  // a NUL or a lone surrogate: named before the schema, whatever the field
  const bad = badTextPath(input);
  if (bad !== undefined) throw badRequest({ [bad]: 'validation.invalidCharacter' });
  const r = v.safeParse(schema, input);
  if (!r.success) throw badRequest(fieldsOf(r.issues));
  return r.output;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id: something that is not a uuid cannot name a row, so it is a 404, never a 500. */
export function idParam(params: unknown, name: string): string {
  const raw = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof raw !== 'string' || !UUID.test(raw)) throw notFound();
  return raw.toLowerCase();
}

/** Query strings of non-list calls: only the named keys, each at most once. */
export function queryOf<K extends string>(query: unknown, allowed: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [k, val] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (!allowed.includes(k as K))
      throw badRequest({ [k]: 'errors.unknownParameter' }, 'errors.unknownParameter');
    if (typeof val !== 'string')
      throw badRequest({ [k]: 'errors.invalidParameter' }, 'errors.invalidParameter');
    out[k as K] = val;
  }
  return out;
}
