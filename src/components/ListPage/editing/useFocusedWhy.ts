import type { CellFocusedEvent } from 'ag-grid-community';
import { useRef, useState } from 'react';
import type { EditedRow, RowEdits } from './rowEdits.ts';
import type { useCellWords } from './useCellWords.ts';

/**
 * Why the cell under the keyboard was refused, for the list's status line: the red mark's tooltip
 * needs a mouse, and a paste may refuse rows that the member then walks to one by one. The list
 * draws again only when that reason changes, not on every move of the cursor. The row is named as
 * stored, as the toasts name it.
 */
export function useFocusedWhy<T extends EditedRow>(
  store: RowEdits<T> | null,
  words: ReturnType<typeof useCellWords<T>>,
  rowName: (row: T) => string,
) {
  const at = useRef<{ row: T; field: string } | null>(null);
  const shown = useRef<string | null>(null);
  const [, redraw] = useState(0);
  const why = (): string | null => {
    const c = at.current;
    const state = c ? store?.cellState(c.row.id, c.field) : undefined;
    if (!c || state?.kind !== 'refused') return null;
    // the row as stored: a name typed over it and refused (another supplier's) is not its name
    const row = store?.stored(c.row.id) ?? c.row;
    return words.t('cells.status.why', { row: rowName(row), why: words.describe(state, '') });
  };
  // read as the list draws: a refusal that comes while the cursor stays on its cell shows too
  shown.current = why();
  return {
    why: shown.current,
    focused(e: CellFocusedEvent<T>) {
      const field = e.column && typeof e.column !== 'string' ? e.column.getColId() : null;
      const row =
        e.rowIndex === null || e.rowPinned ? undefined : e.api.getDisplayedRowAtIndex(e.rowIndex)?.data;
      at.current = row && field ? { row, field } : null;
      if (why() !== shown.current) redraw((n) => n + 1);
    },
  };
}
