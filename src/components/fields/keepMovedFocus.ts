/**
 * Blueprint's Select gives the focus back to its button a frame after it starts closing, whatever
 * has the focus by then: a member who picked an item and went straight on to the next field (Tab
 * from the search, a click, on a busy machine a frame is long) had the focus pulled back to the
 * button, and what he typed next was lost. Called from the popover's `onClosing`, after Blueprint
 * has asked for that frame, it sends the focus on to where the member went, if he went anywhere
 * outside the popover and its button meanwhile; when he did not, the button keeps it.
 */
export function keepMovedFocus(popover: HTMLElement, button: HTMLElement | null): void {
  let movedTo: HTMLElement | null = null;
  const onFocusIn = (e: FocusEvent) => {
    const to = e.target;
    if (to instanceof HTMLElement && to !== button && !popover.contains(to)) movedTo = to;
  };
  document.addEventListener('focusin', onFocusIn, true);
  // a frame asked after Blueprint's: it runs once the button has taken the focus back
  requestAnimationFrame(() => {
    document.removeEventListener('focusin', onFocusIn, true);
    if (movedTo?.isConnected && document.activeElement === button) movedTo.focus();
  });
}
