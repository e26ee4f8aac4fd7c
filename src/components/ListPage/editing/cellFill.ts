import type { GridApi } from 'ag-grid-community';
import { type CellLock, cellLock, type EditableList } from '../../../../domain/cells.ts';
import type { Role } from '../../../../domain/roles.ts';
import type { EditedRow } from './rowLocal.ts';

/** What Ctrl+D fills: the value, the rows that take it, and why the others may not. */
export interface FillPlan<T> {
  value: unknown;
  targets: T[];
  /** the lock of each row whose cell is read-only: skipped, never sent nor marked */
  locked: CellLock[];
}

/**
 * Ctrl+D on `field` of the focused row: the selected rows take the value of the first of them
 * when the focused row is one of them; else the cell takes the one above. A row whose cell the role may not edit
 * (`cellLock`, the server's rule) is left out, as a paste leaves a read-only column: filling it
 * could only be refused, and its cell would show a value it never held. Null when there is
 * nothing to fill from.
 */
export function fillPlan<T extends EditedRow>(
  api: GridApi<T>,
  def: EditableList<T>,
  role: Role,
  at: { row: T; field: string; rowIndex: number },
): FillPlan<T> | null {
  const cell = def.cells[at.field];
  const selected = api
    .getSelectedNodes()
    .filter((n) => n.data && n.rowIndex !== null)
    .sort((a, b) => a.rowIndex! - b.rowIndex!)
    .map((n) => n.data!);
  // as in a spreadsheet, the selection is filled when the cursor is in it: one left behind on
  // rows the cursor moved away from (perhaps off screen) is not filled by a Ctrl+D typed elsewhere
  const inSelection = selected.length > 1 && selected.some((r) => r.id === at.row.id);
  const [source, ...rows] = inSelection
    ? selected
    : [api.getDisplayedRowAtIndex(at.rowIndex - 1)?.data, at.row];
  if (!cell || !source || rows.length === 0) return null;
  const plan: FillPlan<T> = { value: cell.get(source), targets: [], locked: [] };
  for (const row of rows) {
    const why = row && cellLock(def, at.field, row, role);
    if (why) plan.locked.push(why);
    else if (row) plan.targets.push(row);
  }
  return plan;
}
