import type { GridApi } from 'ag-grid-community';

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
export function returnFocus<T>(api: GridApi<T>, path: string): void {
  const id = opened.get(path);
  const row = id ? api.getRowNode(id) : undefined;
  const col = api.getAllDisplayedColumns()[1] ?? api.getAllDisplayedColumns()[0];
  const free = document.activeElement === null || document.activeElement === document.body;
  if (!row || row.rowIndex === null || !col || !free) return;
  opened.delete(path);
  api.ensureIndexVisible(row.rowIndex);
  api.setFocusedCell(row.rowIndex, col);
}
