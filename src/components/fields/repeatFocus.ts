import { focusIsFree } from '../../app/focusLanding.ts';

const CONTROL = 'input, select, textarea, button';
/** a field that loads its choices (the areas) draws a spinner in its place meanwhile */
const LOADING = '.bp6-spinner';
/** how long a row's loading field is waited for before the keyboard is left where it is */
const WAIT_MS = 15_000;

/**
 * The row's first control; `null` while a field before it still loads: the first control found
 * then would be the next one (an area row's rules' Add button), not the row's first field.
 */
function firstControl(row: Element): HTMLElement | null {
  for (const el of row.querySelectorAll<HTMLElement>(`${CONTROL}, ${LOADING}`)) {
    if (el.matches(LOADING)) return null;
    if (!el.matches(':disabled')) return el;
  }
  return null;
}

/**
 * Gives the keyboard to the first control of the first of `rowIds` that is drawn, once that
 * control can take it; with none of them drawn, to `fallback` if there is one (a removed last
 * row: the Add button). Nothing is done before `drawn` says the rows' change is on the page:
 * until then the ids still name the rows as they were. Only while the keyboard is still where it
 * was (`holder`, the button pressed) or nowhere (the removed row took it away with it): a member
 * who went on elsewhere meanwhile keeps his place.
 */
export function focusRowWhenReady({
  rowIds,
  holder,
  drawn,
  fallback,
}: {
  rowIds: readonly string[];
  holder: Element | null;
  drawn: () => boolean;
  fallback?: () => HTMLElement | null;
}): void {
  const until = performance.now() + WAIT_MS;
  const attempt = () => {
    const stillHere = focusIsFree() || document.activeElement === holder;
    if (!stillHere || performance.now() > until) return;
    if (!drawn()) {
      requestAnimationFrame(attempt);
      return;
    }
    const row = rowIds.map((id) => document.getElementById(id)).find((r) => r !== null);
    if (!row) {
      fallback?.()?.focus();
      return;
    }
    const control = firstControl(row);
    if (control) control.focus();
    else requestAnimationFrame(attempt);
  };
  // once the rows' change is drawn
  requestAnimationFrame(attempt);
}
