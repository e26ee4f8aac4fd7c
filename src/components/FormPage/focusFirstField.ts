import { type RefObject, useEffect } from 'react';
import { focusIsFree } from '../../app/focusLanding.ts';

const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';
// where Blueprint leaves the focus as a drawer or dialog opens: its container or a focus trap
const OVERLAY =
  '.bp6-overlay-content, .bp6-overlay-start-focus-trap, .bp6-overlay-end-focus-trap, .bp6-drawer, .bp6-dialog';
const FRAMES = 60;

/**
 * A form opened on a record in a drawer or a dialog starts with the keyboard in its first field,
 * as a new one does (its field's autoFocus): left on the overlay's focus trap, the first key would
 * be a Tab. A form that is a page keeps the landing on its heading (app/focusLanding.ts), which
 * says where the user is before the many fields. Only while nothing else holds the focus: a field
 * focused by the form itself, or by the user, is kept.
 */
export function useFocusFirstField(box: RefObject<HTMLFormElement | null>, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    let frames = 0;
    let id = 0;
    const attempt = () => {
      const form = box.current;
      if (form && !form.closest('.bp6-overlay')) return;
      const active = document.activeElement;
      if (form?.contains(active) && active !== form) return;
      const free = focusIsFree() || !!active?.matches(OVERLAY) || active === form;
      const field = form?.querySelector<HTMLElement>(FIELD);
      if (free && field) field.focus();
      else if (free && ++frames < FRAMES) id = requestAnimationFrame(attempt);
    };
    id = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(id);
  }, [ready, box]);
}
