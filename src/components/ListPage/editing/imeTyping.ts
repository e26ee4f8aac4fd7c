import type { CellPosition, GridApi } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import { textField } from '../../../app/typedKeys.ts';
import { rowAtCell } from '../rowAtCell.ts';

/**
 * Chinese typed straight onto a cell, as onto a spreadsheet's. A browser engages the input method
 * (pinyin, wubi) only for an editable element, and a grid cell that is not being edited is none:
 * the first letter typed on it reached the grid as a Latin letter and opened the editor with it,
 * the input method took over from the second one, and "wo" came out as "w哦". So while a text
 * cell that the member may edit holds the focus, it is made editable (and only that: every input
 * but a composition is refused; the input method's keys are its own, src/app/imeKeys.ts). A
 * composition selects the value, unseen, and shows in place of it, as a letter typed replaces it;
 * once a word is chosen the cell's text is put back as it was drawn and the word opens the
 * cell's editor, as a letter does, with the caret after it.
 */

/** How long the editor may take to show before the chosen text is dropped (its edit refused). */
const GIVE_UP_MS = 1000;

/** Inserts `text` at the caret of the first text field of this grid's editors to take the focus. */
function typeWhenEditorShows(gridRoot: Element, text: string): void {
  const put = (el: Element | null) => {
    const input = textField(el);
    if (!input || !gridRoot.contains(input)) return false;
    // over the selection: an editor opened without a letter has its whole text selected
    const end = input.selectionEnd ?? input.value.length;
    input.setRangeText(text, input.selectionStart ?? end, end, 'end');
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
    return true;
  };
  if (put(document.activeElement)) return;
  const onFocusIn = (e: FocusEvent) => {
    // the editor puts its caret after the first character once it has the focus: after that
    queueMicrotask(() => {
      if (put(e.target as Element)) stop();
    });
  };
  const stop = () => {
    clearTimeout(giveUp);
    document.removeEventListener('focusin', onFocusIn, true);
  };
  const giveUp = setTimeout(stop, GIVE_UP_MS);
  document.addEventListener('focusin', onFocusIn, true);
}

/** A grid's cell, or one being drawn: the grid focuses a new cell before it gives it its classes. */
const isCell = (el: EventTarget | null): el is HTMLElement =>
  el instanceof HTMLElement && el.hasAttribute('col-id') && !el.closest('.ag-header');

export function useImeTyping(api: GridApi | null, isTextCell: (cell: CellPosition) => boolean): void {
  const isText = useRef(isTextCell);
  isText.current = isTextCell;
  useEffect(() => {
    if (!api) return;
    let host: HTMLElement | null = null;
    // the cell's nodes and texts as drawn, when a composition starts: the grid (and React, for its
    // own cells) keeps drawing into them, so they are put back before the editor opens
    let drawn: Map<Node, { parent: Node | null; next: Node | null; value: string | null }> | null = null;

    const release = () => {
      // the value selected for a composition is no selection of the member's: a copy on the next
      // cell would take it for one
      const selection = document.getSelection();
      if (host && selection?.anchorNode && host.contains(selection.anchorNode)) selection.removeAllRanges();
      host?.removeAttribute('contenteditable');
      host = null;
      drawn = null;
    };
    const gridRoot = (el: Element) => el.closest(`[grid-id="${api.getGridId()}"]`);

    /** false while the grid has not yet set its focused cell to this one */
    const take = (el: HTMLElement): boolean => {
      if (api.isDestroyed() || document.activeElement !== el || !gridRoot(el)) return true;
      // a cell the grid focuses as it draws it has its classes a moment later
      if (!el.classList.contains('ag-cell')) return false;
      if (el.classList.contains('ag-cell-inline-editing')) return true;
      const at = api.getFocusedCell();
      if (!at || at.column.getColId() !== el.getAttribute('col-id')) return false;
      if (api.getEditingCells().length) return true;
      const node = rowAtCell(api, at);
      if (!node || !isText.current(at) || !at.column.isCellEditable(node)) return true;
      el.setAttribute('contenteditable', 'plaintext-only');
      el.spellcheck = false;
      host = el;
      // the caret in the cell, collapsed: a paste is sent to where the selection is, in an editable
      // element, and the list's own paste listens on the grid
      const caret = document.createRange();
      caret.setStart(el, 0);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(caret);
      return true;
    };
    // the grid sets its focused cell around the focus itself, at times a frame after it
    const tryTake = (el: HTMLElement) =>
      queueMicrotask(() => {
        if (!take(el)) requestAnimationFrame(() => take(el));
      });
    // the value's own text selected as the composition starts, before its first text is put in:
    // the composition takes its place, inside the same text node. Not before: the cell's value is
    // no text the member selected, for a copy to take
    const selectValue = (el: HTMLElement) => {
      const text = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode();
      const range = document.createRange();
      if (text) range.selectNodeContents(text);
      else range.setStart(el, 0);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    };
    const restore = (el: HTMLElement) => {
      if (!drawn) return;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_ALL);
      const added: Node[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!drawn.has(n)) added.push(n);
      for (const n of added) n.parentNode?.removeChild(n);
      // a text the composition emptied is taken out by the browser: put back where it was
      for (const [n, was] of drawn) {
        if (!el.contains(n) && was.parent && el.contains(was.parent))
          was.parent.insertBefore(n, was.next?.parentNode === was.parent ? was.next : null);
        if (n.nodeType === Node.TEXT_NODE && n.nodeValue !== was.value) n.nodeValue = was.value;
      }
    };

    const onFocusIn = (e: FocusEvent) => {
      const el = e.target;
      if (el === host) return;
      release();
      if (isCell(el)) tryTake(el);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!host || e.target !== host) return;
      restore(host);
      release();
    };
    // the cell takes no text of its own: no letter, paste, deletion, line or undo lands in it
    const onBeforeInput = (e: InputEvent) => {
      if (
        host &&
        e.target instanceof Node &&
        host.contains(e.target) &&
        e.inputType !== 'insertCompositionText'
      )
        e.preventDefault();
    };
    const onCompositionStart = (e: CompositionEvent) => {
      if (!host || e.target !== host) return;
      selectValue(host);
      drawn = new Map();
      const walker = document.createTreeWalker(host, NodeFilter.SHOW_ALL);
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        drawn.set(n, { parent: n.parentNode, next: n.nextSibling, value: n.nodeValue });
    };
    const onCompositionEnd = (e: CompositionEvent) => {
      if (!host || e.target !== host) return;
      const text = e.data;
      const root = gridRoot(host);
      const at = api.getFocusedCell();
      restore(host);
      release();
      if (!text || !root || !at) return;
      const first = String.fromCodePoint(text.codePointAt(0)!);
      // a single character opens the editor as a letter does: the text editors start with it
      api.startEditingCell({
        rowIndex: at.rowIndex,
        colKey: at.column,
        rowPinned: at.rowPinned,
        key: first.length === 1 ? first : undefined,
      });
      const rest = first.length === 1 ? text.slice(1) : text;
      if (rest) typeWhenEditorShows(root, rest);
    };

    const on = [
      ['focusin', onFocusIn],
      ['focusout', onFocusOut],
      ['beforeinput', onBeforeInput],
      ['compositionstart', onCompositionStart],
      ['compositionend', onCompositionEnd],
    ] as const;
    for (const [type, f] of on) document.addEventListener(type, f as EventListener, true);
    // a cell the page focused before this grid was watched (the live page's entry row on arrival)
    const already = document.activeElement;
    if (isCell(already)) tryTake(already);
    return () => {
      release();
      for (const [type, f] of on) document.removeEventListener(type, f as EventListener, true);
    };
  }, [api]);
}
