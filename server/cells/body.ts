import * as v from 'valibot';
import { badRequest, fieldsOf } from '../errors.ts';

/** The changed cells among `fields`, or undefined when the row changes none of them. */
export function pickCells(
  set: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> | undefined {
  const out = Object.fromEntries(Object.entries(set).filter(([k]) => fields.includes(k)));
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The body as the single edit's route would have parsed it (400 naming the field otherwise). */
export function editBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, body);
  if (!r.success) throw badRequest(fieldsOf(r.issues));
  return r.output;
}
