import {
  type CellDef,
  type CellLock,
  cellLock,
  choiceRefusal,
  type EditableList,
  selectValues,
} from '../../../../domain/cells.ts';
import type { Role } from '../../../../domain/roles.ts';
import { type Choice, emptyValueOf, type Parsed, parseCellText } from './cellValues.ts';

/** A cell's value given as a value (fill, set column) or as text (a paste). */
export type CellInput = { value: unknown } | { text: string };

/** The message of a value the row's select does not offer (a move its state machine refuses). */
export const NOT_A_CHOICE = 'cells.invalid.notAChoice';

/** A select's values with their labels in every language, as `label(value)` gives them. */
export function choicesOf<T>(cell: CellDef<T>, labels: (value: string) => readonly string[]): Choice[] {
  if (cell.editor === 'boolean') return ['true', 'false'].map((value) => ({ value, labels: labels(value) }));
  return selectValues(cell).map((value) => ({ value, labels: labels(value) }));
}

/**
 * One cell of a bulk edit (paste, fill, set column) checked as the grid would take it typed:
 * refused where the role may not edit it on this row (the lock's message), where the text is not
 * a value of its editor, or where the row's select does not offer the value.
 */
export function planCell<T>(
  def: EditableList<T>,
  role: Role,
  row: T,
  field: string,
  input: CellInput,
  choices: readonly Choice[] = [],
): Parsed {
  const cell = def.cells[field];
  const lock = cellLock(def, field, row, role);
  if (!cell || lock) return { ok: false, message: `cells.locked.${lock ?? 'notEditable'}` };
  const parsed =
    'text' in input
      ? parseCellText(cell.editor, input.text, { choices, empty: emptyValueOf(cell.schema) })
      : { ok: true as const, value: input.value };
  if (!parsed.ok) return parsed;
  if (cell.options && !cell.options(row, role).includes(parsed.value as string))
    return { ok: false, message: choiceRefusal(cell, row, role, NOT_A_CHOICE) };
  return parsed;
}

/**
 * Why a cell of a bulk edit is left as it is, as a spreadsheet's locked cell (skipped, never sent
 * nor marked red): its lock, or, for a value given as such (mark paid, Set column), the reason
 * this row's select does not offer it (a pending order of a discontinued offer is only cancelled).
 */
export function leftAsItIs<T>(
  def: EditableList<T>,
  role: Role,
  row: T,
  field: string,
  input: CellInput,
): CellLock | null {
  const lock = cellLock(def, field, row, role);
  if (lock || 'text' in input) return lock;
  const cell = def.cells[field];
  const offered = cell?.options?.(row, role).includes(input.value as string) ?? true;
  return offered ? null : (cell?.narrowedBy?.(row, role) ?? null);
}

export interface PasteCell<T> {
  row: T;
  field: string;
  text: string;
}

/**
 * Where a block of pasted cells lands: from the focused cell down the shown rows and right along
 * the shown columns (a column that is not a declared cell takes nothing, as a read-only column of
 * a spreadsheet). Lines past the last row are counted, not lost silently.
 */
export function pasteTargets<T>(
  block: readonly (readonly string[])[],
  rows: readonly T[],
  fields: readonly (string | null)[],
): { cells: PasteCell<T>[]; beyond: number; skippedColumns: number } {
  const cells: PasteCell<T>[] = [];
  const width = Math.max(0, ...block.map((l) => l.length));
  const skippedColumns =
    fields.slice(0, width).filter((f) => f === null).length + Math.max(0, width - fields.length);
  block.forEach((line, i) => {
    const row = rows[i];
    if (!row) return;
    line.forEach((text, j) => {
      const field = fields[j];
      if (field) cells.push({ row, field, text });
    });
  });
  return { cells, beyond: Math.max(0, block.length - rows.length), skippedColumns };
}
