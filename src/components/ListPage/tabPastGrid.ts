import type { KeyboardEvent } from 'react';
import { follows, tabStops } from '../../app/tabStops.ts';

/**
 * Tab out of a grid goes on to the next control of the page (`tabOutOfGrid` lets the browser move
 * on): the pager's first working button, a page's buttons under its lines. Where nothing follows
 * the grid (a list of a single page, whose pager's buttons are all disabled), the browser took the
 * keyboard off the page, to its body, where no key of the console answers: Tab goes round to the
 * list's toolbar instead (the page's first control where there is none), as Tab goes round a
 * dialog. Shift+Tab always has the toolbar or the menu before the grid. Every grid's wrapper calls it.
 */
export function tabPastGrid(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab' || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey || e.nativeEvent.defaultPrevented)
    return;
  const grid = e.currentTarget;
  // an overlay's own focus trap takes Tab round it
  if (grid.closest('.bp6-overlay')) return;
  const stops = tabStops(document.body);
  if (stops.some((el) => !grid.contains(el) && follows(grid, el))) return;
  const list = grid.closest('.cpt-list');
  const toolbar = list?.querySelector('.cpt-toolbar');
  const main = grid.closest('main') ?? document.body;
  const round = (toolbar && tabStops(toolbar)[0]) ?? tabStops(main).find((el) => !grid.contains(el));
  if (!round) return;
  e.preventDefault();
  round.focus();
}
