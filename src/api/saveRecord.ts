import { api } from './client.ts';

/**
 * The save of every create/edit form: POST to the collection when there is no id yet, else PUT
 * to the record. Answers the saved record as the server stored it (the form resets to it).
 */
export function saveRecord<T>(collection: string, id: string | undefined, body: unknown): Promise<T> {
  return (
    id ? api.put(`${collection}/${id}`, { json: body }) : api.post(collection, { json: body })
  ).json<T>();
}
