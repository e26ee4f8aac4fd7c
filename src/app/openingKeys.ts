import { returnToLastOpener } from './focusReturn.ts';
import { bindingOf } from './shortcuts.ts';
import { arrived, typeAhead, typeNow } from './typeAhead.ts';
import { holdTyped, MODIFIERS, type TypedKey, typedKey } from './typedKeys.ts';

let ended: (() => void) | null = null;
/** keys held from a row's Enter or click until the list hears of it (holdUntilOpened) */
let early: { keys: TypedKey[]; stop: () => void } | null = null;

/**
 * Enter or a click on a list's row. The grid tells the list of it a task later (its events are
 * dispatched after a timer), and keys typed meanwhile went to the list's cells: Enter, Tab lost
 * the Tab, a click then a letter started editing the clicked cell under the drawer. They are
 * held from the key or click itself: escapeWhileOpening takes them over, and if the row does not
 * open after all (a cell edited in place) they are typed where the focus is then.
 */
export function holdUntilOpened(): void {
  early?.stop();
  const keys: TypedKey[] = [];
  const release = holdTyped(keys);
  const stop = () => {
    clearTimeout(timer);
    release();
    if (early === self) early = null;
  };
  const self = { keys, stop };
  early = self;
  // queued after the grid's own timer (its event was dispatched before this hold began), so the
  // list has heard of the row by then, and opened it or not
  const timer = setTimeout(() => {
    stop();
    typeNow(keys);
  }, 0);
}

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
  /** false when the key is not the opening's to take (the new screen's own Escape) */
  const take = (k: TypedKey): boolean => {
    const plainEscape = k.key === 'Escape' && !k.ctrlKey && !k.altKey && !k.metaKey && !k.shiftKey;
    if (plainEscape && held.length === 0) {
      end();
      // bound since the row was opened: the new screen's own Escape (the list's own, if it had
      // one, went with it)
      if (bindingOf('escape') > before) return false;
      back(window.location.pathname !== listPath);
      returnToLastOpener();
      return true;
    }
    held.push(k);
    giveUp ??= setTimeout(() => {
      end();
      typeAhead(held.splice(0), onList);
    }, GIVE_UP_MS);
    return true;
  };
  const onKey = (e: KeyboardEvent) => {
    if (!e.isTrusted || e.isComposing || MODIFIERS.includes(e.key)) return;
    if (!take(typedKey(e))) return;
    e.preventDefault();
    e.stopImmediatePropagation();
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
  // typed since the Enter or click, before the list heard of it
  const rest = early?.keys.splice(0) ?? [];
  early?.stop();
  if (rest.length === 0) return;
  // once the caller has set off to the row (it calls this just before): an Escape among them
  // goes back from there, not before it, when the row would still open
  queueMicrotask(() => {
    while (rest.length > 0 && ended === end && take(rest[0]!)) rest.shift();
    // after an Escape back to the list, or the new screen's own Escape: typed as they came
    typeNow(rest);
  });
}
