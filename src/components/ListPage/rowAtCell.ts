import type { CellPosition, GridApi, IRowNode } from 'ag-grid-community';

/** The row of a cell position: a pinned row (the live grid's entry row) or a displayed one. */
export function rowAtCell<T>(
  api: GridApi<T>,
  at: Pick<CellPosition, 'rowIndex' | 'rowPinned'>,
): IRowNode<T> | undefined {
  if (at.rowPinned === 'top') return api.getPinnedTopRow(at.rowIndex);
  if (at.rowPinned === 'bottom') return api.getPinnedBottomRow(at.rowIndex);
  return api.getDisplayedRowAtIndex(at.rowIndex);
}
