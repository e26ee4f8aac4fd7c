import type {
  CellKeyDownEvent,
  CellPosition,
  FullWidthCellKeyDownEvent,
  GridApi,
  SuppressKeyboardEventParams,
} from 'ag-grid-community';
import type { RefObject } from 'react';
import { useShortcut, useShortcutHelp } from '../../app/shortcuts.ts';
import { useFirstCellKey } from './firstCellKey.ts';

export { focusFirstCell } from './firstCellKey.ts';

const GROUP = 'shortcuts.groups.list';
const FOCUSABLE = 'button:not([disabled]), a[href], select:not([disabled])';

/** A click or key on a control inside a cell is the control's, not the row's. */
export const onControl = (e: Event | null | undefined) =>
  e?.target instanceof Element && e.target.closest(FOCUSABLE) !== null;

/**
 * Tab inside a cell that holds controls walks through them before leaving the cell (AG Grid would
 * move to the next cell and make them unreachable from the keyboard); Enter and Space on a
 * focused button press it instead of opening the row, and a focused select keeps every key but
 * Tab (its arrows pick an option, they do not move to another row).
 */
function keysOfCellButtons(p: SuppressKeyboardEventParams): boolean {
  const e = p.event;
  if ((e.key === 'Enter' || e.key === ' ') && onControl(e)) return true;
  if (e.target instanceof HTMLSelectElement && e.key !== 'Tab') return true;
  if (e.key !== 'Tab' || !(e.target instanceof HTMLElement)) return false;
  const cell = e.target.closest<HTMLElement>('.ag-cell');
  if (!cell) return false;
  const inside = [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const at = inside.indexOf(e.target);
  const next = e.shiftKey ? (at > 0 ? inside[at - 1] : at === 0 ? cell : undefined) : inside[at + 1];
  if (!next) return false;
  e.preventDefault();
  next.focus();
  return true;
}

/** The controls of the cell a key was pressed on. */
const controlsOf = (ev: KeyboardEvent | undefined): HTMLElement[] => {
  const cell = ev?.target instanceof Element ? ev.target.closest('.ag-cell') : null;
  return cell ? [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
};

/**
 * Shift+↑/↓ extend the selection (the list's onKey); Alt+←/→ turn the page (the list's
 * shortcuts). The grid must not move the focus itself: it took Alt+→ for →, and the page turned
 * with the cursor one column further.
 */
const listArrows = (p: SuppressKeyboardEventParams) =>
  (p.event.shiftKey && (p.event.key === 'ArrowDown' || p.event.key === 'ArrowUp')) ||
  (p.event.altKey && (p.event.key === 'ArrowLeft' || p.event.key === 'ArrowRight'));

/** The grid's own key handling to turn off in a column: buttons in cells keep their keys. */
export const suppressKeysOf = (hasButtons: boolean) =>
  hasButtons ? (p: SuppressKeyboardEventParams) => listArrows(p) || keysOfCellButtons(p) : listArrows;

interface ListKeys<T> {
  api: GridApi<T> | null;
  page: number;
  goPage: (page: number, focus?: 'first' | 'last' | null) => void;
  open: (row: T | undefined) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  hasSearch: boolean;
  /** rows others added, waiting for `refresh` */
  fresh: number;
  refresh: () => void;
  /** the create shortcut's target, when the role may create */
  create: (() => void) | null;
  /** rows open a page (a list whose rows only carry actions does not say Enter opens them) */
  opens: boolean;
  /** the grid shows its rows (sized, not loading): before, `g` waits for them */
  shown: boolean;
}

/** The key went into a cell editor, or started one: Enter then edits, it does not open the row. */
const editsCell = <T>(e: CellKeyDownEvent<T> | FullWidthCellKeyDownEvent<T>, ev: KeyboardEvent | undefined) =>
  (ev?.target instanceof Element &&
    ev.target.closest('input, textarea, select, .ag-popup-editor') !== null) ||
  ('column' in e && !!e.node && e.column.isCellEditable(e.node));

/**
 * The list's keys: the page shortcuts, listed in the `?`
 * help, and the grid's cell keys: Enter opens (a cell edited in place edits instead), Shift+↑/↓
 * select, PageDown/PageUp at the edge turn the page, `g` goes to the grid. Returns the grid's
 * `onCellKeyDown`, and `g`'s move to the first cell, which waits for rows on the way.
 */
export function useListKeys<T>(k: ListKeys<T>) {
  useShortcut('/', () => k.searchRef.current?.focus(), {
    labelKey: 'shortcuts.focusSearch',
    groupKey: GROUP,
    page: true,
    enabled: k.hasSearch,
  });
  useShortcut('alt+right', () => k.goPage(k.page + 1), {
    labelKey: 'shortcuts.nextPage',
    groupKey: GROUP,
    page: true,
  });
  useShortcut('alt+left', () => k.goPage(k.page - 1), {
    labelKey: 'shortcuts.previousPage',
    groupKey: GROUP,
    page: true,
  });
  // rows others added stay out of the view until asked for, so nothing moves under the cursor
  useShortcut('r', k.refresh, {
    labelKey: 'shortcuts.refreshNew',
    groupKey: GROUP,
    page: true,
    enabled: k.fresh > 0,
  });
  // on a cell that takes typing `c` types, as in a spreadsheet: Alt+N creates from there too
  useShortcut(['c', 'alt+n'], () => k.create?.(), {
    labelKey: 'shortcuts.create',
    groupKey: GROUP,
    page: true,
    enabled: !!k.create,
  });
  // one key from anywhere on the page to the grid (Tab stops at dozens of controls before it);
  // pressed while the list is still loading, it goes to the first cell as soon as the rows show
  const toFirstCell = useFirstCellKey(k.api, k.shown, GROUP, true);
  useShortcutHelp(['tab', 'shift+tab'], 'cells.shortcuts.leaveGrid', GROUP);
  useShortcutHelp(['up', 'down', 'left', 'right'], 'shortcuts.moveRows', GROUP);
  useShortcutHelp(['enter'], 'shortcuts.openRow', GROUP, k.opens);
  useShortcutHelp(['pagedown', 'pageup'], 'shortcuts.pageEdge', GROUP);
  useShortcutHelp(['space'], 'orders.shortcuts.selectRow', GROUP);
  useShortcutHelp(['shift+up', 'shift+down'], 'orders.shortcuts.extendSelection', GROUP);

  /** Shift+arrow: the row and the next one join the selection, the focus moves with it. */
  const extendSelection = (api: GridApi<T>, from: CellPosition, dir: 1 | -1) => {
    const to = from.rowIndex + dir;
    if (to < 0 || to >= api.getDisplayedRowCount()) return;
    api.getDisplayedRowAtIndex(from.rowIndex)?.setSelected(true);
    api.getDisplayedRowAtIndex(to)?.setSelected(true);
    api.ensureIndexVisible(to);
    api.setFocusedCell(to, from.column);
  };

  const onCellKeyDown = (e: CellKeyDownEvent<T> | FullWidthCellKeyDownEvent<T>) => {
    const ev = e.event as KeyboardEvent | undefined;
    const key = ev?.key;
    const last = (k.api?.getDisplayedRowCount() ?? 0) - 1;
    if (onControl(ev)) return;
    if ((key === 'ArrowDown' || key === 'ArrowUp') && ev?.shiftKey && e.rowIndex !== null && k.api) {
      // from the grid's cursor, which the last Shift+arrow moved at once: the cell the key came
      // from may still be the one before it (the browser's focus follows a render later), and
      // extending from there again would select one row fewer; a cell focused by other means than
      // the grid's (a script, the browser's own) leaves the cursor unset: then from that cell
      const at = k.api.getFocusedCell();
      const from =
        at && !at.rowPinned
          ? at
          : 'column' in e
            ? { rowIndex: e.rowIndex, column: e.column, rowPinned: null }
            : null;
      if (from) extendSelection(k.api, from, key === 'ArrowDown' ? 1 : -1);
    }
    // Enter opens the row from any cell, the tick box's too (Space is what ticks it): a keyboard
    // user arrowing down from the header lands there first. The row's Actions cell is its
    // buttons': Enter presses the only one (a menu opens) or goes to the first of several
    else if (key === 'Enter' && !editsCell(e, ev)) {
      const buttons = 'column' in e && e.column.getColId() === 'actions' ? controlsOf(ev) : [];
      buttons[0]?.focus();
      if (buttons.length === 1) buttons[0]!.click();
      else if (buttons.length === 0) k.open(e.data);
    } else if (key === 'PageDown' && e.rowIndex === last) k.goPage(k.page + 1, 'first');
    else if (key === 'PageUp' && e.rowIndex === 0) k.goPage(k.page - 1, 'last');
  };
  return { onCellKeyDown, toFirstCell };
}
