import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import type { KeyboardEvent } from 'react';
import { useShortcutHelp } from '../../app/shortcuts.ts';
import { rowAtCell } from '../../components/ListPage/rowAtCell.ts';
import type { LockedWhy } from './columns.ts';
import { emptyAddress, type LiveRow } from './rows.ts';
import type { EditAspect } from './saves.ts';
import { holdKey } from './typeahead.ts';

const GROUP = 'live.shortcuts.group';

export interface GridKeyHandlers {
  edit: (before: LiveRow, after: LiveRow, aspect: EditAspect) => void;
  undo: () => void;
  cancel: (row: LiveRow) => void;
  editable: (row: LiveRow) => boolean;
  /** ctrl+delete: whether the row's cancel is offered (also on a row its discontinued offer froze) */
  cancellable: (row: LiveRow) => boolean;
  /** why the whole row is read-only, said when a key would have edited one of its cells */
  rowLockReason: (row: LiveRow | undefined) => string | undefined;
  /** ctrl+m: the pay move on the selected rows, else on the focused one */
  markPaid: (rows: LiveRow[]) => void;
  /** alt+c: create a customer from the focused walk-in order */
  createCustomer: (row: LiveRow) => void;
  /** ctrl+shift+e: the grid's orders as CSV */
  exportCsv: () => void;
  /** alt+h: the history of the focused order */
  history: (row: LiveRow) => void;
  /** a read-only cell's reason, said when a key would have edited it */
  say: (text: string) => void;
}

/** The row shortcuts, listed in the `?` sheet (every key the grid answers to). */
export function useGridKeyHelp(): void {
  useShortcutHelp(['enter'], 'live.shortcuts.submit', GROUP);
  useShortcutHelp(['enter', 'delete'], 'live.shortcuts.refused', GROUP);
  useShortcutHelp(['f2'], 'live.shortcuts.edit', GROUP);
  useShortcutHelp(['down', 'up'], 'live.shortcuts.suggestions', GROUP);
  useShortcutHelp(['escape'], 'live.shortcuts.escape', GROUP);
  useShortcutHelp(['ctrl+y'], 'live.shortcuts.needSave', GROUP);
  useShortcutHelp(['ctrl+b'], 'live.shortcuts.paymentMethod', GROUP);
  useShortcutHelp(['ctrl+m'], 'live.shortcuts.markPaid', GROUP);
  useShortcutHelp(['space'], 'live.shortcuts.select', GROUP);
  useShortcutHelp(['ctrl+z'], 'live.shortcuts.undo', GROUP);
  useShortcutHelp(['ctrl+delete'], 'live.shortcuts.cancel', GROUP);
  useShortcutHelp(['alt+c'], 'live.shortcuts.createCustomer', GROUP);
  useShortcutHelp(['alt+h'], 'live.shortcuts.history', GROUP);
  useShortcutHelp(['ctrl+shift+e'], 'live.shortcuts.export', GROUP);
  useShortcutHelp(['home', 'end'], 'live.shortcuts.rowEdge', GROUP);
  useShortcutHelp(['ctrl+home', 'ctrl+end'], 'live.shortcuts.gridEdge', GROUP);
}

/** The selection column and the order number: the row's header, not its data. */
const ROW_HEADER = /^(ag-Grid-|orderNumber$)/;

/** The columns a cursor can stand on: every shown column but the buttons. */
const cursorColumns = (api: GridApi<LiveRow>) =>
  api.getAllDisplayedColumns().filter((c) => c.getColId() !== 'actions');

/** The last column of the row an edit can move to with Tab; past it Tab stays on the row. */
function lastEditable(api: GridApi<LiveRow>, node: IRowNode<LiveRow>): Column | undefined {
  return cursorColumns(api).findLast((c) => c.isCellEditable(node));
}

/**
 * The grid's own keys, caught on its element before AG Grid and the shell see them, so they act
 * only when the grid has the focus: the row shortcuts (ctrl+y, ctrl+b and the ones added for the
 * keyboard: mark paid, create customer, export, history), Home / End as in a spreadsheet, Tab that never
 * leaves the row while editing (it would open the next order's customer), and the keys typed
 * while an editor is still being drawn (typeahead.ts).
 */
export function gridKeyHandler(api: GridApi<LiveRow> | null, h: GridKeyHandlers) {
  return (e: KeyboardEvent) => {
    if (!api) return;
    if (holdKey(e.nativeEvent)) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    const cell = api.getFocusedCell();
    if (!cell) return;
    const editing = api.getEditingCells().length > 0;
    const node = rowAtCell(api, cell);
    const ctrl = e.ctrlKey || e.metaKey;
    const stop = () => {
      e.preventDefault();
      e.stopPropagation();
    };

    if (e.key === 'Tab' && editing && node && !e.shiftKey && !ctrl) {
      if (lastEditable(api, node)?.getColId() === cell.column.getColId()) {
        stop();
        api.stopEditing();
        api.setFocusedCell(cell.rowIndex, cell.column, cell.rowPinned);
      }
      return;
    }
    if ((e.key === 'Home' || e.key === 'End') && !editing && !e.altKey) {
      stop();
      const cols = cursorColumns(api);
      // the tick box and the order number are the row's header, as a spreadsheet's row numbers:
      // Home lands on the first data cell, where typed keys make an order instead of vanishing
      const col =
        e.key === 'Home' ? (cols.find((c) => !ROW_HEADER.test(c.getColId())) ?? cols[0]) : cols.at(-1);
      if (!col) return;
      if (!ctrl) return api.setFocusedCell(cell.rowIndex, col, cell.rowPinned);
      // ctrl: the grid's first cell (the entry row when there is one) or its last
      const top = api.getPinnedTopRowCount();
      if (e.key === 'Home') {
        if (top) api.setFocusedCell(0, col, 'top');
        else api.setFocusedCell(0, col);
        return;
      }
      const n = api.getDisplayedRowCount();
      if (n) {
        api.ensureIndexVisible(n - 1);
        api.setFocusedCell(n - 1, col);
      }
      return;
    }

    // a letter, F2 or Delete on a read-only cell would edit nothing: its reason is said, as the
    // lists do (a refused order's row keeps Delete: it drops the row)
    const clears = (e.key === 'Delete' || e.key === 'Backspace') && !node?.data?._kind;
    const wouldEdit = (e.key.length === 1 && e.key !== ' ') || e.key === 'F2' || clears;
    if (wouldEdit && !editing && !ctrl && !e.altKey && node && !cell.column.isCellEditable(node)) {
      const why =
        (cell.column.getColDef().context as LockedWhy | undefined)?.lockReason(node.data) ??
        h.rowLockReason(node.data);
      if (why) {
        stop();
        return h.say(why);
      }
    }
    const k = e.key.toLowerCase();
    if (ctrl && e.shiftKey && k === 'e') {
      stop();
      return h.exportCsv();
    }
    if (e.altKey && !ctrl && (e.code === 'KeyC' || k === 'c')) {
      stop();
      // as its button: only on a row that takes edits (the new customer is an edit of the order)
      if (node?.data && !node.data._kind && h.editable(node.data)) h.createCustomer(node.data);
      return;
    }
    if (e.altKey && !ctrl && !editing && (e.code === 'KeyH' || k === 'h')) {
      stop();
      // an order not stored yet (the entry row, a queued one) has no history
      if (node?.data && !node.data._kind) h.history(node.data);
      return;
    }
    if (!ctrl || e.altKey || e.shiftKey || !['b', 'y', 'z', 'delete', 'm'].includes(k)) return;
    // inside a text editor ctrl+z is the input's own undo
    if (k === 'z' && editing) return;
    stop();
    if (k === 'z') return h.undo();
    if (editing) api.stopEditing();
    if (k === 'm') {
      const selected = api.getSelectedRows();
      const rows = selected.length ? selected : node?.data ? [node.data] : [];
      return h.markPaid(rows.filter((r) => !r._kind));
    }
    const row = node?.data;
    if (k === 'delete') {
      if (row && !row._kind && h.cancellable(row)) h.cancel(row);
      return;
    }
    if (!row || !h.editable(row)) return;
    if (k === 'b') {
      h.edit(
        row,
        { ...row, paymentMethod: row.paymentMethod === 'wechat' ? 'alipay' : 'wechat' },
        'paymentMethod',
      );
    } else {
      const a = row.customerAddress ?? emptyAddress();
      h.edit(row, { ...row, customerAddress: { ...a, needSave: !a.needSave } }, 'address');
    }
    api.refreshCells({ rowNodes: node ? [node] : undefined, force: true });
  };
}
