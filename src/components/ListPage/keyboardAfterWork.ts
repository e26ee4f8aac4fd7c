import type { GridApi, ICellRendererParams } from 'ag-grid-community';
import { focusIsFree } from '../../app/focusLanding.ts';
import { focusFirstCell } from './firstCellKey.ts';

/**
 * Whether the keyboard is still where a button's work started: on the button itself (a BusyButton
 * keeps it while busy), in the place that holds it, or dropped on the page's body. A button whose
 * work is done often goes (a voucher validated has no Validate; offers invoiced are no longer
 * selected, so Generate goes): the keyboard is then given back to the grid instead of the body.
 */
export function keyboardStillOn(button: Element | null, holder?: Element | null): boolean {
  const at = document.activeElement;
  return (!!button && at === button) || (!!holder && !!at && holder.contains(at)) || focusIsFree();
}

/** A cell's own button was pressed and its work is done: the cell takes the keyboard (↓ to the next row). */
export function keyboardToCell<T>(p: ICellRendererParams<T>): void {
  if (p.node.rowIndex === null || !p.column) return;
  p.api.setFocusedCell(p.node.rowIndex, p.column, p.node.rowPinned);
}

/** A toolbar's button was pressed and its work is done: the grid's cursor, else its first cell, takes the keyboard. */
export function keyboardToGrid<T>(api: GridApi<T>): void {
  const at = api.getFocusedCell();
  if (at && at.rowIndex < api.getDisplayedRowCount())
    api.setFocusedCell(at.rowIndex, at.column, at.rowPinned);
  else focusFirstCell(api);
}

/**
 * A bar's button was pressed and its work is done, the button gone with it (a refund's move): the
 * bar's next button that works takes the keyboard, else the page's heading.
 */
export function keyboardToBar(bar: HTMLElement | null): void {
  const next = bar?.querySelector<HTMLElement>('.bp6-button:not([disabled])');
  const heading = bar?.closest('main')?.querySelector<HTMLElement>('h1');
  if (!next && heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (next ?? heading)?.focus();
}
