import { Intent, OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';
import i18n from 'i18next';

/**
 * One toaster for the whole console, created on first use (Blueprint 6 mounts it asynchronously).
 * Toasts are announced by Blueprint's live region, so screen readers hear saves and failures.
 */
let toaster: Promise<Toaster> | null = null;

function get(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
  return toaster;
}

/**
 * Blueprint names a toast's close button "Close" in English on every page: the toast's one button is
 * ours, in the page's language (a toast's own action, such as Cancel, dismisses it as well).
 */
export async function toast(props: ToastProps, key?: string): Promise<string> {
  const action = props.action ?? { icon: 'cross' as const, 'aria-label': i18n.t('app.close') };
  return (await get()).show({ ...props, isCloseButtonShown: false, action }, key);
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
