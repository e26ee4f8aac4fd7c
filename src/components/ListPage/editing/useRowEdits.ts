import type { GridApi } from 'ag-grid-community';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { EditableList } from '../../../../domain/cells.ts';
import { cellsCall } from './cellsCall.ts';
import { type EditedRow, RowEdits, type RowOutcome } from './rowEdits.ts';

/**
 * The list's store of edits not yet saved (none for a list that declares no cells), made once
 * per list; the list draws again when it changes, and what is typed is never dropped: leaving
 * the list sends it, closing the tab asks first.
 */
export function useRowEdits<T extends EditedRow>(
  def: EditableList<T> | undefined,
  path: string | undefined,
  api: GridApi<T> | null,
  onSettled: (out: readonly RowOutcome[], rows: ReadonlyMap<string, T>) => void,
): RowEdits<T> | null {
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  const [store] = useState(() =>
    def && path
      ? new RowEdits<T>({
          def,
          send: cellsCall<T>(path),
          onSettled: (out, rows) => settledRef.current(out, rows),
        })
      : null,
  );
  useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.snapshot ?? zero);
  // a cell's mark (saving, refused, conflict) changes without its value: the grid's change
  // detection would keep the old mark, so the rows whose edits moved are redrawn once the grid
  // has the new rows (this runs after its own effects)
  useEffect(() => {
    const ids = store?.takeTouched() ?? [];
    const nodes = ids.flatMap((id) => api?.getRowNode(id) ?? []);
    if (nodes.length) api?.refreshCells({ rowNodes: nodes, force: true });
  });
  useEffect(() => {
    if (!store) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (store.unsaved() > 0) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void store.flushAll();
    };
  }, [store]);
  return store;
}

const noSubscribe = () => () => {};
const zero = () => 0;
