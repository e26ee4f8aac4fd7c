import type { ColDef, GridApi } from 'ag-grid-community';
import type { EditableList } from '../../../../domain/cells.ts';
import type { Role } from '../../../../domain/roles.ts';
import { CellsStatus } from './CellsStatus.tsx';
import type { EditedRow } from './rowEdits.ts';
import { SetColumn } from './SetColumn.tsx';
import type { CellEditing } from './useCellEditing.ts';

interface Props<T> {
  editing: CellEditing<T>;
  cells: EditableList<T> | undefined;
  role: Role | undefined;
  api: GridApi<T> | null;
  selected: readonly T[];
  /** the grid's columns as shown (hidden ones have `hide`) */
  columns: readonly ColDef<T>[];
  focused: string | null;
}

const colIdOf = <T,>(c: ColDef<T>) => c.colId ?? (c.field as string | undefined) ?? '';

/** The stats line's tools of a list that edits cells: Set column and what the edits are doing. */
export function CellTools<T>({ editing, cells, role, api, selected, columns, focused }: Props<T>) {
  if (!editing.store || !cells || !role) return null;
  // in the declaration's order: its first cell is what Set column sets when the cursor is elsewhere
  const header = new Map(columns.flatMap((c) => (c.hide ? [] : [[colIdOf(c), c.headerName ?? colIdOf(c)]])));
  // a cell the role may never change is no column to set (finance on the offers list)
  const shown = Object.entries(cells.cells).flatMap(([field, cell]) =>
    header.has(field) && cell.roles.includes(role) ? [{ field, header: header.get(field)! }] : [],
  );
  // the editing side works on versioned rows, which every list declaring cells has
  const rows = editing as unknown as CellEditing<T & EditedRow>;
  return (
    <>
      {shown.length > 0 && (
        <SetColumn<T & EditedRow>
          api={api as GridApi<T & EditedRow> | null}
          selected={selected as readonly (T & EditedRow)[]}
          // bound to the member: a community cell offers his communities, as the cell's list does
          def={(rows.def ?? cells) as EditableList<T & EditedRow>}
          role={role}
          columns={shown}
          focused={focused}
          label={rows.label}
          words={rows.choiceWords}
          apply={rows.keys.apply}
        />
      )}
      <CellsStatus store={rows.store!} why={rows.focusedWhy} />
    </>
  );
}
