import type {
  CellClassParams,
  ColDef,
  ICellEditorParams,
  SuppressKeyboardEventParams,
  ValueFormatterParams,
} from 'ag-grid-community';
import { type CellDef, type CellLock, cellLock, type EditableList } from '../../../../domain/cells.ts';
import type { Role } from '../../../../domain/roles.ts';
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
    return { component: 'agSelectCellEditor', params: { values } };
  }
  return { component: 'agTextCellEditor', params: { value: editText(cell.editor, p.value) } };
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
      const why = lock(row);
      const own = col.tooltipValueGetter?.(p);
      // a read-only cell says why, and keeps what its column shows on hover (a refund's amount)
      if (row && why) return own ? `${own} · ${x.lockText(why)}` : x.lockText(why);
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
