/**
 * Where a Blueprint Alert puts the keyboard: on one of its footer's buttons, as it opens (so a key
 * typed during its fade-in, Shift+Tab to the other button, is not undone later) and again once it
 * is shown, unless the keyboard is on one of its buttons by then: code that ran after the opening
 * (a refused save moving to its first error a frame later) may have taken it away.
 * `pick` chooses among the footer's buttons, in their order.
 */
export function alertFocus(pick: (buttons: HTMLElement[]) => HTMLElement | undefined) {
  const focus = (el: HTMLElement, always: boolean) => {
    const buttons = [...el.querySelectorAll<HTMLElement>('.bp6-alert-footer .bp6-button')];
    const at = document.activeElement;
    if (always || !buttons.some((b) => b === at)) pick(buttons)?.focus();
  };
  return {
    onOpening: (el: HTMLElement) => focus(el, true),
    onOpened: (el: HTMLElement) => focus(el, false),
  };
}
