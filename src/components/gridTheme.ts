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

/** The same grids under the dark theme (AG Grid's `dark` mode): Blueprint's dark grays and blue. */
export const GRID_DARK_PARAMS = {
  accentColor: '#4c90f0',
  backgroundColor: '#252a31',
  foregroundColor: '#f6f7f9',
  headerBackgroundColor: '#2f343c',
  oddRowBackgroundColor: '#2a2f37',
  borderColor: 'rgba(255, 255, 255, 0.14)',
  selectedRowBackgroundColor: 'rgba(76, 144, 240, 0.22)',
} as const;
