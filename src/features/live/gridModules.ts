import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  CustomEditorModule,
  LocaleModule,
  ModuleRegistry,
  NumberEditorModule,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowStyleModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  TooltipModule,
  themeQuartz,
} from 'ag-grid-community';
import { GRID_THEME_PARAMS } from '../../components/gridTheme.ts';

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
  // refreshCells after ctrl+b / ctrl+y redraws the toggled cells
  RenderApiModule,
  RowStyleModule,
  ScrollApiModule,
  CellStyleModule,
  TooltipModule,
  LocaleModule,
  PinnedRowModule,
  CustomEditorModule,
  TextEditorModule,
  NumberEditorModule,
  SelectEditorModule,
  CsvExportModule,
]);

/** The lists' look (same accent, font, density) for the live grid. */
export const liveGridTheme = themeQuartz.withParams(GRID_THEME_PARAMS);
