import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ListTotal, pagedTotal } from '../../../domain/list-wire.ts';
import { watchResource } from '../../api/changeFeed.ts';
import { fetchPage, fetchTotal, type PageQuery } from '../../api/list.ts';
import { invalidateResource, queryClient, queryKeys, resourceOf } from '../../api/query.ts';

export interface ListData<T> {
  rows: T[];
  total: number;
  estimated: boolean;
  /** the page came without its total, which is being counted: `total` is what the page shows */
  counting: boolean;
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
 *
 * The page is asked without its total (`total=later`), which is counted by a call of its own,
 * cached per filter set: the rows draw without waiting for a count that reads the whole filtered
 * window (a name search over a busy quarter), and a page turn or a sort does not count again.
 */
export function useListData<T extends { id: string }>(path: string, shown: PageQuery): ListData<T> {
  const query: PageQuery = { ...shown, total: 'later' };
  const key = queryKeys.list(path, query);
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPage<T>(path, query, signal),
    placeholderData: keepPreviousData,
  });
  const view = { filter: query.filter, tabFilter: query.tabFilter };
  const countKey = queryKeys.list(path, { ...view, total: 'only' });
  const c = useQuery({
    queryKey: countKey,
    queryFn: ({ signal }) => fetchTotal(path, view, signal),
    enabled: q.data !== undefined && !q.isPlaceholderData && !q.data.counted,
    // counted once per filter set: the change feed, R and the probe mark it stale when the list
    // changes; without this, each page turn (which disables it while the next page loads) counted again
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const now = useRef({ rows: q.data?.rows ?? [], key, query, countKey });
  now.current = { rows: q.data?.rows ?? [], key, query, countKey };
  const sig = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another view starts with nothing new
  useEffect(() => setFresh(new Set()), [sig]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const probe = async () => {
      timer = undefined;
      const { rows, key: asked, query: at, countKey: counted } = now.current;
      const page = await fetchPage<T>(path, at).catch(() => null);
      if (!page || JSON.stringify(asked) !== JSON.stringify(now.current.key)) return;
      // a row added, moved or gone off this page changes the view's total either way
      void queryClient.invalidateQueries({ queryKey: counted });
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
    void queryClient.invalidateQueries({ queryKey: now.current.countKey });
  }, [refetch]);
  const rows = q.data?.rows ?? [];
  const total = listTotal(q.data, c.data, shown.range, rows.length);
  // a row counted as new may have arrived meanwhile through a refetch (the writer's own save
  // invalidates the list while the feed's probe runs): it is on screen, so it is not new
  const unseen = fresh.size ? countUnseen(fresh, rows) : 0;
  return {
    rows,
    ...total,
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

/**
 * The total shown: the page's own, else its count's checked against the page (`pagedTotal`: a
 * planner's low guess or a count made before the last change never hides a page that is there);
 * while it is being counted, what the page shows, one more when it is full so the next page stays
 * open, and the last page unknown.
 */
function listTotal(
  page: { total: number; estimated: boolean; counted: boolean } | undefined,
  counted: ListTotal | undefined,
  range: readonly [number, number],
  rows: number,
): ListTotal & { counting: boolean } {
  if (!page) return { total: 0, estimated: false, counting: false };
  if (page.counted) return { total: page.total, estimated: page.estimated, counting: false };
  const limit = range[1] - range[0] + 1;
  if (counted) return { ...pagedTotal(counted, { offset: range[0], limit }, rows), counting: false };
  return { total: range[0] + rows + (rows === limit ? 1 : 0), estimated: true, counting: true };
}

function countUnseen(ids: ReadonlySet<string>, rows: readonly { id: string }[]): number {
  const shown = new Set(rows.map((r) => r.id));
  let n = 0;
  for (const id of ids) if (!shown.has(id)) n++;
  return n;
}
