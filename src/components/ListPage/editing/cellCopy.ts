import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import type { ClipboardEvent } from 'react';
import type { EditableList } from '../../../../domain/cells.ts';
import { toYuanString } from '../../../../domain/money.ts';
import { SELECTION_COLUMN } from '../useListSavedViews.ts';
import { editText } from './cellValues.ts';
import { toTsv } from './tsv.ts';

/**
 * A cell's text as the clipboard should hold it: what it shows, but an amount as plain yuan
 * ("1234.50", not "1 234,50 ¥") and a number without its unit, so a spreadsheet reads a number
 * and the list's own paste reads the value back.
 */
function copyText<T>(api: GridApi<T>, def: EditableList<T> | undefined, node: IRowNode<T>, column: Column) {
  const raw = api.getCellValue({ rowNode: node, colKey: column });
  const cell = def?.cells[column.getColId()];
  if (cell && cell.editor !== 'select' && cell.editor !== 'boolean' && typeof raw === 'number')
    return editText(cell.editor, raw);
  const shown = api.getCellValue({ rowNode: node, colKey: column, useFormatter: true });
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && String(shown ?? '').endsWith('¥'))
    return toYuanString(raw);
  return shown == null ? '' : String(shown);
}

/**
 * Ctrl+C on a cell (not in an editor): AG Grid's community grid copies nothing, so a member who
 * copied a cell pasted what was on the clipboard before. The focused cell goes to the clipboard,
 * or that column of every selected row when the cursor is on one of them (Shift+arrows, as a
 * spreadsheet copies the range it extended), one line per row in the list's order. Answers the
 * number of cells copied, 0 when the copy was left to the browser (a text box, selected text).
 */
export function copyCells<T>(
  e: ClipboardEvent<HTMLDivElement>,
  api: GridApi<T> | null,
  def: EditableList<T> | undefined,
): number {
  const target = e.target as HTMLElement;
  if (!api || target.closest('input, textarea, select, [contenteditable="true"]')) return 0;
  // a grid without declared cells edits nothing, and may lack the editing module getEditingCells
  // needs (a purchase order's lines): it would answer undefined and the copy would throw
  const editing = def !== undefined && api.getEditingCells().length > 0;
  // text the member selected is his to copy; the cell's own value, selected for an input method
  // (imeTyping.ts), is not a choice of his
  const selection = window.getSelection();
  const chosen = selection?.anchorNode && !target.contains(selection.anchorNode) ? selection.toString() : '';
  if (editing || chosen !== '') return 0;
  const cell = api.getFocusedCell();
  if (!cell || cell.rowPinned || cell.column.getColId() === SELECTION_COLUMN) return 0;
  const at = api.getDisplayedRowAtIndex(cell.rowIndex);
  if (!at) return 0;
  const selected = api
    .getSelectedNodes()
    .filter((n) => n.rowIndex !== null && n.displayed)
    .sort((a, b) => a.rowIndex! - b.rowIndex!);
  const nodes = at.isSelected() && selected.length > 1 ? selected : [at];
  e.preventDefault();
  e.clipboardData.setData('text/plain', toTsv(nodes.map((n) => [copyText(api, def, n, cell.column)])));
  return nodes.length;
}
