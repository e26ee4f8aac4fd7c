import type { CellFocusedEvent, Column, GridApi } from 'ag-grid-community';
import { focusIsFree } from '../../app/focusLanding.ts';
import type { LiveRow } from './rows.ts';

/**
 * Keeps the cursor on its order while the rows move under it. New orders arrive on top and
 * shift every row down; an order can leave the grid (cancelled, a live update hiding it). AG
 * Grid keeps a focused cell by index, which would put the next key on another order, or drops
 * the focus to the page with the row. After each change: back to the same order, or, when it
 * left, the same column of the row now at its place (the previous one at the end).
 */
export class FocusFollow {
  private at: { id: string; index: number; column: Column } | null = null;
  private readonly api: GridApi<LiveRow>;
  private readonly el: () => HTMLElement | null;

  constructor(api: GridApi<LiveRow>, el: () => HTMLElement | null) {
    this.api = api;
    this.el = el;
  }

  onFocused = (e: CellFocusedEvent<LiveRow>) => {
    if (e.rowPinned || e.rowIndex == null || !e.column || typeof e.column === 'string') {
      this.at = null;
      return;
    }
    const id = this.api.getDisplayedRowAtIndex(e.rowIndex)?.id;
    this.at = id ? { id, index: e.rowIndex, column: e.column } : null;
  };

  /** After a transaction was applied: only when the focus is in the grid or was lost with a row. */
  follow = () => {
    if (!this.at || this.api.getEditingCells().length) return;
    const active = document.activeElement;
    if (!focusIsFree() && !this.el()?.contains(active)) return;
    this.restore(focusIsFree());
  };

  /** Puts the cursor back on its order, or where it was when the order left (a dialog closed). */
  restore = (always = true) => {
    const api = this.api;
    const at = this.at;
    if (!at) {
      const f = api.getFocusedCell();
      if (f && always) api.setFocusedCell(f.rowIndex, f.column, f.rowPinned);
      return;
    }
    const node = api.getRowNode(at.id);
    if (node?.displayed && node.rowIndex != null) {
      if (always || api.getFocusedCell()?.rowIndex !== node.rowIndex)
        api.setFocusedCell(node.rowIndex, at.column);
      return;
    }
    const n = api.getDisplayedRowCount();
    if (n) api.setFocusedCell(Math.min(at.index, n - 1), at.column);
    else if (api.getPinnedTopRowCount()) api.setFocusedCell(0, at.column, 'top');
  };
}
