import type { GridApi } from 'ag-grid-community';
import { BOM, csvFileName } from '../../components/list/csv.ts';
import type { LiveRow } from './rows.ts';

/**
 * ctrl+shift+e: the orders of the grid as it shows them (its columns, formatted values, without
 * the entry row and the buttons), as a CSV file that spreadsheet programs read in Chinese too.
 */
export function exportGridCsv(api: GridApi<LiveRow>, name: string): void {
  const columnKeys = api
    .getAllDisplayedColumns()
    .map((c) => c.getColId())
    .filter((id) => id !== 'actions' && id !== 'ag-Grid-SelectionColumn');
  const text = api.getDataAsCsv({ columnKeys, skipPinnedTop: true, skipPinnedBottom: true }) ?? '';
  const url = URL.createObjectURL(new Blob([BOM + text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName(`orders-${name}`);
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
