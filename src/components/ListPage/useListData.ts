import { useCallback, useEffect, useState } from 'react';
import { isAbort } from '../../api/errors.ts';
import { fetchPage, type PageQuery } from '../../api/list.ts';

export interface ListData<T> {
  rows: T[];
  total: number;
  estimated: boolean;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Loads one page. A newer query aborts the older request, so a fast typist never sees an older
 * answer overwrite a newer one. The previous rows stay on screen while the next page loads.
 */
export function useListData<T>(resource: string, query: PageQuery): ListData<T> {
  const [state, setState] = useState<Omit<ListData<T>, 'retry'>>({
    rows: [],
    total: 0,
    estimated: false,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  // the attempt counter is part of the key: Retry re-runs the same query
  const key = JSON.stringify([resource, query, attempt]);

  useEffect(() => {
    const [res, q] = JSON.parse(key) as [string, PageQuery, number];
    const ctl = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchPage<T>(res, q, ctl.signal).then(
      (page) => setState({ ...page, loading: false, error: null }),
      (error: unknown) => {
        if (isAbort(error) || ctl.signal.aborted) return;
        setState({ rows: [], total: 0, estimated: false, loading: false, error });
      },
    );
    return () => ctl.abort();
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
