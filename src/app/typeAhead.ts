import { newSelectSearch, pickInSelect, type SelectSearch } from './selectTyped.ts';
import { follows, precedes, tabStops } from './tabStops.ts';
import { holdTyped, isChar, type TypedKey, textField, typeInto } from './typedKeys.ts';

/** where the focus only passes while a screen opens: an overlay's trap or container, the page */
const PASSING =
  '.bp6-overlay-start-focus-trap, .bp6-overlay-end-focus-trap, .bp6-overlay-content, .bp6-drawer, .bp6-dialog, main';
/** frames (about ten seconds) the new screen may take to put its focus where it keeps it (its first field, once its record is read) */
const FRAMES = 600;

/** Whether the focus is in the new screen (not a place it passes while opening), maybe still loading. */
export const arrived = (at: Element | null, notInto: (at: Element) => boolean) =>
  !!at && at !== document.body && !at.matches(PASSING) && !notInto(at);

/** A form page still reading its record: its spinner where its form will be. */
const formLoading = (main: Element | null) =>
  !!main?.querySelector('.cpt-form-page .bp6-spinner') && !main.querySelector('.cpt-form');

/**
 * Whether the focus has reached where the new screen keeps it. A form page lands on its heading
 * while it reads its record (its spinner shown where its form will be), and its form then puts
 * the keyboard in its first field: the heading is where the keys go only once the form is drawn
 * (or its record failed). Any other screen's spinner (a picture loading in a section) is no
 * reason to wait: the keyboard is the user's.
 */
export const settled = (at: Element | null, notInto: (at: Element) => boolean) =>
  arrived(at, notInto) && !(at!.hasAttribute('data-focus-landing') && formLoading(at!.closest('main')));

/** The next (or previous) place Tab takes the focus to from `at`, within its overlay or page. */
function tabFrom(at: HTMLElement, back: boolean): HTMLElement | null {
  const scope = at.closest('.bp6-overlay-content, [role="dialog"], main') ?? document.body;
  const all = tabStops(scope);
  // the heading a page lands on is not itself a stop: Tab goes to what follows it
  return back
    ? (all.findLast((el) => precedes(at, el)) ?? null)
    : (all.find((el) => follows(at, el)) ?? null);
}

/** The legacy key codes of the keys a shortcut may be: Mousetrap reads `which`, not `key`. */
const CODES: Record<string, number> = {
  Backspace: 8,
  Tab: 9,
  Enter: 13,
  Escape: 27,
  ' ': 32,
  PageUp: 33,
  PageDown: 34,
  End: 35,
  Home: 36,
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
  Delete: 46,
  F2: 113,
};
const keyCodeOf = (key: string) =>
  CODES[key] ?? (/^[a-z0-9]$/i.test(key) ? key.toUpperCase().charCodeAt(0) : 0);

/** A key event as the browser sends it, with the legacy codes a script built one without. */
function keyEvent(type: 'keydown' | 'keypress' | 'keyup', k: TypedKey): KeyboardEvent {
  const e = new KeyboardEvent(type, { ...k, bubbles: true, cancelable: true });
  const code = type === 'keypress' ? k.key.charCodeAt(0) : keyCodeOf(k.key);
  for (const name of ['which', 'keyCode', ...(type === 'keypress' ? ['charCode'] : [])])
    Object.defineProperty(e, name, { value: code });
  return e;
}

/** One key, typed where the focus is now, as the browser would have taken it. */
function typeKey(k: TypedKey, search: SelectSearch): void {
  const at = document.activeElement;
  if (!(at instanceof HTMLElement)) return;
  const field = textField(at);
  if (field && (isChar(k) || (k.key === 'Backspace' && !k.ctrlKey && !k.altKey && !k.metaKey))) {
    typeInto(field, k);
    return;
  }
  // a letter or an arrow on a list of choices picks as it would (a script's key picks nothing there)
  if (at instanceof HTMLSelectElement && pickInSelect(at, k, search)) return;
  search.text = '';
  if (k.key === 'Tab' && !k.ctrlKey && !k.altKey && !k.metaKey) {
    const next = tabFrom(at, k.shiftKey);
    if (!next) return;
    next.focus();
    // as a Tab does, the field reached holds its whole text selected: what is typed replaces it
    if (next instanceof HTMLInputElement) textField(next)?.select();
    return;
  }
  // anything else (a shortcut, Enter, an arrow) goes to its listeners as typed
  at.dispatchEvent(keyEvent('keydown', k));
  if (isChar(k)) at.dispatchEvent(keyEvent('keypress', k));
  at.dispatchEvent(keyEvent('keyup', k));
}

/** Keys held a moment (a task), typed where the focus is now. */
export function typeNow(keys: readonly TypedKey[]): void {
  const search = newSelectSearch();
  for (const k of keys) typeKey(k, search);
}

/**
 * The keys typed while a screen was opening, typed on it once its focus has settled: in its first
 * field (a form in a drawer), on its heading (a page), in a grid. Characters and Backspace are
 * typed into a text field, letters and arrows pick in a list of choices (a native select), Tab
 * moves on as Tab does, other keys are sent to the focused element.
 * Never into `notInto` (the list the row was opened from, still under a drawer): a screen that
 * does not take the keyboard in time gets none of them rather than the list's cells.
 */
export function typeAhead(keys: readonly TypedKey[], notInto: (at: Element) => boolean): void {
  // a page still loading holds the keys typed from now on too
  if (keys.length === 0 && settled(document.activeElement, notInto)) return;
  const queue = [...keys];
  // typed while the focus settles: behind the held ones, in order
  const release = holdTyped(queue);
  let frames = 0;
  const attempt = () => {
    const ready = settled(document.activeElement, notInto);
    if (!ready && ++frames < FRAMES) {
      requestAnimationFrame(attempt);
      return;
    }
    release();
    // a screen still loading after all that: the keys go where its focus is, never to the list
    const search = newSelectSearch();
    if (ready || arrived(document.activeElement, notInto)) for (const k of queue) typeKey(k, search);
  };
  requestAnimationFrame(attempt);
}
