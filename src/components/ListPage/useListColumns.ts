import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHiddenColumns } from './hiddenColumns.ts';
import type { ListPageProps } from './types.ts';
import { suppressKeysOf } from './useListKeys.ts';

// Rows arrive sorted by the server; the grid must keep their order, not sort the page again.
const keepServerOrder = () => 0;
export const colIdOf = <T>(c: ColDef<T>) => c.colId ?? (c.field as string | undefined) ?? '';

/**
 * A list's columns from its grid declaration: translated headers, the member's hidden columns
 * (the declaration's `initialHide` until he chooses), sortable where the list spec sorts, and the
 * cells' editing wrapped around them by `editable` (useCellEditing's `columns`).
 */
export function useListColumns<T extends { id: string }, C>(
  grid: ListPageProps<T, C>['grid'],
  context: C | undefined,
  editable: (columns: ColDef<T>[]) => ColDef<T>[],
) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: headers are translated; a language switch rebuilds them
  const all = useMemo(() => grid.columns(t, context as C), [grid, t, context, i18n.language]);
  const defaultHidden = useMemo(() => all.flatMap((c) => (c.initialHide ? [colIdOf(c)] : [])), [all]);
  const [hidden, toggleColumn, replaceHidden] = useHiddenColumns(grid.path, defaultHidden);
  const columnDefs = useMemo(
    () =>
      editable(
        all.map((c) => ({
          ...c,
          hide: hidden.has(colIdOf(c)),
          sortable: grid.spec.sorts.includes(colIdOf(c)),
          comparator: keepServerOrder,
          suppressKeyboardEvent: suppressKeysOf(!!c.cellRenderer),
        })),
      ),
    [all, hidden, grid, editable],
  );
  const chooser = useMemo(
    () => all.map((c) => ({ colId: colIdOf(c), header: c.headerName ?? colIdOf(c) })),
    [all],
  );
  return { columnDefs, defaultHidden, hidden, toggleColumn, replaceHidden, chooser };
}
