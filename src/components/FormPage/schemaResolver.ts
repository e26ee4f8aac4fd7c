import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import * as v from 'valibot';
import { issueFields } from '../../../domain/schemas/common.ts';

export type Schema = v.GenericSchema;

/** Error paths of the body renamed to the form's fields (same-path errors: the first one stays). */
export function onFields(
  errors: Record<string, string>,
  fieldOf: (path: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, msg] of Object.entries(errors)) {
    const field = fieldOf(path);
    if (!(field in out)) out[field] = msg;
  }
  return out;
}

export interface SchemaCheck {
  /** the schema's output, or null when it refused the body */
  output: unknown;
  /** its message keys by the form's field paths */
  errors: Record<string, string>;
}

/**
 * One parse of the whole form by the entity's schema (the server's own): `toBody` makes the body
 * the schema and the API take, `fieldOf` takes each error's path in the body back to the form's
 * field, so it lands under its input.
 */
export function checkSchema<V>(
  schema: Schema,
  values: V,
  toBody: (values: V) => unknown,
  fieldOf: (path: string) => string,
): SchemaCheck {
  const r = v.safeParse(schema, toBody(values));
  return r.success
    ? { output: r.output, errors: {} }
    : { output: null, errors: onFields(issueFields(r.issues), fieldOf) };
}

/**
 * Flat errors nested as react-hook-form keeps them ('lines.0.qty' under lines[0].qty); a message
 * on a path that also has errors below it (a list's own error and its rows') sits beside them.
 */
export function nestErrors(flat: Record<string, string>): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    let node = out;
    for (const key of path.split('.')) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    Object.assign(node, { type: 'schema', message } satisfies FieldError);
  }
  return out as FieldErrors;
}

/** RHF's nested errors as path → message (the inverse of `nestErrors`). */
export function flatErrors(
  errors: FieldErrors,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [key, node] of Object.entries(errors)) {
    if (!node || typeof node !== 'object' || key === 'ref') continue;
    const path = prefix + key;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') out[path] = message;
    flatErrors(node as FieldErrors, `${path}.`, out);
  }
  return out;
}

/**
 * The same parse as a react-hook-form resolver, for RHF's own `trigger` and `handleSubmit`; the
 * form state (useForm.ts) calls `checkSchema` itself, synchronously, so that a refused save's
 * messages are on the page before the focus looks for the first of them. The schema and the
 * mappings are read at each call (a form may switch from the create schema to the update one).
 */
export function schemaResolver<V extends FieldValues>(
  schema: () => Schema,
  toBody: (values: V) => unknown,
  fieldOf: (path: string) => string,
): Resolver<V> {
  return (values): ResolverResult<V> => {
    const r = checkSchema(schema(), values, toBody, fieldOf);
    return r.output === null && Object.keys(r.errors).length
      ? { values: {}, errors: nestErrors(r.errors) as FieldErrors<V> }
      : { values: r.output as V, errors: {} };
  };
}
