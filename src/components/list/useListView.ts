import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ListView, readView, writeView } from './urlState.ts';

/** A change of the view: the fields to set, or a function of the view as the URL holds it now. */
export type ViewPatch = Partial<ListView> | ((current: ListView) => Partial<ListView>);

/**
 * The list view state read from and written to the URL. Changes replace the history entry
 * (a filter keystroke is not a step the Back button should replay). A function patch sees the
 * URL as it is at that moment, not the last render's view: two changes in one tick (a date
 * input committing on blur while the next one takes the typed day) both land.
 */
export function useListView(): [ListView, (patch: ViewPatch) => void] {
  const { search, hash, pathname } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => readView(search, hash), [search, hash]);
  const update = useCallback(
    (patch: ViewPatch) => {
      // a late change (a search's debounce firing after a row was opened, while the list still
      // stands during the next page's loading) must not pull the user back to the list
      if (window.location.pathname !== pathname) return;
      const current = readView(window.location.search, window.location.hash);
      const next = writeView(
        { ...current, ...(typeof patch === 'function' ? patch(current) : patch) },
        window.location.search,
      );
      void navigate({ pathname, ...next }, { replace: true });
    },
    [navigate, pathname],
  );
  return [view, update];
}
