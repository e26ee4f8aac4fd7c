import type { GridApi } from 'ag-grid-community';

/**
 * After new rows came in, the keyboard's cell is back on the row the browser focus is in. AG
 * Grid keeps its focused cell by index: when a refetch in place reorders the page (an order
 * someone else made comes first), the row holding the focus moves down while the grid's cursor
 * stays at its index, so the next arrow or key would act from another row. Only when the focus
 * is in a cell of this grid, and the row is still on the page; not while a cell is edited (its
 * editor is the row's own and keeps the typed keys, focusing the cell would take them from it).
 */
export function keepFocusedRow<T>(api: GridApi<T>, grid: HTMLElement | null): void {
  const active = document.activeElement;
  if (!grid || !active || !grid.contains(active) || api.getEditingCells().length) return;
  const id = active.closest('.ag-row[row-id]')?.getAttribute('row-id');
  const at = api.getFocusedCell();
  if (!id || !at || at.rowPinned) return;
  const node = api.getRowNode(id);
  if (!node?.displayed || node.rowIndex === null || node.rowIndex === at.rowIndex) return;
  api.setFocusedCell(node.rowIndex, at.column);
}

/**
 * The browser's focus landed on a cell of a row no longer on the page: the grid's cursor, kept
 * at its place on the page shown, takes it. AG Grid's loading overlay gives the focus back, as it
 * hides, to the cell that had it when it showed: turning back to a page read before, whose rows
 * show at once from the cache while they are checked again under the overlay, that is a cell of
 * the page left, still drawn while its row fades out and removed right after, and no cell would
 * have the focus any more.
 */
export function leaveRowOffPage<T>(api: GridApi<T>, target: EventTarget): void {
  const id = target instanceof Element ? target.closest('.ag-row[row-id]')?.getAttribute('row-id') : null;
  const at = api.getFocusedCell();
  if (!id || !at || at.rowPinned || api.getRowNode(id)?.displayed) return;
  api.setFocusedCell(at.rowIndex, at.column);
}
