import type { GridApi } from 'ag-grid-community';
import { useEffect } from 'react';
import type { SortDir } from '../../../domain/list-protocol.ts';

interface Args<T> {
  api: GridApi<T> | null;
  /** what the cells read besides their row (e.g. the area tree that arrives after the rows) */
  context: unknown;
  sort: readonly [string, SortDir];
  columnDefs: unknown;
  data: { loading: boolean; counting: boolean; error: unknown; total: number };
  page: number;
  pages: number;
  toPage: (page: number) => void;
}

/**
 * The grid kept in step with what the page holds: cells redrawn with a new context, the header's
 * sort arrows set from the URL (a pasted link, Back) rather than their own state, and a link to a
 * page past the end of a list that shrank moved to its last page.
 */
export function useGridFollowsView<T>({
  api,
  context,
  sort,
  columnDefs,
  data,
  page,
  pages,
  toPage,
}: Args<T>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new context is the reason to redraw
  useEffect(() => {
    api?.refreshCells({ force: true });
  }, [api, context]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new column defs reset the arrows, so they are set again
  useEffect(() => {
    // in the render that switches language the grid held is already destroyed (onGone comes next)
    if (!api || api.isDestroyed()) return;
    api.applyColumnState({
      state: [{ colId: sort[0], sort: sort[1] === 'ASC' ? 'asc' : 'desc' }],
      defaultState: { sort: null },
    });
  }, [api, sort[0], sort[1], columnDefs]);

  useEffect(() => {
    if (!data.loading && !data.counting && !data.error && data.total > 0 && page >= pages) toPage(pages - 1);
  }, [data.loading, data.counting, data.error, data.total, page, pages, toPage]);
}
