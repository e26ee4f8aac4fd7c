import {
  type CellClassParams,
  type ColDef,
  type ICellEditorParams,
  KeyCode,
  type SuppressKeyboardEventParams,
  type ValueFormatterParams,
} from 'ag-grid-community';
import { type CellDef, type CellLock, cellLock, type EditableList } from '../../../../domain/cells.ts';
import type { Role } from '../../../../domain/roles.ts';
import {
  endRun,
  type LetterRun,
  newLetterRun,
  pickByRun,
  typeInRun,
  wordsStart,
} from '../../../app/letterRun.ts';
import { CellValue, type CellValueParams } from './CellValue.tsx';
import { ConflictEditor, type ConflictEditorParams } from './ConflictEditor.tsx';
import { editText } from './cellValues.ts';
import type { CellState, EditedRow, RowEdits } from './rowEdits.ts';

/** What turns a list's columns into editable ones. */
export interface EditingColumns<T extends EditedRow> {
  def: EditableList<T>;
  role: Role;
  store: RowEdits<T>;
  /** a typed text or a chosen value committed in a cell */
  commit: (row: T, field: string, value: unknown) => void;
  /** a lock's reason, a refusal's message, a conflict's words, translated */
  lockText: (reason: CellLock) => string;
  describe: (state: CellState, theirs: string) => string;
  /** the grid's own keys a cell gives up (Delete, Escape, Ctrl+D…): the list handles them */
  suppressed: (p: SuppressKeyboardEventParams) => boolean;
  /** a choice's words a letter may start: its label in the page's language and in English, its pinyin */
  words?: (field: string, value: unknown) => readonly string[];
  /** this grid's select cell a letter opened (LetterOpened) */
  letterOpened: LetterOpened;
}

/**
 * The select cell a letter opened (`rowId:field`), whose Enter saves the choice the letter picked
 * even before its list shows (useCellKeys): a fast typist's Enter comes first, and AG Grid's
 * select takes an Enter on its closed list as "open the list". One per grid: two grids on a page
 * (or the grid of the page before) never see each other's.
 */
export interface LetterOpened {
  cell: string | null;
  /** the letters typed on a select cell's open list (letterRun.ts), and the choice they picked */
  run?: LetterRun;
  picked?: unknown;
  /** the edit starting is a letter typed on the list letters opened: it goes on their search */
  goesOn?: boolean;
}

export const newLetterOpened = (): LetterOpened => ({ cell: null, run: newLetterRun() });

/**
 * The choice the letters typed on a closed list pick, as Set column's menu does (C: Cancelled,
 * yfk: 已付款): by the lists' type-ahead (letterRun.ts) from `current`, a choice whose label in the
 * page's language or in English, or whose pinyin, starts with them; undefined when none does.
 */
export function typedChoice(
  values: readonly unknown[],
  current: unknown,
  text: string,
  words: (value: unknown) => readonly string[],
): unknown {
  const at = pickByRun(values.length, values.indexOf(current), text.toLocaleLowerCase(), (i, prefix) =>
    wordsStart(words(values[i]), prefix),
  );
  return at < 0 ? undefined : values[at];
}

/** Whether the key that opened an edit is one a list's type-ahead takes: one character, not Space. */
export const isTypedLetter = (eventKey: string | null | undefined): eventKey is string =>
  eventKey?.length === 1 && eventKey !== ' ';

/**
 * The choice the letter that opened a select cell's edit picks with the letters typed on its list
 * just before (each one starts the edit again: selectKeys.ts, which says so in `goesOn`): "y" then
 * "f" look for "yf" from what "y" picked; a letter that picks nothing keeps that pick.
 */
function letterChoice(
  opened: LetterOpened,
  at: string,
  values: readonly unknown[],
  current: unknown,
  key: string,
  words: (value: unknown) => readonly string[],
): unknown {
  opened.run ??= newLetterRun();
  const run = opened.run;
  const goesOn = opened.goesOn === true && opened.cell === at;
  opened.goesOn = false;
  if (!goesOn) endRun(run);
  const from = goesOn ? opened.picked : current;
  const i = typeInRun(run, values.length, values.indexOf(from), key, (n, prefix) =>
    wordsStart(words(values[n]), prefix),
  );
  const typed = i >= 0 ? values[i] : goesOn ? opened.picked : undefined;
  opened.picked = typed;
  return typed;
}

const STATE_CLASS: Record<CellState['kind'], string> = {
  typed: 'cpt-cell-typed',
  saving: 'cpt-cell-saving',
  retry: 'cpt-cell-retry',
  refused: 'cpt-cell-refused',
  conflict: 'cpt-cell-conflict',
};

const ownClass = <T>(col: ColDef<T>, p: CellClassParams<T>): string => {
  const c = typeof col.cellClass === 'function' ? col.cellClass(p) : col.cellClass;
  return Array.isArray(c) ? c.join(' ') : (c ?? '');
};

/** The editor a cell opens: by its kind, or the choice between two values after a conflict. */
function editorOf<T extends EditedRow>(
  x: EditingColumns<T>,
  col: ColDef<T>,
  field: string,
  cell: CellDef<T>,
  p: ICellEditorParams<T>,
) {
  const row = p.data;
  const state = row ? x.store.cellState(row.id, field) : null;
  const format = (value: unknown) =>
    typeof col.valueFormatter === 'function'
      ? String(col.valueFormatter({ ...p, value } as unknown as ValueFormatterParams<T>) ?? '')
      : String(value ?? '');
  if (state?.kind === 'conflict') {
    const params: ConflictEditorParams = {
      mine: format(p.value),
      theirs: format(state.theirs),
      choose: (keep) => x.store.resolve(row.id, keep),
    };
    return { component: ConflictEditor, popup: true, params };
  }
  if (cell.editor === 'select' || cell.editor === 'boolean') {
    const values = cell.editor === 'boolean' ? [true, false] : (cell.options?.(row, x.role) ?? []);
    const at = `${row?.id}:${field}`;
    const typed =
      x.words && isTypedLetter(p.eventKey)
        ? letterChoice(x.letterOpened, at, values, p.value, p.eventKey, (v) => x.words!(field, v))
        : undefined;
    x.letterOpened.cell = typed === undefined ? null : at;
    if (typed === undefined) return { component: 'agSelectCellEditor', params: { values } };
    // a letter typed on the cell (not editing) opened it: AG Grid's select dropped the letter and
    // the Enter after it opened the list, so "M Enter" saved nothing. The choice it starts is
    // offered in the open list, as Enter opens it (the select's own `eventKey` rule): Enter takes it.
    return { component: 'agSelectCellEditor', params: { values, value: typed, eventKey: KeyCode.ENTER } };
  }
  return { component: 'agTextCellEditor', params: { value: editText(cell.editor, p.value) } };
}

/**
 * A yes/no column may draw "no" as nothing (a recipe not pinned: only the pinned are marked), but
 * its editor's list names each choice with the column's formatter too, called with no row: "no"
 * was a blank line between which and "Pinned" a member had to guess. A choice the column leaves
 * wordless is named yes / no there; the cells and the CSV (which pass their row) keep the blank.
 */
function namedChoices<T extends EditedRow>(
  x: EditingColumns<T>,
  col: ColDef<T>,
  field: string,
  cell: CellDef<T>,
): ColDef<T>['valueFormatter'] {
  const own = col.valueFormatter;
  const words = x.words;
  if (cell.editor !== 'boolean' || typeof own !== 'function' || !words) return own;
  return (p) => {
    const text = own(p);
    const choice = !p.node && !p.data && typeof p.value === 'boolean';
    return choice && !text ? (words(field, p.value)[0] ?? '') : text;
  };
}

/**
 * A column whose colId is a declared cell becomes editable where `cellLock` lets the member's
 * role edit that row (the rule the server applies), with the editor of its kind; a read-only
 * cell says why on hover. The value typed goes to the row edit store, never into the row itself.
 */
export function editableColumn<T extends EditedRow>(
  x: EditingColumns<T>,
  col: ColDef<T>,
  field: string,
): ColDef<T> {
  const cell = x.def.cells[field];
  if (!cell) return col;
  const lock = (row: T | undefined) => (row ? cellLock(x.def, field, row, x.role) : 'notEditable');
  const stateOf = (row: T | undefined) => (row ? x.store.cellState(row.id, field) : null);
  const rendererParams: CellValueParams = {
    stateOf: (id) => x.store.cellState(id, field),
    describe: x.describe,
  };
  const ownKeys = col.suppressKeyboardEvent;
  return {
    ...col,
    valueFormatter: namedChoices(x, col, field, cell),
    editable: (p) => lock(p.data) === null || stateOf(p.data)?.kind === 'conflict',
    cellEditorSelector: (p) => editorOf(x, col, field, cell, p),
    valueParser: (p) => p.newValue,
    valueSetter: (p) => {
      x.commit(p.data, field, p.newValue);
      return false;
    },
    cellRenderer: col.cellRenderer ?? CellValue,
    cellRendererParams: col.cellRenderer ? col.cellRendererParams : rendererParams,
    tooltipValueGetter: (p) => {
      const row = p.data as T | undefined;
      const state = stateOf(row);
      if (state && state.kind !== 'typed') {
        const theirs = state.kind === 'conflict' ? String(p.valueFormatted ?? '') : '';
        return x.describe(state, theirs);
      }
      // a read-only cell says why, as does a select offering fewer moves than its status would;
      // either keeps what its column shows on hover (a refund's amount)
      const why = row && (lock(row) ?? cell.narrowedBy?.(row, x.role));
      const own = col.tooltipValueGetter?.(p);
      if (why) return own ? `${own} · ${x.lockText(why)}` : x.lockText(why);
      return own;
    },
    cellClass: (p) => {
      const state = stateOf(p.data);
      const open = p.data && lock(p.data) === null;
      return [
        ownClass(col, p),
        open ? 'cpt-cell-edit' : 'cpt-cell-locked',
        state ? STATE_CLASS[state.kind] : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
    suppressKeyboardEvent: (p) => x.suppressed(p) || (ownKeys?.(p) ?? false),
  };
}

/** Every declared cell of the columns made editable; the other columns as they are. */
export function editableColumns<T extends EditedRow>(x: EditingColumns<T>, cols: ColDef<T>[]): ColDef<T>[] {
  return cols.map((c) => {
    const id = c.colId ?? (c.field as string | undefined);
    return id && x.def.cells[id] ? editableColumn(x, c, id) : c;
  });
}
