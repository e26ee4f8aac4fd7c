import type { GridApi } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import type { TKey } from '../../../locales/keys.ts';
import { type HeldKeys, holdKeys } from '../../app/heldKeys.ts';
import { useShortcut } from '../../app/shortcuts.ts';

/** frames a focused first cell may take to hold the browser's focus (its row drawn) */
const FRAMES = 60;

/** The first cell of the grid, as a spreadsheet's Ctrl+Home: the first row, the first column after the tick boxes. */
export function focusFirstCell<T>(api: GridApi<T> | null): void {
  const cols = api?.getAllDisplayedColumns() ?? [];
  const col = cols.find((c) => c.getColId() !== 'ag-Grid-SelectionColumn') ?? cols[0];
  if (!api || !col || api.getDisplayedRowCount() === 0) return;
  api.ensureIndexVisible(0);
  api.ensureColumnVisible(col);
  api.setFocusedCell(0, col);
}

/** The held keys played on the first cell once the browser's focus is on it (or dropped). */
function playOnFirstCell(keys: HeldKeys): void {
  let frames = 0;
  const attempt = () => {
    const at = document.activeElement;
    if (at?.closest('.ag-cell')) keys.release(at);
    else if (++frames < FRAMES) requestAnimationFrame(attempt);
    else keys.release(null);
  };
  attempt();
}

/**
 * `g`: the grid's first cell, from anywhere on the page. Pressed before the grid can take the
 * focus (the screen's record, the grid or its rows still on the way), it was lost, and with it
 * the keys typed after it (`g`, `Shift+↓`×4 at once): it is kept, the moving keys typed after it
 * are held (while nobody else has the keyboard), and both are played once the rows show.
 * `shown`: the grid's rows are drawn. Returns the same move for the other ways to the rows (↓ in
 * the list's search box, pressed while the rows searched are on the way).
 */
export function useFirstCellKey<T>(
  api: GridApi<T> | null,
  shown: boolean,
  groupKey: TKey,
  /** a list's page key (not from a drawer over it); a drawer's own grid takes `g` inside it */
  page = false,
): () => void {
  const waiting = useRef<HeldKeys | null>(null);
  const ready = shown && !!api && !api.isDestroyed();
  const toFirstCell = () => {
    if (ready) focusFirstCell(api);
    else waiting.current ??= holdKeys();
  };
  useShortcut('g', toFirstCell, { labelKey: 'cells.shortcuts.focusGrid', groupKey, page });
  useEffect(() => {
    const keys = waiting.current;
    if (!ready || !keys) return;
    waiting.current = null;
    focusFirstCell(api);
    playOnFirstCell(keys);
  }, [ready, api]);
  // a screen left before its grid showed: the keys held for it go nowhere
  useEffect(
    () => () => {
      waiting.current?.release(null);
      waiting.current = null;
    },
    [],
  );
  return toFirstCell;
}
