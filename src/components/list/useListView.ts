import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ListView, readView, writeView } from './urlState.ts';

/**
 * The list view state read from and written to the URL. Changes replace the history entry
 * (a filter keystroke is not a step the Back button should replay).
 */
export function useListView(): [ListView, (patch: Partial<ListView>) => void] {
  const { search, hash, pathname } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => readView(search, hash), [search, hash]);
  const update = useCallback(
    (patch: Partial<ListView>) => {
      // a late change (a search's debounce firing after a row was opened, while the list still
      // stands during the next page's loading) must not pull the user back to the list
      if (window.location.pathname !== pathname) return;
      const next = writeView(
        { ...readView(window.location.search, window.location.hash), ...patch },
        window.location.search,
      );
      void navigate({ pathname, ...next }, { replace: true });
    },
    [navigate, pathname],
  );
  return [view, update];
}
