import { useCallback, useEffect, useState } from 'react';
import type { AreaIndex } from '../lib/areaTree.ts';
import { loadAreas } from './areas.ts';

/** The area tree for a component, with the load error and a retry. */
export function useAreas(): { areas: AreaIndex | null; error: unknown; retry: () => void } {
  const [areas, setAreas] = useState<AreaIndex | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry re-runs the load
  useEffect(() => {
    let live = true;
    setError(null);
    loadAreas().then(
      (a) => live && setAreas(a),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { areas, error, retry };
}
