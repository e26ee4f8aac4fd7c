import { Button, FormGroup, InputGroup, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cellLock, type EditableList, selectValues } from '../../../../domain/cells.ts';
import type { Role } from '../../../../domain/roles.ts';
import { endRun, type LetterRun, newLetterRun, typeInRun, wordsStart } from '../../../app/letterRun.ts';
import { useShortcut } from '../../../app/shortcuts.ts';
import { KeyboardMenu } from '../../KeyboardMenu.tsx';
import { Select } from '../../Select.tsx';
import { useCellPopover } from './cellPopover.ts';
import { CELLS_GROUP } from './cellShortcutHelp.ts';
import type { CellInput } from './planEdits.ts';
import type { EditedRow } from './rowEdits.ts';
import type { BulkKind } from './useCellWords.ts';

interface Props<T extends EditedRow> {
  api: GridApi<T> | null;
  selected: readonly T[];
  def: EditableList<T>;
  role: Role;
  /** the declared cells among the shown columns, with their headers */
  columns: readonly { field: string; header: string }[];
  /** the column of the focused cell */
  focused: string | null;
  label: (field: string, value: unknown) => string;
  /** the words the letters typed in the menu may start (its label in both languages, its pinyin) */
  words: (field: string, value: unknown) => readonly string[];
  apply: (kind: BulkKind, cells: { row: T; field: string; input: CellInput }[]) => Promise<void>;
}

/** The rows a Set column acts on: the selected ones, or the focused row when none is. */
export function rowsToSet<T>(api: GridApi<T> | null, selected: readonly T[]): T[] {
  if (selected.length) return [...selected];
  const cell = api?.getFocusedCell();
  const row = cell ? api?.getDisplayedRowAtIndex(cell.rowIndex)?.data : undefined;
  return row ? [row] : [];
}

/** The words of a menu's choice the letters may start (`data-typed`), one a line: labels hold spaces. */
const SEP = '\n';

/**
 * The letters typed in the menu go to the choice they start (C: Cancelled, yfk: 已付款), by the
 * lists' type-ahead (letterRun.ts), in the page's language, in English or in pinyin: a Chinese
 * label has no first letter on the keyboard, and the keys the ? sheet and the docs give (Alt+S, C,
 * Enter) are the English ones.
 */
function typeAhead(e: React.KeyboardEvent<HTMLElement>, run: LetterRun) {
  if (e.key.length !== 1 || e.key === ' ' || e.ctrlKey || e.metaKey || e.altKey) return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const from = items.indexOf(document.activeElement as HTMLElement);
  const at = typeInRun(run, items.length, from, e.key, (i, p) =>
    wordsStart((items[i]!.dataset.typed ?? '').split(SEP), p),
  );
  const next = items[at];
  if (!next) return;
  e.preventDefault();
  next.focus();
}

/**
 * "Set <column>…" (Alt+S): one value for the focused column of every selected row (the focused
 * row when none is selected), through the same cells call as a typed cell, with one summary of
 * the rows' answers. A status offers the values some selected row may take (its own or a move
 * its machine allows); text is typed.
 */
export function SetColumn<T extends EditedRow>(p: Props<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [field, setField] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [letters] = useState(newLetterRun);
  const backToCell = useCellPopover(p.api);
  const shown = new Set(p.columns.map((c) => c.field));
  const focusedField = () => (p.focused && shown.has(p.focused) ? p.focused : null);
  const targets = (): T[] => rowsToSet(p.api, p.selected);
  const current = field && shown.has(field) ? field : (focusedField() ?? p.columns[0]?.field ?? null);
  const header = p.columns.find((c) => c.field === current)?.header ?? '';
  const count = targets().length;
  const title =
    count === 1
      ? t('cells.set.titleOne', { column: header })
      : t('cells.set.title', { column: header, count });

  const show = () => {
    if (!p.columns.length) return;
    backToCell.opened();
    setField(focusedField() ?? current);
    setText('');
    endRun(letters);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    backToCell.closing();
  };
  const run = (input: CellInput) => {
    const rows = targets();
    close();
    if (current && rows.length)
      void p.apply(
        'set',
        rows.map((row) => ({ row, field: current, input })),
      );
  };
  useShortcut('alt+s', show, {
    labelKey: 'cells.shortcuts.setColumn',
    groupKey: CELLS_GROUP,
    enabled: p.columns.length > 0,
  });

  const cell = current ? p.def.cells[current] : undefined;
  const rows = targets();
  const values =
    cell?.editor === 'boolean'
      ? [true, false]
      : cell?.editor === 'select'
        ? selectValues(cell).filter((v) =>
            rows.some((r) => !cellLock(p.def, current!, r, p.role) && cell.options?.(r, p.role).includes(v)),
          )
        : null;

  const content = current && (
    <div className="cpt-setcol">
      <div className="cpt-setcol-title">{title}</div>
      {p.columns.length > 1 && (
        <FormGroup label={t('cells.set.column')} inline className="cpt-setcol-column">
          <Select
            value={current}
            onChange={(e) => setField(e.currentTarget.value)}
            options={p.columns.map((c) => ({ value: c.field, label: c.header }))}
          />
        </FormGroup>
      )}
      {values ? (
        values.length ? (
          <KeyboardMenu key={current} aria-label={title} onKeyDownCapture={(e) => typeAhead(e, letters)}>
            {values.map((v) => (
              <MenuItem
                key={String(v)}
                text={p.label(current, v)}
                data-typed={p.words(current, v).join(SEP)}
                onClick={() => run({ value: v })}
              />
            ))}
          </KeyboardMenu>
        ) : (
          <p className="cpt-setcol-none">{t('cells.set.noMove')}</p>
        )
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run({ text });
          }}
        >
          <InputGroup
            autoFocus
            aria-label={t('cells.set.value', { column: header })}
            placeholder={cell?.editor === 'date' ? 'YYYY-MM-DD' : undefined}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            rightElement={
              <Button type="submit" variant="minimal" icon="key-enter">
                {t('cells.set.apply')}
              </Button>
            }
          />
        </form>
      )}
    </div>
  );

  return (
    <PopoverNext
      // the legacy Popover's focus rule: the code that closes it says where the focus goes
      shouldReturnFocusOnClose={false}
      isOpen={open}
      onInteraction={(next) => (next ? show() : close())}
      onClosed={backToCell.closed}
      placement="bottom-start"
      content={content || undefined}
    >
      <Button icon="edit" variant="outlined" disabled={!current} title="Alt+S">
        {p.selected.length
          ? t('cells.set.buttonOf', { column: header, count: p.selected.length })
          : t('cells.set.button', { column: header })}
      </Button>
    </PopoverNext>
  );
}
