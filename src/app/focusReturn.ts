import { useCallback, useEffect, useRef, useState } from 'react';
import { focusIsFree } from './focusLanding.ts';
import { type HeldKeys, holdKeys } from './heldKeys.ts';

/**
 * Focus back to what opened a form. A form (a drawer over its list, or a page) is a route: the
 * list it opened from is unmounted and mounted again when it closes, so the button or cell that
 * opened it is a new element, and Blueprint's own return of focus has nothing to return to. So
 * the opener is remembered by what it is (a grid cell by row and column, a control by its id or
 * its role and name), and found again on the screen shown after the form closes.
 */
type Opener =
  | { kind: 'cell'; rowId: string; colId: string }
  | { kind: 'control'; id: string; tag: string; name: string };

const CONTROL = 'button, a[href], [role="tab"], [role="button"], input, select, textarea';
/** overlays (a row's menu, a popover) close with their items: their opener is the one before */
const OVERLAY = '.bp6-portal, .bp6-overlay';

let last: Opener | null = null;

const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();

function describe(target: EventTarget | null): Opener | null {
  if (!(target instanceof Element) || target.closest(OVERLAY)) return null;
  const cell = target.closest('.ag-cell[col-id]');
  const rowId = cell?.closest('.ag-row[row-id]')?.getAttribute('row-id');
  if (cell && rowId) return { kind: 'cell', rowId, colId: cell.getAttribute('col-id')! };
  const control = target.closest(CONTROL);
  if (!control) return null;
  return { kind: 'control', id: control.id, tag: control.tagName, name: nameOf(control) };
}

function find(o: Opener): HTMLElement | null {
  if (o.kind === 'cell') {
    const row = `.ag-row[row-id="${CSS.escape(o.rowId)}"]`;
    return document.querySelector<HTMLElement>(`${row} .ag-cell[col-id="${CSS.escape(o.colId)}"]`);
  }
  if (o.id) return document.getElementById(o.id);
  const all = [...document.querySelectorAll<HTMLElement>(o.tag)];
  return all.find((el) => !el.closest(OVERLAY) && nameOf(el) === o.name) ?? null;
}

let installed = false;
/** Follows the control each key and press starts from (once, for the whole app). */
export function trackOpeners(): void {
  if (installed) return;
  installed = true;
  const note = (target: EventTarget | null) => {
    const o = describe(target);
    if (o) last = o;
  };
  document.addEventListener('keydown', () => note(document.activeElement), true);
  document.addEventListener('pointerdown', (e) => note(e.target), true);
}

/** a screen that is still loading has not drawn its opener yet: look for it this many frames */
const FRAMES = 300;

/**
 * Focus the opener once it is on the screen and usable, unless the user has put the focus
 * somewhere. A cell of a grid still loading its rows is not yet: the grid ignores the arrows under
 * its loading overlay, so ↓ pressed there would be lost and Enter would open the same row again.
 */
function returnTo(o: Opener, keys: HeldKeys): void {
  let frames = 0;
  const attempt = () => {
    // someone else gave the focus back (a list returns to the row it opened): the keys go there
    if (!focusIsFree()) return keys.release(document.activeElement);
    const el = find(o);
    if (el && !el.closest('[aria-busy="true"]')) {
      el.focus();
      keys.release(el);
    } else if (++frames < FRAMES) requestAnimationFrame(attempt);
    else keys.release(null);
  };
  requestAnimationFrame(attempt);
}

/**
 * Back from a screen that never took the keyboard (Escape typed while it was still loading): the
 * focus to the control that opened it, with the moving keys typed until it is there.
 */
export function returnToLastOpener(): void {
  const held = holdKeys();
  if (last) returnTo(last, held);
  else held.release(null);
}

/**
 * For a form: the opener of the form (the last control used before it showed), focused again when
 * the form goes away (Escape, Cancel, a save), with the keys typed until then. Returns what the
 * form calls as it leaves (not when a guard may still keep it): its keys are held from then on.
 */
export function useReturnFocusToOpener(): () => void {
  const [opener] = useState(() => last);
  const keys = useRef<HeldKeys | null>(null);
  useEffect(
    () => () => {
      const held = keys.current ?? holdKeys();
      keys.current = null;
      held.closed();
      if (opener) returnTo(opener, held);
      else held.release(null);
    },
    [opener],
  );
  return useCallback(() => {
    keys.current ??= holdKeys(true);
  }, []);
}
