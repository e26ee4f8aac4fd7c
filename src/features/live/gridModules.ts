import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  CustomEditorModule,
  LocaleModule,
  ModuleRegistry,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  TooltipModule,
  themeQuartz,
} from 'ag-grid-community';
import { GRID_DARK_PARAMS, GRID_THEME_PARAMS } from '../../components/gridTheme.ts';

/**
 * The live grid's AG Grid modules and theme, registered here rather than through the lists'
 * agGrid.ts: sharing that module between the two lazy chunks put it in a chunk of its own that
 * the AG Grid vendor chunk and it imported in a circle (a broken production build).
 */
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  ColumnApiModule,
  RowApiModule,
  // Space selects rows, ctrl+m marks the selection paid
  RowSelectionModule,
  // refreshCells after ctrl+b / ctrl+y redraws the toggled cells
  RenderApiModule,
  RowStyleModule,
  ScrollApiModule,
  CellStyleModule,
  TooltipModule,
  LocaleModule,
  PinnedRowModule,
  CustomEditorModule,
  // ctrl+shift+e: the grid's own CSV of what it shows
  CsvExportModule,
]);

/**
 * The lists' look (same accent, font, density) for the live grid, with narrower cell padding: an
 * order's essential columns must fit at 1440 px.
 */
export const liveGridTheme = themeQuartz
  .withParams({ ...GRID_THEME_PARAMS, cellHorizontalPadding: 8 })
  .withParams(GRID_DARK_PARAMS, 'dark');
