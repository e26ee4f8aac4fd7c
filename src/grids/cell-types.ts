import type { ColDef } from 'ag-grid-community';
import { formatDate, formatDateTime, isDateText } from '../../domain/dates.ts';
import { formatYuan } from '../../domain/money.ts';
import { memberLabel, type ShownMember } from '../../domain/users/shown-actor.ts';
import { communityNames } from '../../locales/communities.ts';
import { type KeyGroup, keyIn, type Translate } from '../../locales/keys.ts';

/** What a formatter reads of AG Grid's params: the cell's value (the CSV export passes no more). */
type Cell = { value?: unknown };

/**
 * An amount in fen, shown in yuan, right-aligned in tabular figures; a text typed into the cell
 * and refused (`1a`) as it was typed, so the member sees what to correct.
 */
const money = {
  valueFormatter: (p: Cell) =>
    typeof p.value === 'number' ? formatYuan(p.value) : typeof p.value === 'string' ? p.value : '',
  cellClass: 'cpt-num',
  type: 'rightAligned',
};

/**
 * A text as `format` shows a date, or as it was typed when it is no date (2026-02-30 typed into
 * the cell and refused): luxon would answer its own English "Invalid DateTime" and lose the text.
 */
const dateText = (format: (s: string) => string) => (p: Cell) => {
  if (typeof p.value !== 'string' || !p.value) return '';
  return isDateText(p.value) ? format(p.value) : p.value;
};

/**
 * A calendar day or an instant, as its business day (YYYY-MM-DD). At least a day's width: a list
 * sizes its columns to the first rows, and a day empty on those (a voucher's use, on the unused
 * tab) would be cut to "2024-1…" on the rows that hold one.
 */
const day = { valueFormatter: dateText(formatDate), minWidth: 116 };

/** An instant, as its day and wall-clock time in the business zone. */
const dayTime = { valueFormatter: dateText(formatDateTime) };

/** A rate in percent (commission, VAT), right-aligned; a text typed and refused as it was typed. */
const percent = {
  valueFormatter: (p: Cell) =>
    typeof p.value === 'number' ? `${p.value} %` : typeof p.value === 'string' ? p.value : '',
  type: 'rightAligned',
};

/** The cell types that need no translation, for a column helper that has no `t`. */
export const CELL = { money, day, dayTime, percent };

/**
 * The kinds of cell the lists share, each written once here and spread into a column:
 * `{ colId: 'total', field: 'total', headerName, ...cell.money }`; a column may still override a
 * part (`sortable`, a stricter formatter). They are ColDef fragments rather than the grid's
 * `columnTypes` option on purpose: the cells edited in place wrap a column's own `valueFormatter`
 * and `cellClass` before the grid sees the column (their conflict editor, their state classes), so
 * a type the grid merged in later would be lost on them. `rightAligned` is AG Grid's built-in column type.
 */
export function cellTypes(t: Translate) {
  return {
    ...CELL,
    /**
     * One community id, or a list of them, as their names in the current language; a text that
     * is no id (typed or pasted into the cell, and refused) as it was typed.
     */
    community: {
      valueFormatter: (p: Cell) =>
        typeof p.value === 'string'
          ? communityNames([p.value], t) || p.value
          : communityNames(Array.isArray(p.value) ? (p.value as string[]) : [], t),
    },
    /**
     * The team member a record names: his name, or the neutral "system administrator" of one
     * hidden from the reader (the row's `teamMember` is the hidden actor, its name null); a name
     * typed into the cell as typed.
     */
    member: {
      valueFormatter: (p: Cell & { data?: { teamMember?: ShownMember | null } }) =>
        typeof p.value === 'string' && p.value ? p.value : memberLabel(p.data?.teamMember, null, t),
    },
    /**
     * A flag as Yes / No. The value stays the boolean a cell edits (`cellDataType: false`: not the
     * grid's own checkbox, which would take the click and the Space from the spreadsheet keys).
     */
    yesNo: {
      cellDataType: false,
      valueFormatter: (p: Cell) =>
        typeof p.value === 'boolean' ? t(p.value ? 'cells.yes' : 'cells.no') : '',
    },
    /**
     * A value of a closed list (a status, a channel), as its translation in `group`; a text that
     * is none of its values (pasted and refused) as it was typed, never as a translation key.
     */
    label: <G extends KeyGroup>(group: G) => ({
      valueFormatter: (p: Cell) =>
        p.value ? t(keyIn(group, p.value), { defaultValue: String(p.value) }) : '',
    }),
  };
}

export type CellTypes = ReturnType<typeof cellTypes>;

/** A money column on a field of the row's type, or a computed one (`extra` overrides any part). */
export function moneyColumn<T>(field: string, headerName: string, extra: ColDef<T> = {}): ColDef<T> {
  return {
    colId: field,
    // the grid's own row types name their money fields; a computed column overrides it
    field: field as ColDef<T>['field'],
    headerName,
    ...CELL.money,
    ...extra,
  };
}
