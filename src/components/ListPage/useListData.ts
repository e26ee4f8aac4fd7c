import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { watchResource } from '../../api/changeFeed.ts';
import { fetchPage, type PageQuery } from '../../api/list.ts';
import { invalidateResource, queryClient, queryKeys, resourceOf } from '../../api/query.ts';

export interface ListData<T> {
  rows: T[];
  total: number;
  estimated: boolean;
  loading: boolean;
  error: unknown;
  retry: () => void;
  /** rows other people added that this view would now show; they appear on `refresh` */
  fresh: number;
  refresh: () => void;
}

/** A burst of changes (an import, a busy sale) is looked at once. */
const PROBE_MS = 300;

/**
 * One page of a list, cached as [resource, 'list', path, query]. The previous page stays on
 * screen while the next one loads (placeholder data), so the grid does not flash empty; an
 * answer to an older query lands in its own cache entry and cannot overwrite the newer one,
 * and a query nobody shows any more is aborted (the signal is passed on).
 *
 * Live: a change of a row on screen refetches the page in place (rows keep their ids, so the
 * selection and focus stay). A change of a row not on screen is looked at: when the page would
 * gain rows (someone added one the view matches), the rows stay put and `fresh` counts them
 * until `refresh` (R), so nothing moves under the reader's cursor; otherwise the page is updated.
 */
export function useListData<T extends { id: string }>(path: string, query: PageQuery): ListData<T> {
  const key = queryKeys.list(path, query);
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPage<T>(path, query, signal),
    placeholderData: keepPreviousData,
  });
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const now = useRef({ rows: q.data?.rows ?? [], key, query });
  now.current = { rows: q.data?.rows ?? [], key, query };
  const sig = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another view starts with nothing new
  useEffect(() => setFresh(new Set()), [sig]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const probe = async () => {
      timer = undefined;
      const { rows, key: asked, query: at } = now.current;
      const page = await fetchPage<T>(path, at).catch(() => null);
      if (!page || JSON.stringify(asked) !== JSON.stringify(now.current.key)) return;
      const shown = new Set(rows.map((r) => r.id));
      const added = page.rows.filter((r) => !shown.has(r.id)).map((r) => r.id);
      if (added.length === 0) queryClient.setQueryData(asked, page);
      else setFresh((f) => new Set([...f, ...added]));
    };
    const stop = watchResource(resourceOf(path), (c) => {
      const onScreen = now.current.rows.some((r) => r.id === c.id);
      // a row on screen, or a reconnect that may have missed anything: refetch in place
      if (c.id === '' || onScreen) return void invalidateResource(resourceOf(path));
      if (timer === undefined) timer = setTimeout(() => void probe(), PROBE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [path]);

  const { refetch } = q;
  // a stable callback, like the hooks it replaces: consumers may list it in effect dependencies
  const retry = useCallback(() => void refetch(), [refetch]);
  const refresh = useCallback(() => {
    setFresh(new Set());
    void refetch();
  }, [refetch]);
  const rows = q.data?.rows ?? [];
  // a row counted as new may have arrived meanwhile through a refetch (the writer's own save
  // invalidates the list while the feed's probe runs): it is on screen, so it is not new
  const unseen = fresh.size ? countUnseen(fresh, rows) : 0;
  return {
    rows,
    total: q.data?.total ?? 0,
    estimated: q.data?.estimated ?? false,
    // the loading overlay covers rows that are not this query's answer yet (another page, or a
    // cached copy being checked on arrival) but not a refetch of rows already confirmed here,
    // so an invalidation from a change feed updates the grid in place
    loading: q.isFetching && (q.isPlaceholderData || q.isPending || !q.isFetchedAfterMount),
    error: q.error,
    retry,
    fresh: unseen,
    refresh,
  };
}

function countUnseen(ids: ReadonlySet<string>, rows: readonly { id: string }[]): number {
  const shown = new Set(rows.map((r) => r.id));
  let n = 0;
  for (const id of ids) if (!shown.has(id)) n++;
  return n;
}
