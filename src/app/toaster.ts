import { Intent, OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';
import i18n from 'i18next';

/**
 * One toaster for the whole console, created on first use (Blueprint 6 mounts it asynchronously).
 * Toasts are announced by Blueprint's live region, so screen readers hear saves and failures.
 * They show at the top left, over the brand and the palette's box (app.css sets them in the top
 * bar): the drawers open on the right, with their title and buttons, and the grids' rows start
 * lower; at the top centre they covered a drawer's first field (docs/client.md, "Toasts").
 */
let toaster: Promise<Toaster> | null = null;

function get(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP_LEFT, maxToasts: 5 });
  return toaster;
}

const TOAST = '.bp6-toast';
/** the element the keyboard was on before it went into a toast (Tab from the grid reaches them) */
let outside: HTMLElement | null = null;
/** the keyboard went into a toast and nowhere since (a pressed button may drop it on the body) */
let inToast = false;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    inToast = e.target instanceof Element && !!e.target.closest(TOAST);
    // AG Grid's tab guards only pass the focus on: the cell before them is where the keyboard was
    if (!inToast && e.target instanceof HTMLElement && !e.target.classList.contains('ag-tab-guard'))
      outside = e.target;
  });
}

/**
 * A toast closed with the keyboard in it (Escape, its button, its time out) gives the keyboard back
 * where it came from: removed, it left the focus on the page's body, where no key does anything.
 */
function giveFocusBack(): void {
  const at = document.activeElement;
  const dropped = !at || at === document.body || !!at.closest(TOAST);
  if (inToast && dropped && outside?.isConnected) outside.focus();
}

/**
 * Blueprint names a toast's close button "Close" in English on every page: the toast's one button is
 * ours, in the page's language (a toast's own action, such as Cancel, dismisses it as well).
 */
export async function toast(props: ToastProps, key?: string): Promise<string> {
  const action = props.action ?? { icon: 'cross' as const, 'aria-label': i18n.t('app.close') };
  const onDismiss = (timedOut: boolean) => {
    giveFocusBack();
    props.onDismiss?.(timedOut);
  };
  return (await get()).show({ ...props, isCloseButtonShown: false, action, onDismiss }, key);
}

export function toastSuccess(message: string): void {
  void toast({ message, intent: Intent.SUCCESS, icon: 'tick', timeout: 3000 });
}

/** Errors share one toast slot by default: a repeated failed save replaces, not stacks. */
export function toastError(message: string, key = 'error'): void {
  void toast({ message, intent: Intent.DANGER, icon: 'error', timeout: 6000 }, key);
}

export async function dismissToast(key: string): Promise<void> {
  (await get()).dismiss(key);
}
