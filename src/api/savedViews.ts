import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../domain/resource.ts';
import { VIEWS } from '../../domain/views/resource.ts';
import type { SavedView, SavedViewBody } from '../../domain/views/schema.ts';
import { api } from './client.ts';
import { fetchPage } from './list.ts';
import { invalidateResource, queryKeys } from './query.ts';

/** The member's saved views of one list (GET /api/views, his own only), by name. */
export function useSavedViews(list: string) {
  const path = apiUrl(VIEWS.ops.list, {});
  const query = { range: [0, 199] as const, filter: { list }, sort: ['name', 'ASC'] as const };
  return useQuery({
    queryKey: queryKeys.list(path, query),
    queryFn: ({ signal }) => fetchPage<SavedView>(path, query, signal).then((p) => p.rows),
  });
}

/** All the member's saved views, of every list (for Ctrl+K), asked only while `enabled`. */
export function useAllSavedViews(enabled: boolean) {
  const path = apiUrl(VIEWS.ops.list, {});
  const query = { range: [0, 199] as const, sort: ['name', 'ASC'] as const };
  return useQuery({
    queryKey: queryKeys.list(path, query),
    queryFn: ({ signal }) => fetchPage<SavedView>(path, query, signal).then((p) => p.rows),
    enabled,
  });
}

/** Creates a view, or replaces one (its whole body, on the version it was read at). */
export async function saveView(body: SavedViewBody, id?: string): Promise<SavedView> {
  const saved = await (id
    ? api.put(apiUrl(VIEWS.ops.update, { id }), { json: body })
    : api.post(apiUrl(VIEWS.ops.create, {}), {
        json: body,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      })
  ).json<SavedView>();
  await invalidateResource(VIEWS.key);
  return saved;
}

export async function deleteView(id: string): Promise<void> {
  await api.delete(apiUrl(VIEWS.ops.remove, { id }));
  await invalidateResource(VIEWS.key);
}

/** The body that changes only what the caller passes, on the version the view was read at. */
export const viewBody = (v: SavedView, patch: Partial<SavedViewBody> = {}): SavedViewBody => ({
  list: v.list,
  name: v.name,
  state: v.state,
  isDefault: v.isDefault,
  version: v.version,
  ...patch,
});
