import { focusIsFree } from './focusLanding.ts';

/** the keys that move in a list or open its row: typed on the heading they would do nothing */
const HELD = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', ' ', 'PageUp', 'PageDown']);

const UNSETTLED = '[aria-busy="true"], .cpt-grid-sizing';
const FRAMES = 300;

export interface HeldKeys {
  /** the form is gone: from now on only keys typed where nobody has the keyboard are held */
  closed: () => void;
  /**
   * the focus is back on `to` (the cell or control that opened the form): the keys held so far,
   * and those typed until its list is settled, are typed again where the focus is
   */
  release: (to: Element | null) => void;
}

/**
 * Holds the moving keys typed while nobody has the keyboard, between a form closing and its
 * opener showing again (the list under a drawer is drawn anew, which takes a moment on a loaded
 * machine): ↓↓ Enter typed at once then move to the third row and open it, instead of falling on
 * the page's heading and being lost. `closing`: the form is still on the screen, its route about
 * to change (the next screen loads first): its keys are held too, or ↓ would go to its field.
 */
export function holdKeys(closing = false): HeldKeys {
  const held: KeyboardEventInit[] = [];
  let landing = false;
  const hold = (e: KeyboardEvent) => {
    if (!HELD.has(e.key) || e.ctrlKey || e.altKey || e.metaKey) return;
    if (!(closing || landing || focusIsFree())) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push({ key: e.key, code: e.code, shiftKey: e.shiftKey, bubbles: true, cancelable: true });
  };
  window.addEventListener('keydown', hold, true);
  const stop = () => window.removeEventListener('keydown', hold, true);
  const replay = () => {
    stop();
    const first = document.activeElement;
    if (!first || focusIsFree()) return;
    const scope = first.closest('.cpt-grid') ?? first;
    for (const init of held) {
      const at = document.activeElement;
      // each key goes where the one before left the focus (an arrow moves it to the next cell);
      // once a key has taken the focus out of the list (Enter opened a row), the rest are dropped
      if (!(at instanceof HTMLElement) || !scope.contains(at)) return;
      at.dispatchEvent(new KeyboardEvent('keydown', init));
      at.dispatchEvent(new KeyboardEvent('keyup', init));
    }
  };
  return {
    closed: () => {
      closing = false;
    },
    release: (to) => {
      closing = false;
      if (landing) return;
      if (!to) return stop();
      landing = true;
      // a grid still sizing its columns to the rows redraws its cells: the keys wait for its
      // last redraw (held on, in order, with the ones typed meanwhile)
      let frames = 0;
      const settled = () => {
        const at = document.activeElement;
        const unsettled = !!at?.closest(UNSETTLED) || (to.isConnected && !!to.closest(UNSETTLED));
        if (unsettled && ++frames < FRAMES) requestAnimationFrame(settled);
        else replay();
      };
      settled();
    },
  };
}
