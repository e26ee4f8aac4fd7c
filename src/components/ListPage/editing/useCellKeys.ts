import type { GridApi } from 'ag-grid-community';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { type CellLock, cellLock, type EditableList } from '../../../../domain/cells.ts';
import type { Role } from '../../../../domain/roles.ts';
import { isBoundKey } from '../../../app/shortcuts.ts';
import { copyCells } from './cellCopy.ts';
import { fillPlan } from './cellFill.ts';
import { useCellShortcutHelp } from './cellShortcutHelp.ts';
import { type Choice, emptyValueOf } from './cellValues.ts';
import type { LetterOpened } from './editableColumns.ts';
import { type CellInput, leftAsItIs, pasteTargets, planCell } from './planEdits.ts';
import type { EditedRow, RowEdits, RowOutcome } from './rowEdits.ts';
import { withRefusal } from './rowLocal.ts';
import { selectListKeys } from './selectKeys.ts';
import { parseTsv } from './tsv.ts';
import type { BulkKind, useCellWords } from './useCellWords.ts';

interface CellKeys<T extends EditedRow> {
  api: GridApi<T> | null;
  store: RowEdits<T> | null;
  def: EditableList<T> | undefined;
  role: Role | undefined;
  words: ReturnType<typeof useCellWords<T>>;
  choices: (field: string) => Choice[];
  /** resolves once a select's labels can be read in both languages (see apply) */
  bothLanguages: () => Promise<unknown>;
  rowName: (row: T) => string;
  /** asks the declared questions of these edits; false when the member said no */
  confirmed: (edits: readonly { row: T; field: string; value: unknown }[]) => Promise<boolean>;
  /** the grid's select cell a letter opened, as its columns set it */
  letterOpened: LetterOpened;
}

/** The displayed rows by id: the names of a summary. */
const shownRows = <T extends EditedRow>(api: GridApi<T>) => {
  const rows = new Map<string, T>();
  api.forEachNode((n) => n.data && rows.set(n.data.id, n.data));
  return rows;
};

/**
 * The spreadsheet keys of an editable list, the same on every grid, listed in `?`: Ctrl+Z / Ctrl+Y
 * undo and redo saved edits, Ctrl+D fills down, Delete empties a cell, Escape reverts a refused or
 * conflicting one, Ctrl+V pastes lines copied from a spreadsheet. The cell keys AG Grid does itself
 * (typing, F2, Enter, Tab while editing) are listed too. Returns the grid wrapper's handlers.
 */
export function useCellKeys<T extends EditedRow>(k: CellKeys<T>) {
  const on = !!k.store;
  useCellShortcutHelp(on, !!k.api);
  const { t, say, summary, lockText } = k.words;

  /** Several cells checked as if typed, the good ones saved at once, the others marked with why. */
  const apply = async (
    kind: BulkKind,
    cells: { row: T; field: string; input: CellInput }[],
    beyond = 0,
    skippedColumns = 0,
    readOnly = 0,
  ) => {
    const { api, store, def, role } = k;
    if (!api || !store || !def || !role) return;
    const edits: { row: T; field: string; value: unknown }[] = [];
    const refused = new Map<string, RowOutcome>();
    // a label copied from a colleague's page in the other language: that dictionary is fetched
    // first (once; a failed fetch leaves this language's labels), so '已付款' is Paid on an English page
    if (cells.some((c) => 'text' in c.input && k.choices(c.field).length > 0)) await k.bothLanguages();
    // a read-only cell is left as it is, as a spreadsheet's locked cell: never sent nor marked red
    const locks: CellLock[] = [];
    for (const c of cells) {
      const lock = leftAsItIs(def, role, c.row, c.field, c.input);
      if (lock) {
        locks.push(lock);
        continue;
      }
      const p = planCell(def, role, c.row, c.field, c.input, k.choices(c.field));
      if (p.ok) edits.push({ row: c.row, field: c.field, value: p.value });
      else {
        store.refuseTyped(
          c.row,
          c.field,
          'text' in c.input ? c.input.text : String(c.input.value ?? ''),
          p.message,
        );
        refused.set(c.row.id, { id: c.row.id, result: 'refused', message: p.message });
      }
    }
    if (!edits.length && !refused.size && locks.length) return void say(lockText(locks[0]!));
    const rows = shownRows(api);
    // a declared question (mark paid, received) is asked once for the whole paste or fill
    if (edits.length && !(await k.confirmed(edits))) return;
    const saved = edits.length ? await store.editMany(edits) : [];
    // only the rows a call answered are counted: a cell already holding its value sends nothing,
    // and "1 of 1 saved" for it promised an undo that had nothing to undo
    const byRow = new Map<string, RowOutcome>(saved.map((o) => [o.id, o]));
    // a row whose other cells were saved is partly saved, not refused: the count says what is stored
    for (const [id, o] of refused) byRow.set(id, withRefusal(byRow.get(id), o));
    const unchanged = new Set(edits.filter((e) => !byRow.has(e.row.id)).map((e) => e.row.id)).size;
    summary(kind, [...byRow.values()], rows, {
      beyond,
      skippedColumns,
      readOnly: readOnly + locks.length,
      unchanged,
      why: [...new Set(locks)].map(lockText),
    });
  };

  const focused = () => {
    const cell = k.api?.getFocusedCell();
    if (!k.api || !cell || cell.rowPinned) return null;
    const row = k.api.getDisplayedRowAtIndex(cell.rowIndex)?.data;
    return row ? { row, field: cell.column.getColId(), rowIndex: cell.rowIndex, column: cell.column } : null;
  };

  /** Ctrl+D (cellFill.ts): a read-only cell takes nothing, said in the summary or, alone, by its reason. */
  const fill = () => {
    const at = focused();
    if (!k.api || !at || !k.def?.cells[at.field] || !k.role) return void say(t('cells.notEditableColumn'));
    const plan = fillPlan(k.api, k.def, k.role, at);
    if (!plan) return void say(t('cells.fill.nothingAbove'));
    if (plan.targets.length === 0) return void say(lockText(plan.locked[0]!));
    const cells = plan.targets.map((row) => ({ row, field: at.field, input: { value: plan.value } }));
    void apply('fill', cells, 0, 0, plan.locked.length);
  };

  /** Delete: the cell emptied where it may be (a tracking number), said where it may not (a status). */
  const clear = () => {
    const at = focused();
    const cell = at && k.def?.cells[at.field];
    if (!at || !cell || !k.store || !k.def || !k.role) return;
    // a read-only cell says its own reason (the offer has started), sends nothing and keeps its value
    const why = cellLock(k.def, at.field, at.row, k.role);
    if (why) return void say(lockText(why));
    if (!cell.clearable) return void say(t('cells.notClearable'));
    void apply('clear', [{ row: at.row, field: at.field, input: { value: emptyValueOf(cell.schema) } }]);
  };

  const replay = async (which: 'undo' | 'redo') => {
    if (!k.store || !k.api) return;
    const r = await k.store.replay(which);
    if (r === 'empty') say(t(which === 'undo' ? 'cells.undo.nothing' : 'cells.redo.nothing'), 'none');
    else if (r === 'busy') say(t('cells.undo.busy'));
    else summary(which, r, shownRows(k.api));
  };

  /**
   * Ctrl+Enter in a cell editor, as in a spreadsheet: the value goes to that column of every
   * selected row (and the edited one), through the same checks and one call.
   */
  const enterAll = () => {
    const at = focused();
    const cell = at && k.def?.cells[at.field];
    const editor = k.api?.getCellEditorInstances()[0];
    if (!k.api || !at || !cell || !editor) return;
    const value = editor.getValue();
    k.api.stopEditing(true);
    const rows = [at.row, ...k.api.getSelectedRows().filter((r) => r.id !== at.row.id)];
    const input: CellInput =
      cell.editor === 'select' || cell.editor === 'boolean'
        ? { value }
        : { text: value == null ? '' : String(value) };
    void apply(
      'set',
      rows.map((row) => ({ row, field: at.field, input })),
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const onCell = target.classList.contains('ag-cell');
    const ctrl = e.ctrlKey || e.metaKey;
    if (e.key === 'Enter' && ctrl && k.store && k.api && k.api.getEditingCells().length > 0) {
      e.preventDefault();
      e.stopPropagation();
      return enterAll();
    }
    // a key that started an edit belongs to the cell: the page's one-key shortcuts must not act on it
    if (onCell && e.nativeEvent.defaultPrevented && e.key.length === 1 && !ctrl && !e.altKey) {
      e.stopPropagation();
      return;
    }
    if (!onCell || !k.store || !k.api || k.api.getEditingCells().length > 0) return;
    const key = e.key.toLowerCase();
    const stop = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    // a letter typed on a read-only cell of an editable column says why, as a spreadsheet says a
    // cell is protected, instead of doing nothing; the page's one-key shortcuts keep their keys, and
    // Space its row selection
    if (e.key.length === 1 && e.key !== ' ' && !ctrl && !e.altKey && !isBoundKey(e.key)) {
      const at = focused();
      const why = at && k.def?.cells[at.field] && k.role ? cellLock(k.def, at.field, at.row, k.role) : null;
      if (why) {
        stop();
        return say(lockText(why));
      }
    }
    if (ctrl && !e.altKey && (key === 'z' || key === 'y')) {
      stop();
      void replay(key === 'y' || e.shiftKey ? 'redo' : 'undo');
    } else if (ctrl && !e.altKey && !e.shiftKey && key === 'd') {
      stop();
      fill();
    } else if (e.key === 'Delete' && !ctrl && !e.altKey) {
      stop();
      clear();
    } else if (e.key === 'Escape') {
      const at = focused();
      if (at && k.store.revert(at.row.id, at.field)) stop();
    }
  };

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => selectListKeys(e, k.api, k.letterOpened);

  /** Ctrl+V on a cell (not in an editor): the copied block from that cell down and right. */
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (!k.api || !k.store || !k.def || target.closest('input, textarea, select, [contenteditable="true"]'))
      return;
    const text = e.clipboardData.getData('text/plain');
    const at = focused();
    if (!text || !at) return;
    e.preventDefault();
    const cols = k.api.getAllDisplayedColumns();
    const from = cols.findIndex((c) => c.getColId() === at.field);
    const fields = cols.slice(from).map((c) => (k.def?.cells[c.getColId()] ? c.getColId() : null));
    const rows: T[] = [];
    for (let i = at.rowIndex; i < k.api.getDisplayedRowCount(); i++) {
      const row = k.api.getDisplayedRowAtIndex(i)?.data;
      if (row) rows.push(row);
    }
    const { cells, beyond, skippedColumns } = pasteTargets(parseTsv(text), rows, fields);
    if (cells.length === 0) return void say(t('cells.paste.nowhere'));
    // the columns of the block that fell on read-only ones are said: "3 of 3 saved" alone hid them
    void apply(
      'paste',
      cells.map((c) => ({ row: c.row, field: c.field, input: { text: c.text } })),
      beyond,
      skippedColumns,
    );
  };

  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    const count = copyCells(e, k.api, k.def);
    if (count) say(t('cells.copy.done', { count }), 'none');
  };

  return { onKeyDown, onKeyDownCapture, onPaste, onCopy, apply };
}
