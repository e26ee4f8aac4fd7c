import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const LANDING = 'data-focus-landing';

/**
 * Whether nobody holds the keyboard: the focus is on the page itself, or on the place a navigation
 * landed it (below). Code that gives the focus back once its screen is drawn (a list's row, a
 * form's opener, the live grid's order) acts only then, and the landing does not count as a
 * choice of the user's.
 */
export function focusIsFree(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.hasAttribute(LANDING);
}

/**
 * After every navigation (a menu entry, the palette, a row opened, a tab, the sign-in), the focus
 * lands in the new screen when nothing else holds it: on its heading once drawn, on the main
 * region until then, and again whenever it falls to the page while the screen changes. Left on
 * the page's body it would start Tab from the skip link and tell a screen reader nothing of the
 * new screen. A screen that focuses its own field or cell keeps it.
 */
export function useFocusLanding(main: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) lands once
  useEffect(() => {
    const region = main.current;
    if (!region) return;
    const land = () => {
      const heading = region.querySelector<HTMLElement>('h1');
      const target = heading ?? region;
      if (document.activeElement === target) return;
      if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      target.setAttribute(LANDING, '');
      target.focus({ preventScroll: true });
    };
    if (focusIsFree()) land();
    // the screen draws later (its code loads, its record arrives, a tab's rows replace the ones
    // that held the cursor): while it changes, a focus that fell to the page lands again
    const watch = new MutationObserver(() => {
      if (focusIsFree()) land();
    });
    watch.observe(region, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [key]);
}
