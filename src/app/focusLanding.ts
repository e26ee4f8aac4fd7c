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
 * region until then, while the screen is being drawn. Left on the page's body it would start Tab
 * from the skip link and tell a screen reader nothing of the new screen. A screen that focuses
 * its own field or cell keeps it, and from then on the screen is left alone.
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
      // a landing is free only while it holds the focus: a click on the page later focuses
      // the main region too (it takes the focus for the skip link), and that is the user's choice
      target.addEventListener('blur', () => target.removeAttribute(LANDING), { once: true });
      target.focus({ preventScroll: true });
    };
    // the region itself holds no control: focus there (given back by the palette as it closes,
    // or a click beside the new screen's controls) lands on its heading while the screen draws
    const open = () => focusIsFree() || document.activeElement === region;
    // what held the focus when the navigation happened (a tab's cell, a row's link) belongs to the
    // screen being replaced: the focus lands when it falls from there, until another takes it
    const before = open() ? null : document.activeElement;
    if (!before) land();
    const watch = new MutationObserver(() => {
      const active = document.activeElement;
      if (open()) land();
      // held by a control of the new screen (its field, its grid, a click): the screen is the
      // user's from now on, and a control removed later (a row deleted) is not a navigation
      else if (active !== before) watch.disconnect();
    });
    watch.observe(region, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [key]);
}
