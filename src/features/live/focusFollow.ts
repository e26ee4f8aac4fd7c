import type { Column, GridApi } from 'ag-grid-community';
import { focusIsFree } from '../../app/focusLanding.ts';
import type { LiveRow } from './rows.ts';

/**
 * Keeps the cursor on its order while the rows move under it. New orders arrive on top and
 * shift every row down; an order can leave the grid (cancelled, a live update hiding it). AG
 * Grid keeps a focused cell by index, which would put the next key on another order, or drops
 * the focus to the page with the row. After each change: back to the same order, or, when it
 * left, the same column of the row now at its place (the previous one at the end).
 *
 * Where the cursor is, is read from the grid at the moment it matters (just before a change,
 * when the focus leaves the grid), never from its cellFocused event: AG Grid calls that a task
 * later, and a key typed meanwhile (↓ then ctrl+b, whose row update comes at once) had the
 * cursor put back on the order it had just left.
 */
export class FocusFollow {
  private at: { id: string; index: number; column: Column } | null = null;
  private readonly api: GridApi<LiveRow>;
  private readonly el: () => HTMLElement | null;
  /** inside a change: the grid's focused index may point at another order until follow() */
  private moving = false;

  constructor(api: GridApi<LiveRow>, el: () => HTMLElement | null) {
    this.api = api;
    this.el = el;
  }

  /**
   * The order under the cursor, while the grid's index still says it: the focus is in the grid
   * (follow() keeps the index right after each change) and no change is half applied. Outside
   * the grid (a dialog open) the last one read is kept: the rows may move under the index.
   */
  private read(inGrid = this.el()?.contains(document.activeElement)): void {
    if (this.moving || !inGrid) return;
    const f = this.api.getFocusedCell();
    if (!f) return;
    const id = f.rowPinned ? undefined : this.api.getDisplayedRowAtIndex(f.rowIndex)?.id;
    this.at = id ? { id, index: f.rowIndex, column: f.column } : null;
  }

  /** The focus leaves a cell (for a dialog, the menu): where it was is where it comes back. */
  onFocusOut = () => this.read(true);

  /** Applies a change of rows, the cursor kept on its order. */
  around = (change: () => void) => {
    this.read();
    this.moving = true;
    try {
      change();
    } finally {
      this.moving = false;
    }
    this.follow();
  };

  /** After a change: only when the focus is in the grid or was lost with a row. */
  private follow = () => {
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
