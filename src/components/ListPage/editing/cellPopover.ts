import type { CellPosition, GridApi } from 'ag-grid-community';
import { useRef } from 'react';

/**
 * A popover opened from a grid cell (Set column, the tracking menu) hands the keyboard back to
 * that cell when it closes: a frame after, so a typist's next arrow lands in the grid at once,
 * and again once the popover is gone, because Blueprint's own focus return runs then (always
 * after Escape) and would leave the keyboard outside the grid; that second time only if the
 * keyboard is neither in the grid nor in a field, where the typist may have moved on. `byId` finds the
 * row again by id when the rows may have been refetched and reordered meanwhile.
 */
export function useCellPopover<T>(api: GridApi<T> | null | undefined, byId = false) {
  const from = useRef<{ cell: CellPosition; id?: string } | null>(null);
  const focusCell = () => {
    const back = from.current;
    if (!back || !api) return;
    const { cell, id } = back;
    const index = (id && !cell.rowPinned ? api.getRowNode(id)?.rowIndex : null) ?? cell.rowIndex;
    api.setFocusedCell(index, cell.column, cell.rowPinned);
  };
  return {
    /** when it opens: the cell the keyboard is on */
    opened() {
      const cell = api?.getFocusedCell();
      from.current = cell
        ? { cell, id: byId ? api?.getDisplayedRowAtIndex(cell.rowIndex)?.id : undefined }
        : null;
    },
    /** when it is told to close */
    closing() {
      requestAnimationFrame(focusCell);
    },
    /** its `onClosed` */
    closed() {
      const at = document.activeElement;
      if (!at?.closest('.ag-root, input, textarea, select, [contenteditable="true"]')) focusCell();
      from.current = null;
    },
  };
}
