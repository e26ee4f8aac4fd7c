import type {
  CellKeyDownEvent,
  ColDef,
  FullWidthCellKeyDownEvent,
  GridApi,
  RowSelectionOptions,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { type MutableRefObject, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIsFree } from '../../app/focusLanding.ts';
import { holdUntilOpened } from '../../app/openingKeys.ts';
import { gridLocaleText } from '../gridLocale.ts';
import { gridTheme, tabOutOfGrid } from './agGrid.ts';
import type { CellEditing } from './editing/useCellEditing.ts';
import { keepFocusedRow, leaveRowOffPage } from './keepFocusedRow.ts';
import { tabPastGrid } from './tabPastGrid.ts';
import { onControl, suppressKeysOf } from './useListKeys.ts';
import { SELECTION_COLUMN } from './useListSavedViews.ts';

interface Props<T extends { id: string }, C> {
  rows: T[];
  columnDefs: ColDef<T>[];
  context: C;
  loading: boolean;
  drawn: boolean;
  /** the grid's element, whose layout the column sizing watches */
  gridRef: RefObject<HTMLDivElement | null>;
  rowSelection: RowSelectionOptions<T>;
  rowClass: (row: T) => string;
  /** every row is a link (a pointer over it) */
  allLinks: boolean;
  /** Enter or a click on a row opens it (the role may go there) */
  opens: boolean;
  editing: CellEditing<T>;
  onReady: (api: GridApi<T>) => void;
  /** the grid is being destroyed (a language switch draws a new one) */
  onGone?: (api: GridApi<T>) => void;
  onSort: (e: GridApi<T>, header: string | null) => void;
  onOpen: (row: T | undefined) => void;
  onKey: (e: CellKeyDownEvent<T> | FullWidthCellKeyDownEvent<T>) => void;
  onSelection: (rows: T[]) => void;
  onRows: (api: GridApi<T>) => void;
  onFocusedColumn: (colId: string | null) => void;
  /** the header a keyboard sort was made from: focused again once the sorted rows are in */
  sortedFrom: MutableRefObject<string | null>;
  /** where the cursor goes once the next page's rows are in */
  pendingFocus: MutableRefObject<'first' | 'last' | null>;
}

/**
 * The tick boxes: pinned, as a grid that pins its first columns (Team's name) would otherwise put
 * them after those; Shift+↑/↓ are the list's there too, or the grid would move its cursor before
 * the list extends the selection from it (two rows a key).
 */
const SELECTION_COLUMN_DEF = { pinned: 'left', suppressKeyboardEvent: suppressKeysOf(false) } as const;

/** Enter on a row's cell, not on a control in it nor into an editor the grid opened for it. */
const rowEnter = (e: KeyboardEvent) =>
  e.key === 'Enter' &&
  !e.ctrlKey &&
  !e.altKey &&
  !e.metaKey &&
  !e.shiftKey &&
  !e.isComposing &&
  e.target instanceof Element &&
  e.target.matches('.ag-cell, .ag-full-width-row') &&
  !onControl(e) &&
  !document.activeElement?.closest('input, textarea, select, .ag-popup-editor, .ag-cell-inline-editing');

/** A click on a row's cell (not its tick box nor a control in it). */
const rowClick = (e: MouseEvent) =>
  e.target instanceof Element &&
  !!e.target.closest('.ag-cell') &&
  !e.target.closest(`[col-id="${SELECTION_COLUMN}"]`) &&
  !onControl(e);

/** The AG Grid of a list: server-sorted rows, selection, keyboard, cells edited in place. */
export function ListGrid<T extends { id: string }, C>(p: Props<T, C>) {
  const { t, i18n } = useTranslation();
  const focusedCol = useRef<string | null>(null);
  const api = useRef<GridApi<T> | null>(null);
  const editing = p.editing;
  const { onCellFocused, ...editProps } = editing.gridProps;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the grid's keys and paste, caught as they bubble from its cells
    <div
      ref={p.gridRef}
      className={p.drawn ? 'cpt-grid' : 'cpt-grid cpt-grid-sizing'}
      // busy while the loading overlay covers the rows: the grid ignores the arrows then, so the
      // focus coming back from a closed form waits for it (app/focusReturn.ts)
      aria-busy={p.loading || undefined}
      onFocus={(e) => api.current && leaveRowOffPage(api.current, e.target)}
      onKeyDown={(e) => {
        editing.keys.onKeyDown(e);
        tabPastGrid(e);
        // the grid tells the list of the row a task later: keys typed meanwhile are the row's
        if (p.opens && rowEnter(e.nativeEvent)) holdUntilOpened();
      }}
      onClick={(e) => p.opens && rowClick(e.nativeEvent) && holdUntilOpened()}
      onKeyDownCapture={editing.keys.onKeyDownCapture}
      onPaste={editing.keys.onPaste}
      onCopy={editing.keys.onCopy}
    >
      <AgGridReact<T>
        // its locale texts are read once: another language is another grid
        key={i18n.language}
        theme={gridTheme}
        rowData={p.rows}
        columnDefs={p.columnDefs}
        context={p.context}
        defaultColDef={{ sortingOrder: ['asc', 'desc'], resizable: true, minWidth: 80 }}
        getRowId={(r) => r.data.id}
        // every column is drawn, so sizing to content measures them all: a column out of sight
        // would keep AG Grid's default 200 px and push the others off a 1440 px screen
        suppressColumnVirtualisation
        // AG Grid adds 20 px to each column sized to its content: on a list of a dozen columns
        // that is the names' room on a 1440 px screen; the cells' own padding already spaces them
        autoSizePadding={6}
        loading={p.loading}
        rowSelection={p.rowSelection}
        selectionColumnDef={SELECTION_COLUMN_DEF}
        localeText={gridLocaleText(i18n.language, t)}
        rowClass={p.allLinks ? 'cpt-row-link' : undefined}
        getRowClass={(r) => (r.data ? p.rowClass(r.data) : '')}
        tabToNextCell={tabOutOfGrid}
        {...editProps}
        onGridReady={(e) => {
          api.current = e.api;
          p.onReady(e.api);
        }}
        // another language is another grid: until the new one is ready, the page holds no api,
        // rather than the destroyed one (its calls would only warn and do nothing)
        onGridPreDestroyed={(e) => {
          if (api.current === e.api) api.current = null;
          p.onGone?.(e.api);
        }}
        onSortChanged={(e) => {
          if (e.source !== 'uiColumnSorted') return;
          p.onSort(
            e.api,
            document.activeElement?.closest('.ag-header-cell[col-id]')?.getAttribute('col-id') ?? null,
          );
        }}
        onCellClicked={(e) =>
          e.column.getColId() !== SELECTION_COLUMN && !onControl(e.event) && p.onOpen(e.data)
        }
        onCellKeyDown={p.onKey}
        onCellFocused={(e) => {
          onCellFocused?.(e);
          const col = e.column && typeof e.column !== 'string' ? e.column.getColId() : null;
          if (col !== focusedCol.current) {
            focusedCol.current = col;
            p.onFocusedColumn(col);
          }
        }}
        onSelectionChanged={(e) => p.onSelection(e.api.getSelectedRows())}
        onRowDataUpdated={(e) => {
          p.onSelection(e.api.getSelectedRows());
          p.onRows(e.api);
          keepFocusedRow(e.api, p.gridRef.current);
          const header = p.sortedFrom.current;
          if (header) {
            p.sortedFrom.current = null;
            requestAnimationFrame(() => {
              const active = document.activeElement;
              const onIt = active?.closest('.ag-header-cell[col-id]')?.getAttribute('col-id') === header;
              if (!onIt && (focusIsFree() || active?.closest('.ag-root'))) e.api.setFocusedHeader(header);
            });
          }
          const focus = p.pendingFocus.current;
          const col = e.api.getAllDisplayedColumns()[1] ?? e.api.getAllDisplayedColumns()[0];
          if (!focus || !col) return;
          p.pendingFocus.current = null;
          const row = focus === 'first' ? 0 : e.api.getDisplayedRowCount() - 1;
          e.api.ensureIndexVisible(row);
          e.api.setFocusedCell(row, col);
        }}
      />
    </div>
  );
}
