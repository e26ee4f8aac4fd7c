import type { ICellRendererParams } from 'ag-grid-community';
import type { CellState } from './rowEdits.ts';

export interface CellValueParams {
  /** the cell's state now (typed, saving, refused, conflict), read on every draw */
  stateOf: (rowId: string) => CellState | null;
  /** a refused cell's message and a conflict's words, translated */
  describe: (state: CellState, theirs: string) => string;
}

/**
 * An editable cell's text, with what the user must know without hovering: their value beside
 * mine in a conflict, the reason of a refusal (read by screen readers), a saving mark.
 */
export function CellValue(p: ICellRendererParams & CellValueParams) {
  const shown = p.valueFormatted ?? (p.value == null ? '' : String(p.value));
  const state = p.data ? p.stateOf((p.data as { id: string }).id) : null;
  if (!state || state.kind === 'typed') return <>{shown}</>;
  if (state.kind === 'conflict') {
    const theirs = String(p.formatValue?.(state.theirs) ?? state.theirs ?? '') || '—';
    return (
      <span className="cpt-cell-pair">
        <span className="cpt-cell-mine">{shown || '—'}</span>
        <span className="cpt-cell-theirs" title={p.describe(state, theirs)}>
          {theirs}
        </span>
        <span className="cpt-sr-only">{p.describe(state, theirs)}</span>
      </span>
    );
  }
  return (
    <span
      aria-busy={state.kind === 'saving' || undefined}
      aria-invalid={state.kind === 'refused' || undefined}
    >
      {shown}
      {state.kind !== 'saving' && <span className="cpt-sr-only">{p.describe(state, '')}</span>}
    </span>
  );
}
