import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './client.ts';
import { queryKeys } from './query.ts';

export interface RecordData<T> {
  data: T | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * One record (or one view of it, `offers/7/analytics`) under /api, cached as
 * [resource, 'one', path]. `path` null means "nothing to load" (a create page). Errors are kept
 * for the error view with Retry (docs/client.md, "What every screen inherits").
 */
export function useRecord<T>(path: string | null): RecordData<T> {
  const q = useQuery({
    queryKey: queryKeys.one(path ?? ''),
    queryFn: ({ signal }) => api.get(path!, { signal }).json<T>(),
    enabled: path !== null,
  });
  // a stable callback, like the hooks it replaces: consumers may list it in effect dependencies
  const { refetch } = q;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    data: q.data ?? null,
    // a disabled query is pending too, but a create page has nothing to wait for
    loading: path !== null && q.isPending,
    error: q.error,
    retry,
  };
}
