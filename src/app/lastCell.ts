import { focusIsFree } from './focusLanding.ts';

/**
 * The grid cell the keyboard was last in. An overlay opened from a cell's editor (Ctrl+K) gives the
 * focus back to that editor's input when it closes, but the edit ended as the focus left it and
 * the input is gone: the keyboard fell on the page's body. The cell itself outlives its editor.
 */
let lastCell: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    const cell = e.target instanceof Element ? e.target.closest<HTMLElement>('.ag-cell') : null;
    if (cell) lastCell = cell;
  });
}

/** Back to the last grid cell, when nothing holds the focus and that cell is still drawn. */
export function backToLastCell(): void {
  if (focusIsFree() && lastCell?.isConnected) lastCell.focus();
}
