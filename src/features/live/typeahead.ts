import type { GridApi } from 'ag-grid-community';

/**
 * Keys typed while a cell editor of the live grid is still being drawn. AG Grid starts an edit on
 * the first key, but a React editor takes a frame or more to mount and focus its input (longer on
 * a cold start): the keys typed meanwhile would land on the cell and be lost ("Daniel" became
 * "Dniel"), and a Tab would act before the editor had its text. So from the moment an edit starts
 * until its editor says it is ready, every key is held here in order; the ready editor takes the
 * leading characters as its text, and the rest is replayed to whatever has the focus, one key at
 * a time, stopping again as soon as a replayed key opens the next editor.
 */
type HeldKey = Pick<KeyboardEventInit, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'> & {
  key: string;
};

let held: HeldKey[] = [];
/** the cell whose editor is mounted and focused, as `pinned:rowIndex:colId` */
let readyCell: string | null = null;
let gridApi: GridApi | null = null;
let pumpTimer: ReturnType<typeof setTimeout> | undefined;

const cellKey = (c: { rowPinned?: string | null; rowIndex: number; column?: { getColId(): string } }) =>
  `${c.rowPinned ?? ''}:${c.rowIndex}:${c.column?.getColId() ?? ''}`;

export const isPrintable = (e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) =>
  e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

export function bindTypeahead(api: GridApi | null): void {
  gridApi = api;
  held = [];
  readyCell = null;
}

/** An edit has started and its editor is not ready yet. */
export function isOpening(): boolean {
  const editing = gridApi?.getEditingCells() ?? [];
  return editing.length > 0 && !editing.some((c) => cellKey(c) === readyCell);
}

/**
 * Called by the grid for every real key pressed inside it: true when the key was held (the
 * caller stops it). Keys behind held ones are held too, so that the order is kept.
 */
export function holdKey(e: KeyboardEvent): boolean {
  if (!e.isTrusted || ['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) return false;
  if (!held.length && !isOpening()) return false;
  if ((e.ctrlKey || e.metaKey || e.altKey) && !held.length) return false;
  held.push({ key: e.key, shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, altKey: e.altKey, metaKey: e.metaKey });
  clearTimeout(pumpTimer);
  // an edit that never gets a ready editor (cancelled, refused) must not keep the keys forever
  pumpTimer = setTimeout(pump, 120);
  return true;
}

/**
 * A cell editor is mounted and focused: the held characters that lead the queue are its text.
 * Returns them and an `unready` for its unmount. The rest is replayed right after.
 */
export function editorReady(cell: {
  rowPinned?: string | null;
  rowIndex: number;
  column: { getColId(): string };
}): { text: string; unready: () => void } {
  const me = cellKey(cell);
  readyCell = me;
  let text = '';
  while (held[0] && isPrintable(held[0] as Required<HeldKey>)) text += held.shift()!.key;
  setTimeout(pump, 0);
  return {
    text,
    unready: () => {
      if (readyCell === me) readyCell = null;
    },
  };
}

/** Replays held keys to the focused element until one of them opens an editor again. */
export function pump(): void {
  clearTimeout(pumpTimer);
  if (!held.length) return;
  if (isOpening()) {
    pumpTimer = setTimeout(pump, 120);
    return;
  }
  const k = held.shift()!;
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { ...k, bubbles: true, cancelable: true }));
  // one key per task: what the key set off (the editor's new state, the grid's end of the edit)
  // is drawn before the next one is read, as between two real key presses
  if (held.length) pumpTimer = setTimeout(pump, 0);
}
