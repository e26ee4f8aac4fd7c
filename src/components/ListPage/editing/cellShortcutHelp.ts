import { useShortcutHelp } from '../../../app/shortcuts.ts';

export const CELLS_GROUP = 'shortcuts.groups.cells';

/**
 * The cell keys listed in the `?` sheet, those AG Grid handles itself (typing, F2, Enter, Tab while
 * editing) with the list's own: the editing keys while the list edits cells (`editing`), Ctrl+C
 * wherever a grid is (`grid`).
 */
export function useCellShortcutHelp(editing: boolean, grid: boolean): void {
  useShortcutHelp(['f2', 'enter'], 'cells.shortcuts.edit', CELLS_GROUP, editing);
  useShortcutHelp(['enter'], 'cells.shortcuts.commit', CELLS_GROUP, editing);
  useShortcutHelp(['mod+enter'], 'cells.shortcuts.commitAll', CELLS_GROUP, editing);
  useShortcutHelp(['tab', 'shift+tab'], 'cells.shortcuts.tab', CELLS_GROUP, editing);
  useShortcutHelp(['escape'], 'cells.shortcuts.revert', CELLS_GROUP, editing);
  useShortcutHelp(['delete'], 'cells.shortcuts.clear', CELLS_GROUP, editing);
  useShortcutHelp(['mod+z'], 'cells.shortcuts.undo', CELLS_GROUP, editing);
  useShortcutHelp(['mod+shift+z', 'mod+y'], 'cells.shortcuts.redo', CELLS_GROUP, editing);
  useShortcutHelp(['mod+d'], 'cells.shortcuts.fill', CELLS_GROUP, editing);
  useShortcutHelp(['mod+c'], 'cells.shortcuts.copy', CELLS_GROUP, grid);
  useShortcutHelp(['mod+v'], 'cells.shortcuts.paste', CELLS_GROUP, editing);
}
