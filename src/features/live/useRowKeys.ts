import type { GridApi } from 'ag-grid-community';
import type { KeyboardEvent } from 'react';
import { useShortcutHelp } from '../../app/shortcuts.ts';
import { emptyAddress, type LiveRow } from './rows.ts';
import type { EditAspect } from './saves.ts';

const GROUP = 'live.shortcuts.group';

/**
 * Row shortcuts of the live grid (part 1 §5): ctrl+y toggles the address need-save, ctrl+b
 * toggles wechat / alipay, ctrl+z undoes the last cell edit, ctrl+delete asks to cancel the order.
 * Caught on the grid before the shell's own ctrl+b (menu) sees them.
 */
export function useRowKeys(
  api: GridApi<LiveRow> | null,
  h: {
    edit: (before: LiveRow, after: LiveRow, aspect: EditAspect) => void;
    undo: () => void;
    cancel: (row: LiveRow) => void;
    editable: (row: LiveRow) => boolean;
  },
) {
  useShortcutHelp(['ctrl+y'], 'live.shortcuts.needSave', GROUP);
  useShortcutHelp(['ctrl+b'], 'live.shortcuts.paymentMethod', GROUP);
  useShortcutHelp(['ctrl+z'], 'live.shortcuts.undo', GROUP);
  useShortcutHelp(['ctrl+delete'], 'live.shortcuts.cancel', GROUP);
  useShortcutHelp(['enter'], 'live.shortcuts.submit', GROUP);

  return (e: KeyboardEvent) => {
    if (!api || !(e.ctrlKey || e.metaKey) || e.altKey) return;
    const k = e.key.toLowerCase();
    if (!['b', 'y', 'z', 'delete'].includes(k)) return;
    const editing = api.getEditingCells().length > 0;
    // inside a text editor ctrl+z is the input's own undo
    if (k === 'z' && editing) return;
    const cell = api.getFocusedCell();
    if (!cell) return;
    e.preventDefault();
    e.stopPropagation();
    if (k === 'z') return h.undo();
    if (editing) api.stopEditing();
    const node =
      cell.rowPinned === 'top'
        ? api.getPinnedTopRow(cell.rowIndex)
        : api.getDisplayedRowAtIndex(cell.rowIndex);
    const row = node?.data;
    if (!row || !h.editable(row)) return;
    if (k === 'delete') {
      if (!row._kind) h.cancel(row);
    } else if (k === 'b') {
      h.edit(
        row,
        { ...row, paymentMethod: row.paymentMethod === 'wechat' ? 'alipay' : 'wechat' },
        'paymentMethod',
      );
    } else {
      const a = row.customerAddress ?? emptyAddress();
      h.edit(row, { ...row, customerAddress: { ...a, needSave: !a.needSave } }, 'address');
    }
    api.refreshCells({ rowNodes: node ? [node] : undefined, force: true });
  };
}
