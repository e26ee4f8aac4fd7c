import type { ColDef, GridApi, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import type { CsvColumn } from '../list/csv.ts';

const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';

function readField(row: unknown, field: string): unknown {
  let v: unknown = row;
  for (const part of field.split('.'))
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return v;
}

/**
 * The CSV columns are the grid's visible columns, in their on-screen order, with their translated
 * headers and their own value getters and formatters: the file says what the screen says.
 * The getters run outside the grid (rows of other pages have no row node), so they receive the
 * parts of the params the column factories use: data, value, colDef and the grid context.
 */
export function csvColumnsOf<T>(api: GridApi<T>, context: unknown): CsvColumn<T>[] {
  return api
    .getAllDisplayedColumns()
    .filter((c) => c.getColId() !== SELECTION_COLUMN)
    .map((col) => {
      const def = col.getColDef() as ColDef<T>;
      return {
        header: def.headerName ?? col.getColId(),
        value: (row: T) => {
          const base = { data: row, colDef: def, column: col, api, context, node: null };
          let value: unknown =
            typeof def.valueGetter === 'function'
              ? def.valueGetter(base as unknown as ValueGetterParams<T>)
              : def.field
                ? readField(row, def.field)
                : undefined;
          if (typeof def.valueFormatter === 'function') {
            value = def.valueFormatter({ ...base, value } as unknown as ValueFormatterParams<T>);
          }
          return value;
        },
      };
    });
}
