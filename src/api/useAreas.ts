import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type AreaIndex, type AreaRow, buildAreaIndex } from '../../domain/area-tree.ts';
import { DELIVERY_AREAS } from '../../domain/delivery/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { api } from './client.ts';
import { queryKeys } from './query.ts';

const PATH = apiUrl(DELIVERY_AREAS.ops.tree, {});

/**
 * Every delivery area as a tree, shared by every cascader and list on the page: one cache entry
 * of the 'delivery-areas' resource, fetched once and kept until an area save (or a change feed)
 * invalidates the resource.
 */
export function useAreas(): { areas: AreaIndex | null; error: unknown; retry: () => void } {
  const q = useQuery({
    queryKey: queryKeys.list(PATH),
    queryFn: async ({ signal }) => buildAreaIndex(await api.get(PATH, { signal }).json<AreaRow[]>()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // a stable callback, like the hooks it replaces: consumers may list it in effect dependencies
  const { refetch } = q;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { areas: q.data ?? null, error: q.error, retry };
}
