import type { SuppressKeyboardEventParams } from 'ag-grid-community';
import type { RefObject } from 'react';
import { isOrderLocked } from '../../../domain/orders/locking.ts';
import { frozenByOffer, type LiveGridContext, rowEditable } from './columns.ts';
import { TextEditor } from './editors/TextEditor.tsx';
import type { LiveRow } from './rows.ts';
import type { SaveQueue } from './saves.ts';
import type { useEntry } from './useEntry.ts';

/** editors whose Enter takes the highlighted choice instead of sending the entry row */
const LIST_EDITORS = new Set([
  'customer',
  'area',
  'vouchers',
  'city',
  'paymentMethod',
  'paymentStatus',
  'trackingStatus',
  'deliveryDate',
]);
/** an Enter in a popup editor reaches the callback from the popup and the grid: one send */
const handled = new WeakSet<Event>();

/**
 * The live grid's row-level keys: Enter on the entry row sends it (a list editor's Enter picks
 * its choice first), Enter and Delete on a refused order take it back or drop it, `?` is the
 * shortcut sheet's.
 */
function entryKeys(entry: RefObject<ReturnType<typeof useEntry>>) {
  return (p: SuppressKeyboardEventParams<LiveRow>) => {
    const e = p.event;
    if (e.type !== 'keydown') return false;
    // `?` opens the shortcut sheet (the shell's) instead of starting an edit
    if (e.key === '?' && !p.editing) return true;
    if (p.data?._kind === 'refused' && !p.editing && (e.key === 'Enter' || e.key === 'Delete')) {
      if (e.key === 'Enter') entry.current.takeBack(p.data._key);
      else entry.current.drop(p.data._key);
      return true;
    }
    if (e.key !== 'Enter' || p.node.rowPinned !== 'top' || p.data?._kind !== 'entry') return false;
    if (handled.has(e)) return true;
    if (p.editing && LIST_EDITORS.has(p.colDef.colId ?? '')) return false;
    handled.add(e);
    if (p.editing) p.api.stopEditing();
    entry.current.submit();
    return true;
  };
}

/**
 * The grid options that do not change with the offer or the language, made once per save queue:
 * a new defaultColDef or rowClassRules object makes AG Grid rebuild its columns or restyle rows.
 */
export function liveGridProps(
  queue: SaveQueue,
  entry: RefObject<ReturnType<typeof useEntry>>,
  ctx: RefObject<LiveGridContext>,
) {
  return {
    getRowId: (p: { data: LiveRow }) => p.data.id,
    defaultColDef: {
      editable: (p: { data?: LiveRow }) => rowEditable(p.data, ctx.current),
      cellEditor: TextEditor,
      resizable: true,
      sortable: false,
      minWidth: 60,
      flex: 1,
      suppressKeyboardEvent: entryKeys(entry),
    },
    rowClassRules: {
      'cpt-live-entry': (p: { data?: LiveRow }) => p.data?._kind === 'entry',
      'cpt-live-pending': (p: { data?: LiveRow }) =>
        p.data?._kind === 'queued' || (!!p.data && queue.isPending(p.data.id)),
      'cpt-live-refused': (p: { data?: LiveRow }) => p.data?._kind === 'refused',
      'cpt-live-locked': (p: { data?: LiveRow }) =>
        !!p.data && !p.data._kind && (isOrderLocked(p.data) || frozenByOffer(p.data, ctx.current)),
    },
    rowSelection: {
      mode: 'multiRow' as const,
      checkboxes: true,
      headerCheckbox: true,
      enableClickSelection: false,
      isRowSelectable: (n: { data?: LiveRow }) => !!n.data && !n.data._kind,
    },
    selectionColumnDef: { pinned: 'left' as const, width: 44, minWidth: 44, maxWidth: 44 },
  };
}
