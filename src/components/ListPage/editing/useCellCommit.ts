import type { GridApi } from 'ag-grid-community';
import { useRef } from 'react';
import type { EditableList } from '../../../../domain/cells.ts';
import type { Role } from '../../../../domain/roles.ts';
import { emptyValueOf, parseCellText } from './cellValues.ts';
import { NOT_A_CHOICE } from './planEdits.ts';
import type { EditedRow, RowEdits } from './rowEdits.ts';
import type { useCellQuestions } from './useCellQuestions.ts';
import type { useCellWords } from './useCellWords.ts';

interface CommitOptions<T extends EditedRow> {
  store: RowEdits<T> | null;
  def: EditableList<T> | undefined;
  role: Role | undefined;
  api: GridApi<T> | null;
  words: ReturnType<typeof useCellWords<T>>;
  confirmed: ReturnType<typeof useCellQuestions<T>>['confirmed'];
}

/**
 * A value typed or chosen in one cell's editor: read per editor kind, asked about when its cell
 * asks, saved, or kept as typed with its message when it is not one. The answer is a stable
 * function: the grid's column definitions hold it.
 */
export function useCellCommit<T extends EditedRow>(o: CommitOptions<T>) {
  const { store, def, role, words, confirmed } = o;

  /** A cell shows its row's value again (a change the member said no to leaves the editor's text) */
  const redraw = (row: T, field: string) => {
    const node = o.api?.getRowNode(row.id);
    if (node) o.api?.refreshCells({ rowNodes: [node], columns: [field], force: true });
  };

  /**
   * A value refused before any save (not a day, not an amount, too long) is said as the server's
   * refusals are: the cell's red mark and its tooltip are no help to a member on the keyboard.
   */
  const refusedHere = (row: T, field: string) => {
    const state = store?.cellState(row.id, field);
    if (state?.kind === 'refused')
      words.settled([{ id: row.id, result: 'refused', message: state.message }], new Map([[row.id, row]]));
  };
  const refuse = (row: T, field: string, text: string, message: string) => {
    store?.refuseTyped(row, field, text, message);
    refusedHere(row, field);
  };
  const save = (row: T, field: string, value: unknown) => {
    store?.edit(row, field, value);
    refusedHere(row, field);
  };

  const commit = (row: T, field: string, value: unknown) => {
    const cell = def?.cells[field];
    if (!store || !cell || !role) return;
    if (cell.editor === 'select' || cell.editor === 'boolean') {
      if (cell.options && !cell.options(row, role).includes(value as string))
        return refuse(row, field, String(value ?? ''), cell.refusedChoice ?? NOT_A_CHOICE);
      return void confirmed([{ row, field, value }]).then((yes) =>
        yes ? save(row, field, value) : redraw(row, field),
      );
    }
    const text = value == null ? '' : String(value);
    const parsed = parseCellText(cell.editor, text, { empty: emptyValueOf(cell.schema) });
    if (!parsed.ok) return refuse(row, field, text, parsed.message);
    void confirmed([{ row, field, value: parsed.value }]).then((yes) =>
      yes ? save(row, field, parsed.value) : redraw(row, field),
    );
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const stable = useRef((row: T, field: string, value: unknown) => commitRef.current(row, field, value));
  return stable.current;
}
