import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellLock } from '../../../../domain/cells.ts';
import { keyIn } from '../../../../locales/keys.ts';
import { translateMessage } from '../../../api/errors.ts';
import { toast } from '../../../app/toaster.ts';
import type { CellState, EditedRow, RowOutcome } from './rowEdits.ts';

/** What a bulk edit was, for its summary. */
export type BulkKind = 'paste' | 'fill' | 'set' | 'undo' | 'redo' | 'clear';

/** The words of the cells: why a cell is read-only, a cell's state, the summaries of saves. */
export function useCellWords<T extends EditedRow>(rowName: (row: T) => string) {
  const { t, i18n } = useTranslation();
  const exists = (k: string) => i18n.exists(k);
  /** a message as the server or a rule gives it: a key (with values) or plain text */
  const message = (m: string | undefined) => (m ? translateMessage(m, t, exists) : t('errors.anErrorOccurs'));
  const lockText = (reason: CellLock) => t(keyIn('cells.locked', reason));
  const describe = (state: CellState, theirs: string): string => {
    if (state.kind === 'refused') return message(state.message);
    if (state.kind === 'conflict') return t('cells.conflict.tooltip', { theirs: theirs || '—' });
    if (state.kind === 'retry') return t('cells.retrying');
    if (state.kind === 'saving') return t('cells.saving');
    return t('cells.typed');
  };
  // the names of the rows seen when an edit was summed up: an undo or a late answer may concern
  // rows that have since left the page (a cancelled order leaves the pending tab), and an order
  // is known to its users by its number, never by its id
  const seen = useRef(new Map<string, string>());
  const remember = (rows: ReadonlyMap<string, T>) => {
    for (const [id, row] of rows) seen.current.set(id, rowName(row));
  };
  const nameOf = (id: string) => seen.current.get(id) ?? id.slice(0, 8);
  const names = (ids: readonly string[]) => {
    const shown = ids.slice(0, 6).map(nameOf);
    return ids.length > 6 ? `${shown.join(', ')} …` : shown.join(', ');
  };

  /** The saves made on their own: only what needs the user is said (the cell is marked too). */
  const settled = (outcomes: readonly RowOutcome[], rows: ReadonlyMap<string, T>) => {
    remember(rows);
    for (const o of outcomes) {
      const name = nameOf(o.id);
      if (o.result === 'refused')
        void toast(
          {
            intent: 'danger',
            icon: 'error',
            timeout: 8000,
            message: t('cells.toast.refused', { row: name, message: message(o.message) }),
          },
          `cells-refused-${o.id}`,
        );
      else if (o.result === 'conflict')
        void toast(
          {
            intent: 'warning',
            icon: 'warning-sign',
            timeout: 10_000,
            message: t('cells.toast.conflict', { row: name }),
          },
          `cells-conflict-${o.id}`,
        );
    }
    if (outcomes.some((o) => o.result === 'retry'))
      void toast(
        { intent: 'warning', icon: 'offline', timeout: 6000, message: t('cells.toast.retry') },
        'cells-retry',
      );
  };

  /** One toast summing up a paste, a fill, a set column, an undo: how many saved, which refused. */
  const summary = (
    kind: BulkKind,
    outcomes: readonly RowOutcome[],
    rows: ReadonlyMap<string, T>,
    left: {
      beyond?: number;
      skippedColumns?: number;
      readOnly?: number;
      unchanged?: number;
      /** why the read-only cells were left (each reason once) */
      why?: readonly string[];
    } = {},
  ) => {
    const { beyond = 0, skippedColumns = 0, readOnly = 0, unchanged = 0, why = [] } = left;
    remember(rows);
    // an undo or redo refused left its cells as stored (nothing red to walk to): its reason is
    // said here, and the step stays to be tried again
    const replay = kind === 'undo' || kind === 'redo';
    const notPutBack = replay ? outcomes.filter((o) => o.result === 'refused') : [];
    const refused = outcomes
      .filter((o) => (o.result === 'refused' && !replay) || o.result === 'conflict')
      .map((o) => o.id);
    const waiting = outcomes.filter((o) => o.result === 'retry').length;
    const saved = outcomes.filter((o) => o.result === 'saved').length;
    const partly = outcomes.filter((o) => o.result === 'partial').map((o) => o.id);
    // nothing sent (every cell already held its value) is said as such, not as "0 of 0 saved"
    const parts = [
      outcomes.length
        ? t(keyIn('cells.toast.done', kind), { saved, count: outcomes.length })
        : t(keyIn('cells.toast.nothing', kind)),
    ];
    if (unchanged && outcomes.length) parts.push(t('cells.toast.unchanged', { count: unchanged }));
    if (partly.length) parts.push(t('cells.toast.partlyRows', { rows: names(partly) }));
    if (notPutBack.length) {
      const why = notPutBack.slice(0, 3).map((o) => `${nameOf(o.id)}: ${message(o.message)}`);
      if (notPutBack.length > 3) why.push('…');
      const rows = why.join('; ');
      parts.push(
        kind === 'undo'
          ? t('cells.toast.notPutBack.undo', { rows })
          : t('cells.toast.notPutBack.redo', { rows }),
      );
    }
    if (refused.length) parts.push(t('cells.toast.refusedRows', { rows: names(refused) }));
    if (waiting) parts.push(t('cells.toast.waiting', { count: waiting }));
    if (beyond) parts.push(t('cells.toast.beyond', { count: beyond }));
    if (skippedColumns) parts.push(t('cells.toast.skippedColumns', { count: skippedColumns }));
    if (readOnly)
      parts.push(
        why.length
          ? `${t('cells.toast.readOnly', { count: readOnly })} (${why.join('; ')})`
          : t('cells.toast.readOnly', { count: readOnly }),
      );
    const bad =
      refused.length + notPutBack.length + partly.length + waiting + beyond + skippedColumns + readOnly > 0;
    const idle = outcomes.length === 0;
    void toast({
      intent: bad ? 'warning' : idle ? 'none' : 'success',
      icon: bad ? 'warning-sign' : idle ? 'info-sign' : 'tick',
      timeout: bad ? 10_000 : 4000,
      message: parts.join(' · '),
    });
  };

  const say = (text: string, intent: 'warning' | 'none' = 'warning') =>
    void toast({ intent, message: text, timeout: 4000 }, 'cells-say');

  return { t, i18n, message, lockText, describe, settled, summary, say };
}
