import { useCallback, useEffect, useState } from 'react';
import { api } from './client.ts';

/**
 * Loads one record for a form (GET under /api). `path` null means "nothing to load" (a create
 * page). Errors are kept for the error view with Retry (spec §8: detail pages).
 */
export function useRecord<T>(path: string | null): {
  data: T | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
} {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: unknown }>({
    data: null,
    loading: path !== null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry re-runs the load
  useEffect(() => {
    if (path === null) return;
    const ctl = new AbortController();
    setState({ data: null, loading: true, error: null });
    api
      .get(path, { signal: ctl.signal })
      .json<T>()
      .then(
        (data) => setState({ data, loading: false, error: null }),
        (error: unknown) => !ctl.signal.aborted && setState({ data: null, loading: false, error }),
      );
    return () => ctl.abort();
  }, [path, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
