import * as v from 'valibot';
import { badRequest, fieldsOf } from '../errors.ts';
import type { WithLive } from '../live/events.ts';

/** What an adapter of an entity no live page follows (team, templates, purchase orders) is given. */
export const NO_LIVE: WithLive = (write) => write([]);

/**
 * The body of an entity's single edit made of a row's cells, parsed as that edit's route parses
 * it (400 naming the field otherwise): the cells' values reach the edit with every rule of its form.
 */
export function editBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, body);
  if (!r.success) throw badRequest(fieldsOf(r.issues));
  return r.output;
}
