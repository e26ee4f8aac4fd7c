import type { GridApi } from 'ag-grid-community';
import { useEffect } from 'react';
import { focusIsFree } from '../../app/focusLanding.ts';

/** The row last opened from each list (by its grid path), until the list is shown again. */
const opened = new Map<string, string>();

export function rememberOpened(path: string, id: string): void {
  opened.set(path, id);
}

/**
 * Back on a list after opening one of its rows (Escape, Cancel, a save, the browser's Back), the
 * keyboard is where it left: on that row, so ↓ and Enter open the next one. Only when nothing
 * else holds the focus (a drawer's form over the list, a search box being typed in keep it), and
 * once the row is on the page shown.
 */
function returnFocus<T>(api: GridApi<T>, path: string): void {
  const id = opened.get(path);
  const row = id ? api.getRowNode(id) : undefined;
  const col = api.getAllDisplayedColumns()[1] ?? api.getAllDisplayedColumns()[0];
  const free = focusIsFree();
  if (!row || row.rowIndex === null || !col || !free) return;
  opened.delete(path);
  api.ensureIndexVisible(row.rowIndex);
  api.setFocusedCell(row.rowIndex, col);
}

/** Returns the focus (above) once the list's rows are its query's answer, a frame after they show. */
export function useReturnFocus<T>(api: GridApi<T> | null, path: string, ready: boolean, rows: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows may be the ones holding that row
  useEffect(() => {
    if (!api || !ready) return;
    const id = requestAnimationFrame(() => returnFocus(api, path));
    return () => cancelAnimationFrame(id);
  }, [api, path, ready, rows]);
}
