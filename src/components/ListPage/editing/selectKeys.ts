import type { GridApi } from 'ag-grid-community';
import type { KeyboardEvent } from 'react';
import { endRun } from '../../../app/letterRun.ts';
import type { LetterOpened } from './editableColumns.ts';

/**
 * The keys of a choice list, caught before AG Grid's select sees them (the grid wrapper's capture
 * phase):
 * - Enter on a list letters opened saves the choice they picked and goes down a row, as Enter in
 *   the open list would (editableColumns.ts, LetterOpened): before the list shows, and once it
 *   shows too, as AG Grid's list, on an edit a second letter had started again, took its Enter as
 *   a cancel ("y t Enter" kept the old value). An arrow moved in the list leaves its Enter to it;
 * - Escape cancels the edit at once: AG Grid's list takes a first Escape to close itself and leaves
 *   the cell editing, where the next letters typed would go to the editor instead of the page's
 *   one-key shortcuts (docs/keyboard.md: Escape cancels an edit);
 * - a letter on a list opened by Tab (or on its open list) picks the choice it starts, as on a
 *   closed cell: AG Grid's select ignores letters, so "Tab E Enter" kept the old value and its
 *   Enter only opened the list. The edit starts again with the letter, which goes on the search
 *   of the letters that opened the list ("yf": editableColumns.ts); Enter, Escape, an arrow end it.
 */
const LETTER = /^[\p{L}\p{N}]$/u;
const MOVES = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'];

export function selectListKeys<T extends { id: string }>(
  e: KeyboardEvent<HTMLDivElement>,
  api: GridApi<T> | null,
  opened: LetterOpened,
): void {
  if (!api) return;
  if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey) {
    const cell = api.getEditingCells()[0];
    const id = cell && api.getDisplayedRowAtIndex(cell.rowIndex)?.data?.id;
    if (cell && id && opened.cell === `${id}:${cell.colId}`) {
      e.preventDefault();
      e.stopPropagation();
      opened.cell = null;
      if (opened.run) endRun(opened.run);
      api.stopEditing();
      const below = Math.min(cell.rowIndex + 1, api.getDisplayedRowCount() - 1);
      api.setFocusedCell(below, cell.colId, cell.rowPinned);
      return;
    }
  }
  // a move in the open list is the user's own choice: its Enter is the list's
  if (MOVES.includes(e.key)) opened.cell = null;
  if (LETTER.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
    const t = e.target as HTMLElement;
    const cell = api.getEditingCells()[0];
    const onList = t.closest('.ag-picker-field-wrapper, .ag-select-list, .ag-cell-inline-editing');
    if (!cell || !onList || t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement) return;
    e.preventDefault();
    e.stopPropagation();
    const id = api.getDisplayedRowAtIndex(cell.rowIndex)?.data?.id;
    opened.goesOn = opened.cell === `${id}:${cell.colId}`;
    api.stopEditing(true);
    api.startEditingCell({
      rowIndex: cell.rowIndex,
      colKey: cell.colId,
      rowPinned: cell.rowPinned,
      key: e.key,
    });
    return;
  }
  if (e.key !== 'Escape') return;
  if (!(e.target as HTMLElement).closest('.ag-picker-field-wrapper, .ag-select-list')) return;
  const cell = api.getEditingCells()[0];
  if (!cell) return;
  e.preventDefault();
  e.stopPropagation();
  opened.cell = null;
  if (opened.run) endRun(opened.run);
  api.stopEditing(true);
  api.setFocusedCell(cell.rowIndex, cell.colId, cell.rowPinned);
}
