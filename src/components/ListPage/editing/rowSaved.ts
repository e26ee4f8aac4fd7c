import { useMemo } from 'react';
import type { EditedRow, RowEdits } from './rowEdits.ts';

/**
 * What a row's own action finds in the grid's context: `rowSaved(id)` sends the cells typed on
 * that row now and resolves once they are answered. A document of the row (an order's PDF) is
 * asked for after it, so it prints what was typed, not what was stored before the typing pause
 * or before a slow save came back.
 */
export interface RowSavedContext {
  rowSaved?: (id: string) => Promise<unknown>;
}

/** The page's grid context with `rowSaved` beside it (a list without cells has nothing to wait for). */
export function useRowSavedContext<C, R extends EditedRow>(context: C, store: RowEdits<R> | null): C {
  return useMemo(
    () =>
      ({
        ...(context as object),
        rowSaved: (id: string) => (store ? store.saveNow([id]) : Promise.resolve()),
      }) as C,
    [context, store],
  );
}

/** Waits for the row's typed cells when the grid offers it. */
export const rowSaved = (context: unknown, id: string): Promise<unknown> =>
  (context as RowSavedContext | undefined)?.rowSaved?.(id) ?? Promise.resolve();
