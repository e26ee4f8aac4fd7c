import type { GridApi } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { EditableList } from '../../../../domain/cells.ts';
import { dataKey } from '../../../../locales/keys.ts';
import { useConfirm } from '../../useConfirm.tsx';
import { takePreconfirmed } from './preconfirmed.ts';
import type { EditedRow } from './rowEdits.ts';

type Edit<T> = { row: T; field: string; value: unknown };

/**
 * The questions a list's declared cells ask before a value is saved (the spec's "sure to
 * validate payment", "validate the stock reception"): the dialog to render, and `confirmed`,
 * which asks the questions of some edits once (with how many rows) and answers true to save them.
 */
export function useCellQuestions<T extends EditedRow>(o: {
  def: EditableList<T> | undefined;
  api: GridApi<T> | null;
  t: TFunction;
}): { dialog: ReactNode; confirmed: (edits: readonly Edit<T>[]) => Promise<boolean> } {
  const { t } = o;
  const [dialog, ask] = useConfirm({
    title: t('cells.confirm.title'),
    yes: t('cells.confirm.yes'),
    no: t('cells.confirm.no'),
    icon: 'help',
    // the answer puts the cursor on its cell below: the dialog's own return (to where the focus
    // was when it opened) came after it, a row too far on a No
    returnFocus: false,
  });
  const confirmed = async (edits: readonly Edit<T>[]) => {
    const questions = [
      ...new Set(
        edits.flatMap((e) =>
          takePreconfirmed(e.row.id, e.field) ? [] : (o.def?.cells[e.field]?.confirm?.(e.row, e.value) ?? []),
        ),
      ),
    ];
    if (questions.length === 0) return true;
    const text = questions.map((q) => t(dataKey(q))).join(' ');
    const yes = await ask(
      edits.length > 1 ? `${text} (${t('cells.confirm.rows', { count: edits.length })})` : text,
    );
    // the question took the focus from an editor that is gone: back to the grid's cell; on No,
    // to the cell the choice was made on (its Enter moved the cursor a row down, as a save does)
    const at = o.api?.getFocusedCell();
    const asked = !yes && edits.length === 1 ? o.api?.getRowNode(edits[0]!.row.id)?.rowIndex : null;
    const col = asked != null ? edits[0]!.field : at?.column;
    const rowIndex = asked ?? at?.rowIndex;
    if (col && rowIndex != null)
      requestAnimationFrame(() => o.api?.setFocusedCell(rowIndex, col, asked != null ? null : at?.rowPinned));
    return yes;
  };
  return { dialog, confirmed };
}
