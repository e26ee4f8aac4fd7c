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
    // the question took the focus from an editor that is gone: back to the grid's cell
    const at = o.api?.getFocusedCell();
    if (at) requestAnimationFrame(() => o.api?.setFocusedCell(at.rowIndex, at.column, at.rowPinned));
    return yes;
  };
  return { dialog, confirmed };
}
