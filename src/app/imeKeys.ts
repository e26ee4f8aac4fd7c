/**
 * A key an input method (pinyin, kana…) takes to compose text is the input method's, not the
 * console's. Chrome on macOS hands the page the Enter that picks the characters as a keydown
 * with key "Enter" (keyCode 229, isComposing) before inserting them: the grid saved the
 * half-typed pinyin and moved down, a picker took its first match for the letters, the live
 * page's entry row sent the order. Such keydowns stop at the window, before the grid, React and
 * the shortcuts see them; the browser has already given the key to the input method, so what
 * is typed is unchanged. Installed before anything else listens.
 */
export function leaveComposingKeysToTheInputMethod(target: Window = window): void {
  target.addEventListener(
    'keydown',
    (e) => {
      // keyCode is deprecated, but 229 is how Chrome on Windows and Safari mark these keys
      if (e.isComposing || e.keyCode === 229) e.stopImmediatePropagation();
    },
    { capture: true },
  );
}
