/** what Tab may stop at, before the checks only the element itself can answer */
const TABBABLE =
  'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** The places Tab stops at in `scope`, in the page's order: enabled, shown, not an overlay's focus trap. */
export function tabStops(scope: ParentNode): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      !el.matches('[disabled], .bp6-overlay-start-focus-trap, .bp6-overlay-end-focus-trap') &&
      !el.closest('[inert]') &&
      el.tabIndex >= 0 &&
      el.checkVisibility(),
  );
}

/** Whether `el` comes after `at` in the page's order (inside it too, as Tab goes into it). */
export const follows = (at: Node, el: Node) =>
  !!(at.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Whether `el` comes before `at` in the page's order (holding it too, as Shift+Tab goes back to it). */
export const precedes = (at: Node, el: Node) =>
  !!(at.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
