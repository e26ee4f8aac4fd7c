/**
 * The one look of every AG Grid (lists and the live grid): Blueprint's blue accent and font,
 * denser rows for power users. Plain values with no imports, so the lazily loaded list and live
 * chunks can both use it without sharing an AG Grid module between them (that made a chunk cycle).
 */
export const GRID_THEME_PARAMS = {
  accentColor: '#2d72d2',
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 600,
  rowHeight: 36,
  headerHeight: 38,
  wrapperBorderRadius: 3,
  oddRowBackgroundColor: '#fafbfc',
  selectedRowBackgroundColor: 'rgba(45, 114, 210, 0.12)',
} as const;
