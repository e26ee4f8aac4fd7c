import type { ICellEditorParams } from 'ag-grid-community';
import { type RefObject, useLayoutEffect } from 'react';
import { editorReady } from '../typeahead.ts';

/**
 * Focuses the editor's element as soon as it is in the page and tells the type-ahead buffer that
 * this cell's editor is ready: `onStart` gets the characters typed while it was being drawn
 * (they follow the key that started the edit; '' when none) and sets the editor's first value;
 * the keys after them are replayed.
 */
export function useEditorStart(
  p: Pick<ICellEditorParams, 'node' | 'rowIndex' | 'column'>,
  el: RefObject<HTMLElement | null>,
  onStart: (typed: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor mounts
  useLayoutEffect(() => {
    const e = el.current;
    e?.focus();
    const r = editorReady({ rowPinned: p.node.rowPinned, rowIndex: p.rowIndex, column: p.column });
    onStart(r.text);
    if (e instanceof HTMLInputElement) e.setSelectionRange(e.value.length, e.value.length);
    return r.unready;
  }, []);
}

/** The text an edit starts with: the typed character that started it, else the cell's value. */
export function startText(eventKey: string | null | undefined, current: string): string {
  return eventKey && eventKey.length === 1 ? eventKey : current;
}

/** The edit was started by typing (not F2, Enter or a double click). */
export const startedByTyping = (eventKey: string | null | undefined) => !!eventKey && eventKey.length === 1;
