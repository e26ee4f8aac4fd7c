import {
  CellApiModule,
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  LocaleModule,
  ModuleRegistry,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  type TabToNextCellParams,
  TooltipModule,
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community';
import { GRID_DARK_PARAMS, GRID_THEME_PARAMS } from '../gridTheme.ts';

/**
 * AG Grid 36 needs its features registered. Only what the lists use is registered, which keeps
 * the (lazily loaded) list chunk small; ValidationModule explains misconfigurations in dev only.
 * Paging and sorting are done by the server (list protocol), so no pagination or filter module.
 */
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ColumnApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  CellStyleModule,
  ColumnAutoSizeModule,
  TooltipModule,
  LocaleModule,
  // refreshCells: cells that read the page's context (the area tree) are redrawn when it arrives
  RenderApiModule,
  // getCellValue: Ctrl+C copies a cell as it is shown (editing/useCellKeys.ts)
  CellApiModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** Quartz tuned to sit with Blueprint: same blue accent, same font, denser rows for power users. */
export const gridTheme = themeQuartz.withParams(GRID_THEME_PARAMS).withParams(GRID_DARK_PARAMS, 'dark');

/**
 * Tab moves from cell to cell only while a cell is being edited (a spreadsheet's Tab); otherwise
 * it leaves the grid for the next control of the page, as from any other widget (a grid that
 * took Tab cell by cell needed hundreds of presses to get past it). Every grid of the console.
 */
export const tabOutOfGrid = <T>(p: TabToNextCellParams<T>) =>
  p.editing ? (p.nextCellPosition ?? false) : false;
