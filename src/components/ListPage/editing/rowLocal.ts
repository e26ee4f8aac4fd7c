import type { CellEdits, CellRowResult, CellsAnswer, EditableList } from '../../../../domain/cells.ts';
import { sameValue } from './cellValues.ts';
import type { Change } from './editHistory.ts';

export interface EditedRow {
  id: string;
  version: number;
}

/** A cells call that failed as a whole: no answer at all (offline), or its status and message. */
export interface CallError {
  status?: number;
  message?: string;
}

/**
 * Sends one cells call (at most MAX_CELL_ROWS rows) with its Idempotency-Key; throws a CallError
 * when it fails as a whole.
 */
export type SendCells<T> = (rows: CellEdits['rows'], key: string) => Promise<CellsAnswer<T>>;

/** How one row's save ended. */
export interface RowOutcome {
  id: string;
  /** partial: some of the row's cells saved, another refused (marked in its cell) */
  result: 'saved' | 'partial' | 'refused' | 'conflict' | 'retry';
  message?: string;
}

/**
 * A row's outcome with a cell of it refused before any save (not a value of its cell): partly
 * saved when the row's other cells were saved, refused otherwise, with the refusal's message.
 */
export function withRefusal(row: RowOutcome | undefined, refused: RowOutcome): RowOutcome {
  return row?.result === 'saved' ? { ...refused, result: 'partial' } : refused;
}

/** What a cell shows beside its value. */
export type CellState =
  | { kind: 'typed' }
  | { kind: 'saving' }
  | { kind: 'retry' }
  | { kind: 'refused'; message: string }
  | { kind: 'conflict'; theirs: unknown };

export interface Typed {
  value: unknown;
  changes: Change[];
}

export interface Local<T> {
  id: string;
  /** the server's row the edits apply to: its version goes with them */
  base: T;
  /** typed, waiting to be sent */
  set: Map<string, Typed>;
  /** in the request in flight */
  sent: Map<string, Typed> | null;
  inflight: Promise<void> | null;
  /** refused by the server or by the cell's own rule: shown, not sent again, until typed again or Escape */
  refused: Map<string, Typed & { message: string }>;
  /** another member saved the row first: my values kept beside theirs until one is chosen */
  conflict: { theirs: T; fields: Map<string, Typed> } | null;
  /** failed calls in a row (offline, 5xx): kept and sent again later */
  retries: number;
  timer?: ReturnType<typeof setTimeout>;
  rev: number;
  view?: { rev: number; row: T };
}

/** Statuses a call failing as a whole is retried on: no answer, the server or a proxy failing. */
export const retryable = (e: CallError) =>
  e.status === undefined || e.status >= 500 || e.status === 408 || e.status === 429;
/** 1 s, 2 s, 4 s … at most 30 s between attempts. */
export const backoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));

/** A cell's value on a row (the declaration's `get`, else the row's own field). */
export type Get<T> = (row: T, field: string) => unknown;

export function newLocal<T>(id: string, base: T): Local<T> {
  return {
    id,
    base,
    set: new Map(),
    sent: null,
    inflight: null,
    refused: new Map(),
    conflict: null,
    retries: 0,
    rev: 0,
  };
}

/** What the cell shows: typed, in flight, mine in a conflict, refused, else the server's. */
export function shownValue<T>(l: Local<T>, field: string, get: Get<T>): unknown {
  for (const m of [l.set, l.sent, l.conflict?.fields, l.refused])
    if (m?.has(field)) return m.get(field)!.value;
  return get(l.base, field);
}

/** The changes of a value that will not be saved: undo skips them. */
export function fail(t: Typed | undefined): void {
  for (const c of t?.changes ?? []) if (c.state === 'pending') c.state = 'failed';
}

/**
 * A typed cell declared to be saved with others (`savedWith`) has none of them typed beside it:
 * the server would refuse the row as it stands (a stock figure without its reason).
 */
export function waitsForPartner<T>(l: Local<T>, def: EditableList<T>): boolean {
  return [...l.set.keys()].some((f) => {
    const partners = def.cells[f]?.savedWith;
    return !!partners && !partners.some((p) => l.set.has(p));
  });
}

export function isClean<T>(l: Local<T>): boolean {
  return l.set.size === 0 && !l.sent && l.refused.size === 0 && !l.conflict && !l.inflight;
}

/** The newer copy left every cell I typed as it was: only other cells changed. */
export function untouched<T>(l: Local<T>, server: T, get: Get<T>): boolean {
  const fields = new Set([...l.set.keys(), ...(l.sent?.keys() ?? []), ...l.refused.keys()]);
  return !l.conflict && [...fields].every((f) => sameValue(get(server, f), get(l.base, f)));
}

/** The row as shown: the server's copy with my values on top (one object per revision). */
export function viewOf<T>(l: Local<T>): T {
  if (l.view?.rev === l.rev) return l.view.row;
  const values: Record<string, unknown> = {};
  for (const m of [l.refused, l.conflict?.fields, l.sent, l.set])
    for (const [f, t] of m ?? []) values[f] = t.value;
  const row = { ...l.base, ...values };
  l.view = { rev: l.rev, row };
  return row;
}

export function cellStateOf<T>(l: Local<T>, field: string, get: Get<T>): CellState | null {
  if (l.conflict?.fields.has(field)) return { kind: 'conflict', theirs: get(l.conflict.theirs, field) };
  const refused = l.refused.get(field);
  if (refused) return { kind: 'refused', message: refused.message };
  if (l.sent?.has(field)) return { kind: 'saving' };
  if (l.set.has(field)) return l.retries > 0 ? { kind: 'retry' } : { kind: 'typed' };
  return null;
}

export function rowStateOf<T>(l: Local<T>): 'saving' | 'retry' | 'conflict' | 'refused' | 'typed' | null {
  if (l.conflict) return 'conflict';
  if (l.sent) return 'saving';
  if (l.set.size > 0) return l.retries > 0 ? 'retry' : 'typed';
  return l.refused.size > 0 ? 'refused' : null;
}

/**
 * The server's answer for the row's cells in flight: saved (the answered row becomes the base),
 * a conflict (mine kept beside their row; a 409 whose row already holds what was sent is our
 * own save answered twice), or refused.
 */
export function settle<T extends EditedRow>(
  l: Local<T>,
  r: CellRowResult<T>,
  get: Get<T>,
  replayed?: (t: Typed) => boolean,
): RowOutcome {
  const holds = (row: T) => !!l.sent && [...l.sent].every(([f, t]) => sameValue(get(row, f), t.value));
  const row = r.ok ? r.row : r.status === 409 && r.current && holds(r.current) ? r.current : null;
  if (row) {
    l.base = row;
    for (const t of l.sent?.values() ?? []) for (const c of t.changes) c.state = 'saved';
    l.sent = null;
    l.retries = 0;
    return { id: l.id, result: 'saved' };
  }
  if (!r.ok && r.status === 409 && r.current) {
    const fields = new Map(l.conflict?.fields);
    for (const [f, t] of l.sent ?? []) fields.set(f, t);
    l.conflict = { theirs: r.current, fields };
    l.sent = null;
    return { id: l.id, result: 'conflict', message: r.message };
  }
  return refuseSent(l, r.ok ? undefined : r.field, r.ok ? '' : r.message, replayed);
}

/**
 * The sent cells refused: the named field keeps its value and message, the others are sent again.
 * The values of an undo or redo (`replayed`) are dropped instead, all of them: they were one step,
 * and the cells show what is stored rather than values that never were.
 */
export function refuseSent<T>(
  l: Local<T>,
  field: string | undefined,
  message: string,
  replayed: (t: Typed) => boolean = () => false,
): RowOutcome {
  const named = field !== undefined && l.sent?.has(field);
  for (const [f, t] of l.sent ?? []) {
    if (replayed(t)) fail(t);
    else if (!named || f === field) {
      fail(t);
      l.refused.set(f, { ...t, message });
    } else if (!l.set.has(f)) l.set.set(f, t);
  }
  l.sent = null;
  l.retries = 0;
  return { id: l.id, result: 'refused', message };
}

/** No answer: the cells in flight go back to waiting (under any typed since), one more attempt counted. */
export function sendAgainLater<T>(l: Local<T>): RowOutcome {
  for (const [f, t] of l.sent ?? []) {
    const newer = l.set.get(f);
    l.set.set(f, newer ? { value: newer.value, changes: [...t.changes, ...newer.changes] } : t);
  }
  l.sent = null;
  l.retries++;
  return { id: l.id, result: 'retry' };
}
