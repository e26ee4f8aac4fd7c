import type { CellPosition, GridApi } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import { isChar, MODIFIERS, type TypedKey, typeInto } from '../../../app/typedKeys.ts';

/**
 * Keys typed while a list's text cell editor is still being drawn. AG Grid starts an edit on Tab,
 * Enter or a typed character, but its editor takes the focus a render later (several on a loaded
 * machine): a key pressed meanwhile lands on the cell and is lost. And an edit opened by Tab is
 * focused twice: once when its input is attached, and again a timer later (ag-grid-react's
 * onEditorAttached), which selects the whole text, so the letters typed between the two were
 * replaced by the next one ("Recount" saved as "count"): that late selection is skipped once the
 * text was changed. From the moment an edit of a text cell starts until its input has the focus,
 * every key is held here in order; then the characters (and Backspace) are typed into the input where its caret is, and any
 * other key (Tab, Enter, Escape) is replayed to the input, the hold starting again as soon as a
 * replayed key opens the next editor. A key typed while an open editor's cell holds the focus
 * (its row redrawn) is held the same way, and the focus given back to the editor's input.
 */
/** An editor that never takes the focus (refused, cancelled by the grid) gives its keys back. */
const GIVE_UP_MS = 1000;
/** the keys that start or steer an edit: a practised typist presses them before the editor shows */
const HOLDABLE = ['Backspace', 'Delete', 'Enter', 'Tab', 'Escape'];

const NOT_TEXT = ['checkbox', 'radio', 'button', 'submit'];

/**
 * The element when it is the text input of a cell editor: a text field in a cell or in a popup
 * editor (the cell's editing class may come a render after its input has the focus; a row's
 * selection tick-box is no text field).
 */
function editorInput(el: Element | null): HTMLInputElement | HTMLTextAreaElement | null {
  const text =
    el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !NOT_TEXT.includes(el.type));
  return text && el.closest('.ag-cell, .ag-popup-editor') ? el : null;
}

/**
 * The text input of an open editor whose cell itself holds the focus: a redraw of the row (or the
 * grid putting the focus back on the cell) took it from the input, and the keys typed now would
 * land on the cell, which ignores them while it is edited.
 */
function inputOfEditedCell(el: Element | null): HTMLInputElement | HTMLTextAreaElement | null {
  const cell = el?.classList.contains('ag-cell-inline-editing') ? el : null;
  return editorInput(cell?.querySelector('input, textarea') ?? null);
}

/**
 * The input's select() acts only while it holds the text it was focused with: the grid's second
 * focusing of a Tab-opened editor must not select (and so let the next key replace) what was typed.
 */
function keepTyped(input: HTMLInputElement | HTMLTextAreaElement): void {
  if (Object.hasOwn(input, 'select')) return;
  const seeded = input.value;
  input.select = () => {
    if (input.value === seeded) Object.getPrototypeOf(input).select.call(input);
  };
}

/**
 * Holds the keys typed into this grid while one of its text cells' editors is starting, and
 * replays them once it has the focus. `isTextCell` says whether the cell being edited has a text
 * input (a list of choices or a conflict's buttons take no characters).
 */
export function useEarlyKeys(
  api: GridApi | null,
  isTextCell: (cell: CellPosition) => boolean,
): { editingStopped: () => void } {
  const isText = useRef(isTextCell);
  isText.current = isTextCell;
  const stopped = useRef(() => {});
  useEffect(() => {
    if (!api) return;
    let held: TypedKey[] = [];
    let giveUp: ReturnType<typeof setTimeout> | undefined;

    const opening = () => {
      if (api.isDestroyed()) return false;
      const cell = api.getEditingCells()[0];
      return !!cell?.column && isText.current(cell as CellPosition) && !editorInput(document.activeElement);
    };

    const replay = (force = false) => {
      clearTimeout(giveUp);
      // the editor is open but its cell took the focus: the keys go back to its input
      inputOfEditedCell(document.activeElement)?.focus();
      while (held.length && (force || !opening())) {
        const k = held.shift()!;
        const target = document.activeElement ?? document.body;
        const input = editorInput(target);
        if (input && (isChar(k) || k.key === 'Backspace')) typeInto(input, k);
        else target.dispatchEvent(new KeyboardEvent('keydown', { ...k, bubbles: true, cancelable: true }));
      }
      if (held.length) giveUp = setTimeout(() => replay(true), GIVE_UP_MS);
    };

    const onKeyDown = (e: KeyboardEvent) => {
      if (!e.isTrusted || e.isComposing || MODIFIERS.includes(e.key)) return;
      if (!held.length) {
        const holdable =
          (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) || HOLDABLE.includes(e.key);
        if (!holdable || !opening()) return;
      }
      // behind a held key every key waits its turn, so the order typed is kept
      e.preventDefault();
      e.stopImmediatePropagation();
      held.push({
        key: e.key,
        shiftKey: e.shiftKey,
        ctrlKey: e.ctrlKey,
        altKey: e.altKey,
        metaKey: e.metaKey,
      });
      clearTimeout(giveUp);
      giveUp = setTimeout(() => replay(true), GIVE_UP_MS);
      // no focus is coming to an input already drawn: it is given back now (its focusin replays)
      inputOfEditedCell(document.activeElement)?.focus();
    };
    // the editor focuses its input, then selects its text or puts the caret at the end: the held
    // keys are typed once that is done
    const onFocusIn = (e: FocusEvent) => {
      const input = editorInput(e.target as Element);
      if (!input) return;
      keepTyped(input);
      if (held.length) queueMicrotask(() => replay());
    };
    // an edit stopped before its editor had the focus: its keys go to the cell, as typed
    const onStopped = () => {
      if (held.length) queueMicrotask(() => replay());
    };

    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    stopped.current = onStopped;
    return () => {
      clearTimeout(giveUp);
      held = [];
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
      stopped.current = () => {};
    };
  }, [api]);
  // the grid's cellEditingStopped, passed on by the list's grid options
  return { editingStopped: () => stopped.current() };
}
