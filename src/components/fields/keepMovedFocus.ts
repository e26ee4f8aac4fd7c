/**
 * Blueprint's Select gives the focus back to its button twice while it closes, whatever has the
 * focus by then: a frame after it starts closing, and (after an Escape) once its closing
 * transition has ended, a timer later. A member who picked an item or pressed Escape and went
 * straight on to the next field (Tab, a click; on a busy machine a frame or a timer is long) had
 * the focus pulled back to the button, and what he typed next went there. Called from the
 * popover's `onClosing`, after Blueprint has asked for its frame, it notes where the member is or
 * goes outside the popover and its button; the returned function, called from `onClosed`, and the
 * frame asked after Blueprint's each send the focus on to that place if the button has taken it.
 * When he went nowhere, the button keeps it.
 */
export function keepMovedFocus(popover: HTMLElement, button: HTMLElement | null): () => void {
  const elsewhere = (to: EventTarget | null): to is HTMLElement =>
    to instanceof HTMLElement && to !== button && to !== document.body && !popover.contains(to);
  // the closing starts a render after the key that asked for it: the member may be there already
  let movedTo: HTMLElement | null = elsewhere(document.activeElement) ? document.activeElement : null;
  let waiting = 2;
  const onFocusIn = (e: FocusEvent) => {
    if (elsewhere(e.target)) movedTo = e.target;
  };
  const sendOn = () => {
    if (movedTo?.isConnected && document.activeElement === button) movedTo.focus();
    waiting -= 1;
    if (waiting === 0) document.removeEventListener('focusin', onFocusIn, true);
  };
  document.addEventListener('focusin', onFocusIn, true);
  // a frame asked after Blueprint's: it runs once the button has taken the focus back
  requestAnimationFrame(sendOn);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    sendOn();
  };
}
