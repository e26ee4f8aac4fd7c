import { returnToLastOpener } from './focusReturn.ts';
import { bindingOf } from './shortcuts.ts';

let ended: (() => void) | null = null;

/**
 * Escape typed between Enter opening a row and the row's screen being there. The screen (a form,
 * a purchase order) binds Escape to go back once it is drawn; before that its code or its record
 * is still on the way, nobody listens, and the Escape of a member who pressed Enter on the wrong
 * row was lost: the page then showed anyway. Until the new screen binds Escape itself or takes the
 * keyboard (the focus on its heading or a field: a screen without an Escape of its own is drawn),
 * an Escape goes back to the list (`back`: whether the row's screen was navigated to already),
 * and the focus to the row that was opened, as from a form, with the arrows typed after it.
 */
export function escapeWhileOpening(back: (arrived: boolean) => void): void {
  ended?.();
  const list = window.location.pathname;
  const opener = document.activeElement;
  const before = bindingOf('escape');
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.isComposing || e.ctrlKey || e.altKey || e.metaKey || e.shiftKey) return;
    end();
    // bound since the row was opened: the new screen's own Escape (the list's own, if it had one,
    // went with it)
    if (bindingOf('escape') > before) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    back(window.location.pathname !== list);
    returnToLastOpener();
  };
  // the focus landing on the main region is the screen still loading; anywhere else (its heading,
  // its field, another cell of the list still shown) the keyboard is taken
  const onFocus = (e: FocusEvent) => {
    const at = e.target;
    if (at !== opener && !(at instanceof HTMLElement && at.tagName === 'MAIN')) end();
  };
  const end = () => {
    window.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('pointerdown', end, true);
    if (ended === end) ended = null;
  };
  window.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('pointerdown', end, true);
  ended = end;
}
