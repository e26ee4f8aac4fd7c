import type {
  CellFocusedEvent,
  CellPosition,
  ColDef,
  GridApi,
  GridOptions,
  SuppressKeyboardEventParams,
} from 'ag-grid-community';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type CellMember, type EditableList, forMember, optionLabelKey } from '../../../../domain/cells.ts';
import type { Role } from '../../../../domain/roles.ts';
import { dataKey } from '../../../../locales/keys.ts';
import { choicePinyin } from '../../../app/choicePinyin.ts';
import { loadLanguage } from '../../../app/i18n.ts';
import type { Choice } from './cellValues.ts';
import { useEarlyKeys } from './earlyKeys.ts';
import { editableColumns, type LetterOpened, newLetterOpened } from './editableColumns.ts';
import { useImeTyping } from './imeTyping.ts';
import { choicesOf } from './planEdits.ts';
import type { EditedRow, RowEdits } from './rowEdits.ts';
import { rowsToSet } from './SetColumn.tsx';
import { useCellCommit } from './useCellCommit.ts';
import { useCellKeys } from './useCellKeys.ts';
import { useCellQuestions } from './useCellQuestions.ts';
import { useCellWords } from './useCellWords.ts';
import { useFocusedWhy } from './useFocusedWhy.ts';
import { useRowEdits } from './useRowEdits.ts';
import './gridModules.ts';
import './cells.css';

export interface CellEditingOptions<T extends EditedRow> {
  def: EditableList<T> | undefined;
  path: string | undefined;
  role: Role | undefined;
  /** the member editing: rules about his own row (his role) hold in the grid as on the server */
  me?: CellMember;
  api: GridApi<T> | null;
  rowName?: (row: T) => string;
}

/** What a list gets from its cells' declaration (inert when it declares none). */
export interface CellEditing<T> {
  store: RowEdits<T & EditedRow> | null;
  /** the declaration with the member's own rules bound (his communities, his own row) */
  def: EditableList<T> | undefined;
  /** the page's rows with the edits not yet saved on top */
  rows: (rows: T[]) => T[];
  columns: (cols: ColDef<T>[]) => ColDef<T>[];
  rowClass: (row: T) => string;
  gridProps: Pick<
    GridOptions<T>,
    | 'enterNavigatesVerticallyAfterEdit'
    | 'stopEditingWhenCellsLoseFocus'
    | 'onCellEditingStarted'
    | 'onCellEditingStopped'
  > & { onCellFocused?: (e: CellFocusedEvent<T>) => void };
  keys: ReturnType<typeof useCellKeys<T & EditedRow>>;
  /** a choice's label, in the page's language or the one named */
  label: (field: string, value: unknown, lng?: 'en') => string;
  /**
   * the words the letters typed on a choice list may start (docs/keyboard.md): its label in the
   * page's language and in English, and the pinyin of a Chinese label
   */
  choiceWords: (field: string, value: unknown) => readonly string[];
  /** why the cell under the keyboard was refused, null when it was not */
  focusedWhy: string | null;
  /** the question a declared cell asks before its value is saved, while it is asked */
  dialog: ReactNode;
  /** a toolbar's preset of Set column: one value for a cell of these rows (the focused one if none) */
  setCell: (selected: readonly T[], field: string, value: unknown) => void;
}

/**
 * The keys a declared cell takes from the grid: Delete when not editing, Ctrl+Enter while editing;
 * and `?`, which shows the keys (the shell's) rather than start an edit, as on the live grid: F2 or
 * Enter first for a text that begins with it.
 */
const listKeys = (p: SuppressKeyboardEventParams) =>
  (!p.editing && p.event.key === '?') ||
  (p.event.key === (p.editing ? 'Enter' : 'Delete') && (!p.editing || p.event.ctrlKey || p.event.metaKey));

/**
 * A list's cells edited in place, from its declaration (GridDef.cells): the editable columns,
 * the rows with the edits not yet saved on top, the grid's editing options, the spreadsheet keys
 * and paste. Inert for a list that declares no cells.
 */
export function useCellEditing<T extends EditedRow>(o: CellEditingOptions<T>): CellEditing<T> {
  const rowName = o.rowName ?? ((r: T) => r.id.slice(0, 8));
  const words = useCellWords<T>(rowName);
  const { t, i18n } = words;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the member is bound once per list (a new sign-in is a new page)
  const bound = useMemo(() => (o.def && o.me ? forMember(o.def, o.me) : o.def), [o.def, o.me?.id]);
  const store = useRowEdits<T>(bound, o.path, o.api, words.settled);
  const def = bound;
  const role = o.role;
  const { dialog, confirmed } = useCellQuestions<T>({ def, api: o.api, t });

  /** A select's values with their labels in both languages, for pasted labels. */
  const choices = (field: string): Choice[] => {
    const cell = def?.cells[field];
    if (!cell) return [];
    const langs = ['en', 'zh'].filter((l) => i18n.hasResourceBundle(l, 'translation'));
    const label = (value: string) => {
      const key = optionLabelKey(cell, value);
      return key ? langs.map((l) => i18n.getFixedT(l)(dataKey(key))) : [];
    };
    return choicesOf(cell, label);
  };

  const commit = useCellCommit<T>({ store, def, role, api: o.api, words, confirmed });
  const focus = useFocusedWhy<T>(store, words, rowName);

  const bothLanguages = () => loadLanguage('zh').catch(() => undefined);
  const [letterOpened] = useState<LetterOpened>(newLetterOpened);
  const keys = useCellKeys<T>({
    letterOpened,
    api: o.api,
    store,
    def,
    role,
    words,
    choices,
    bothLanguages,
    rowName,
    confirmed,
  });
  // the letters typed right after Tab, Enter or the first letter reach the editor that opens
  const isTextCell = (at: CellPosition) => {
    const field = at.column.getColId();
    const kind = def?.cells[field]?.editor;
    if (!kind || kind === 'select' || kind === 'boolean') return false;
    const row = at.rowPinned ? undefined : o.api?.getDisplayedRowAtIndex(at.rowIndex)?.data;
    return store?.cellState(row?.id ?? '', field)?.kind !== 'conflict';
  };
  const early = useEarlyKeys(store ? o.api : null, isTextCell);
  // and Chinese typed on a text cell reaches its editor whole
  useImeTyping(store ? o.api : null, isTextCell);

  const label = (field: string, value: unknown, lng?: 'en') => {
    const cell = def?.cells[field];
    if (typeof value === 'boolean') return t(value ? 'cells.yes' : 'cells.no', { lng });
    const key = cell && optionLabelKey(cell, String(value));
    return key ? t(dataKey(key), { lng, defaultValue: String(value ?? '') }) : String(value ?? '');
  };

  const choiceWords = (field: string, value: unknown) => {
    const shown = label(field, value);
    return [shown, label(field, value, 'en'), ...choicePinyin(shown)];
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the words follow the language; the store is read when a cell draws
  const columns = useMemo(
    () =>
      (cols: ColDef<T>[]): ColDef<T>[] =>
        store && def && role
          ? editableColumns<T>(
              {
                def,
                role,
                store,
                commit,
                lockText: words.lockText,
                describe: words.describe,
                suppressed: listKeys,
                words: choiceWords,
                letterOpened,
              },
              cols,
            )
          : cols,
    [store, def, role, i18n.language],
  );

  const lastRow = useRef<string | null>(null);
  const gridProps: CellEditing<T>['gridProps'] = store
    ? {
        enterNavigatesVerticallyAfterEdit: true,
        stopEditingWhenCellsLoseFocus: true,
        onCellEditingStarted: (e) => e.data && store.hold(e.data.id),
        onCellEditingStopped: (e) => {
          early.editingStopped();
          if (e.data) store.release(e.data.id);
          // a reason typed as it stands for a new figure waiting for it: AG Grid sets no unchanged
          // value, but the row waits for this one (cancelled: no value). Only then: a cell merely
          // passed through by Tab is no edit, and taking it would redraw the row under the next editor
          const field = e.column.getColId();
          if (e.data && !e.valueChanged && e.newValue !== undefined && store.awaits(e.data.id, field))
            commit(e.data, field, e.newValue);
        },
        // the row the cursor leaves is saved now, not after the pause
        onCellFocused: (e) => {
          const id = e.rowIndex === null ? null : (e.api.getDisplayedRowAtIndex(e.rowIndex)?.id ?? null);
          if (lastRow.current && lastRow.current !== id) store.leaveRow(lastRow.current);
          lastRow.current = id;
          focus.focused(e);
        },
      }
    : {};

  return {
    store,
    def,
    rows: (rows: T[]) => (store ? store.show(rows) : rows),
    columns,
    rowClass: (row: T) => {
      const s = store?.rowState(row.id);
      return s ? `cpt-row-${s}` : '';
    },
    gridProps,
    keys,
    dialog,
    focusedWhy: focus.why,
    // the grid's selection as it is when the key is pressed: the drawn one may be a frame behind
    setCell: (selected, field, value) =>
      void keys.apply(
        'set',
        rowsToSet(o.api, o.api?.getSelectedRows() ?? selected).map((row) => ({
          row,
          field,
          input: { value },
        })),
      ),
    label,
    choiceWords,
  };
}
