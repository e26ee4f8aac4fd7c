import { Button, type ButtonProps, Spinner } from '@blueprintjs/core';

/**
 * A button whose work takes a while (an export, a download), for a keyboard user. Blueprint's
 * `loading` disables the button while it runs, and a disabled button loses the focus: the browser
 * dropped it to the page's body, so the next Tab started again from the top of the page. This one
 * stays focusable and shows a spinner for its icon; a press while it is busy does nothing (a form's
 * submit button included: its press does not submit again).
 */
export function BusyButton({
  busy,
  onClick,
  icon,
  ...rest
}: Omit<ButtonProps, 'loading'> & { busy: boolean }) {
  return (
    <Button
      {...rest}
      icon={busy ? <Spinner size={16} /> : icon}
      aria-busy={busy}
      aria-disabled={busy || rest.disabled}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
