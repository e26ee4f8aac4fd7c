import { useMemo, useRef, useState } from 'react';

/**
 * The ticked rows of a list and the grid's selection options. `selectable` is the rule of which
 * rows may be ticked (e.g. offers already invoiced may not).
 */
export function useListSelection<T extends { id: string }>(selectable: ((row: T) => boolean) | undefined) {
  const [selected, setSelectedRows] = useState<T[]>([]);
  // a new selection object would make the grid redraw its checkboxes: one per list, the rule read
  // through a ref
  const selectableRef = useRef(selectable);
  selectableRef.current = selectable;
  const hasSelectable = !!selectable;
  const rowSelection = useMemo(
    () =>
      ({
        mode: 'multiRow',
        checkboxes: true,
        headerCheckbox: true,
        enableClickSelection: false,
        ...(hasSelectable
          ? { isRowSelectable: (n: { data?: T }) => !!n.data && !!selectableRef.current?.(n.data) }
          : {}),
      }) as const,
    [hasSelectable],
  );
  /** the grid's selection after a change; the same array kept when the same rows are ticked */
  const setSelected = (rows: T[]) =>
    setSelectedRows((was) =>
      was.length === rows.length && was.every((r, i) => r.id === rows[i]?.id) ? was : rows,
    );
  return { selected, setSelected, rowSelection };
}
