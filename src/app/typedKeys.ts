/** A key as it was typed, kept to be typed again once its target is there. */
export interface TypedKey {
  key: string;
  code?: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/** keys that are only held down with another one: never kept on their own */
export const MODIFIERS = ['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'];

export const typedKey = (e: KeyboardEvent): TypedKey => ({
  key: e.key,
  code: e.code,
  shiftKey: e.shiftKey,
  ctrlKey: e.ctrlKey,
  altKey: e.altKey,
  metaKey: e.metaKey,
});

/** A character typed without Ctrl, Alt or Meta: text for a text field. */
export const isChar = (k: TypedKey) => k.key.length === 1 && !k.ctrlKey && !k.metaKey && !k.altKey;

const NOT_TEXT = ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color'];

/** The element when it takes typed text: a textarea or a text-like input, writable. */
export function textField(el: Element | null): HTMLInputElement | HTMLTextAreaElement | null {
  const text =
    el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !NOT_TEXT.includes(el.type));
  return text && !(el as HTMLInputElement).readOnly && !(el as HTMLInputElement).disabled
    ? (el as HTMLInputElement | HTMLTextAreaElement)
    : null;
}

/**
 * A character or Backspace typed into the input as the browser would: over its selection. A
 * replayed key event types nothing (the browser acts only on the keys it sends itself), and the
 * input event lets React's controlled fields see the new text.
 */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, k: TypedKey): void {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  if (k.key === 'Backspace') {
    if (start === end && start > 0) input.setRangeText('', start - 1, end, 'end');
    else input.setRangeText('', start, end, 'end');
  } else input.setRangeText(k.key, start, end, 'end');
  const inputType = k.key === 'Backspace' ? 'deleteContentBackward' : 'insertText';
  const data = k.key === 'Backspace' ? null : k.key;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data }));
}

/**
 * Takes every key the user types (not a replayed one, not a modifier alone, not one composing
 * Chinese) from its target into `into`, in order, until the returned function is called.
 */
export function holdTyped(into: TypedKey[]): () => void {
  const hold = (e: KeyboardEvent) => {
    if (!e.isTrusted || e.isComposing || MODIFIERS.includes(e.key)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    into.push(typedKey(e));
  };
  window.addEventListener('keydown', hold, true);
  return () => window.removeEventListener('keydown', hold, true);
}
