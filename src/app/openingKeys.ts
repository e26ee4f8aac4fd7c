import { returnToLastOpener } from './focusReturn.ts';
import { bindingOf } from './shortcuts.ts';
import { arrived, typeAhead } from './typeAhead.ts';
import { MODIFIERS, type TypedKey, typedKey } from './typedKeys.ts';

let ended: (() => void) | null = null;

/** A screen that never takes the keyboard: the keys typed for it go where its focus is then, if anywhere. */
const GIVE_UP_MS = 5000;

/**
 * The keys typed between Enter (or a click) opening a row and the row's screen being there. The
 * screen's code or its record is still on the way, nobody listens, and the keys were lost, or
 * worse, half of them: Enter, Tab, "12" lost the Tab and put 12 in the first field. Until the new
 * screen binds Escape itself or takes the keyboard (the focus on its heading or a field: a screen
 * without an Escape of its own is drawn), an Escape goes back to the list (`back`: whether the
 * row's screen was navigated to already), and the focus to the row that was opened, as from a
 * form, with the arrows typed after it. Any other key is held, with those after it, and typed on
 * the new screen once its focus has settled (typeAhead.ts): a practised typist's Enter, Tab, "12"
 * fills the second field.
 */
export function escapeWhileOpening(back: (arrived: boolean) => void): void {
  ended?.();
  const listPath = window.location.pathname;
  const before = bindingOf('escape');
  // the list's page, by its title: a row opened in a drawer draws the list again under it, and the
  // focus lands on its heading, or its grid takes it back, while the drawer opens; no key typed for
  // the new screen may go there
  const listTitle = document.querySelector('main h1')?.textContent ?? null;
  const onList = (at: Element) =>
    listTitle !== null &&
    !!at.closest('main') &&
    !at.closest('.bp6-overlay') &&
    document.querySelector('main h1')?.textContent === listTitle;
  const held: TypedKey[] = [];
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const onKey = (e: KeyboardEvent) => {
    if (!e.isTrusted || e.isComposing || MODIFIERS.includes(e.key)) return;
    const plainEscape = e.key === 'Escape' && !e.ctrlKey && !e.altKey && !e.metaKey && !e.shiftKey;
    if (plainEscape && held.length === 0) {
      end();
      // bound since the row was opened: the new screen's own Escape (the list's own, if it had
      // one, went with it)
      if (bindingOf('escape') > before) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      back(window.location.pathname !== listPath);
      returnToLastOpener();
      return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(typedKey(e));
    giveUp ??= setTimeout(() => {
      end();
      typeAhead(held.splice(0), onList);
    }, GIVE_UP_MS);
  };
  // the focus landing on the main region, an overlay's trap, or the list's heading or grid under a
  // drawer, is the screen still loading; anywhere else (the new screen's heading, its field) the
  // keyboard is taken
  const onFocus = (e: FocusEvent) => {
    // in the new screen, loading or not: typeAhead waits for it to be drawn, holding what follows
    if (!arrived(e.target instanceof Element ? e.target : null, onList)) return;
    end();
    typeAhead(held.splice(0), onList);
  };
  const dropped = () => {
    end();
    held.length = 0;
  };
  const end = () => {
    clearTimeout(giveUp);
    window.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('pointerdown', dropped, true);
    if (ended === end) ended = null;
  };
  window.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocus, true);
  // a click is the user choosing where to go on: what was typed before it is not for there
  document.addEventListener('pointerdown', dropped, true);
  ended = end;
}
