import { useRef } from 'react';
import { apiUrl, type Operation, type ResourceDef } from '../../domain/resource.ts';
import { api } from './client.ts';
import { invalidateResource } from './query.ts';

/** A resource that forms save: its create and update operations (domain/<entity>/resource.ts). */
type Saved = ResourceDef & { ops: { create: Operation; update: Operation } };

/** The update URL of a record: the update operation's one path parameter is the id. */
function recordUrl(op: Operation, id: string): string {
  const name = op.path.match(/:(\w+)/)?.[1];
  if (!name) throw new Error(`${op.path}: no id parameter`);
  return apiUrl(op, { [name]: id } as never);
}

/**
 * The save of every create/edit form: POST to the resource's create operation when there is no id
 * yet, else PUT to its update operation (a whole body, or a status change such as
 * `{ disabled: true }`). Answers the saved record as the server stored it (the form resets to it),
 * and marks every cached list and record of the resource stale, so the list the form returns to
 * shows the change.
 */
export async function saveRecord<T>(
  resource: Saved,
  id: string | undefined,
  body: unknown,
  /** e.g. an Idempotency-Key, so a create sent twice makes one record */
  headers?: Record<string, string>,
): Promise<T> {
  const saved = await (id
    ? api.put(recordUrl(resource.ops.update, id), { json: body, headers })
    : api.post(apiUrl(resource.ops.create, {}), { json: body, headers })
  ).json<T>();
  void invalidateResource(resource.key);
  return saved;
}

/**
 * The headers of a create form's saves: one Idempotency-Key for the form's life, so a second
 * submit (a double Ctrl+S, a retry after an answer lost on the way) answers the record the first
 * one made instead of making a second (the server's create-once, docs/api.md).
 */
export function useCreateKey(): Record<string, string> {
  const key = useRef<string>(null);
  key.current ??= crypto.randomUUID();
  return { 'Idempotency-Key': key.current };
}
