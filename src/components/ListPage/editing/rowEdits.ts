import {
  type CellEdits,
  type CellRowResult,
  type CellsAnswer,
  type EditableList,
  MAX_CELL_ROWS,
} from '../../../../domain/cells.ts';
import { checkValue, sameValue } from './cellValues.ts';
import { type Change, EditHistory } from './editHistory.ts';

export interface EditedRow {
  id: string;
  version: number;
}

/** A cells call that failed as a whole: no answer at all (offline), or its status and message. */
export interface CallError {
  status?: number;
  message?: string;
}

/** Sends one cells call (at most MAX_CELL_ROWS rows); throws a CallError when it fails as a whole. */
export type SendCells<T> = (rows: CellEdits['rows']) => Promise<CellsAnswer<T>>;

/** How one row's save ended. */
export interface RowOutcome {
  id: string;
  result: 'saved' | 'refused' | 'conflict' | 'retry';
  message?: string;
}

/** What a cell shows beside its value. */
export type CellState =
  | { kind: 'typed' }
  | { kind: 'saving' }
  | { kind: 'retry' }
  | { kind: 'refused'; message: string }
  | { kind: 'conflict'; theirs: unknown };

interface Typed {
  value: unknown;
  changes: Change[];
}

interface Local<T> {
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
const retryable = (e: CallError) =>
  e.status === undefined || e.status >= 500 || e.status === 408 || e.status === 429;
/** 1 s, 2 s, 4 s … at most 30 s between attempts. */
export const backoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));

export interface RowEditsOptions<T> {
  def: EditableList<T>;
  send: SendCells<T>;
  /** the typing pause after which a row's edits are saved */
  pauseMs?: number;
  /** the answers of the saves made on their own (after a pause, a row left, a retry) */
  onSettled?: (outcomes: RowOutcome[], rows: ReadonlyMap<string, T>) => void;
}

/**
 * The cells typed on a list and not yet confirmed by the server, row by row. A row's edits are
 * saved together after a pause, when the cursor leaves the row, or at once (a status chosen, a
 * paste); one request per row at a time, carrying the version the edits were made on. A refused
 * value stays in its cell with the message; a conflict keeps mine beside theirs until one is
 * chosen; a call that gets no answer is sent again later, never dropped. The list's own rows follow
 * the server (change feed); a row with local edits keeps them on top of its server copy.
 */
export class RowEdits<T extends EditedRow> {
  readonly history = new EditHistory();
  private readonly local = new Map<string, Local<T>>();
  /** the last server copy of each row the list showed */
  private readonly server = new Map<string, T>();
  /** rows with a cell editor open: their server copy does not change under the typing */
  private readonly held = new Map<string, T>();
  /** the version each row's last save of ours answered: undo and redo are sent at it */
  private readonly answered = new Map<string, number>();
  private readonly queued = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private revision = 0;
  private readonly def: EditableList<T>;
  private readonly send: SendCells<T>;
  private readonly pauseMs: number;
  private readonly onSettled?: RowEditsOptions<T>['onSettled'];

  constructor(o: RowEditsOptions<T>) {
    this.def = o.def;
    this.send = o.send;
    this.pauseMs = o.pauseMs ?? 800;
    this.onSettled = o.onSettled;
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };
  snapshot = () => this.revision;
  /** rows whose look changed (value or mark): the grid redraws them (`takeTouched`) */
  private readonly touched = new Set<string>();
  private bump(l: Local<T>) {
    l.rev++;
    this.touched.add(l.id);
  }
  /** The rows to redraw since the last call: a mark changes without the value changing. */
  takeTouched(): string[] {
    const ids = [...this.touched];
    this.touched.clear();
    return ids;
  }
  private changed(l?: Local<T>) {
    if (l) this.bump(l);
    this.revision++;
    for (const fn of this.listeners) fn();
  }

  // ---- what the grid shows

  /** The page's rows with the local edits on top; a row being edited keeps its server copy. */
  show(rows: readonly T[]): T[] {
    return rows.map((incoming) => {
      const server = this.held.get(incoming.id) ?? incoming;
      if (!this.held.has(incoming.id)) this.server.set(incoming.id, incoming);
      const l = this.local.get(incoming.id);
      if (!l) return server;
      if (this.isClean(l)) {
        if (server.version >= l.base.version) {
          this.local.delete(incoming.id);
          this.touched.add(incoming.id);
          return server;
        }
      } else if (server.version > l.base.version && this.untouched(l, server)) {
        // someone else changed other cells of the row: the typing goes on over the newer copy
        l.base = server;
        this.bump(l);
      }
      return this.view(l);
    });
  }

  /** The state of one cell, null when it shows the server's value. */
  cellState(id: string, field: string): CellState | null {
    const l = this.local.get(id);
    if (!l) return null;
    if (l.conflict?.fields.has(field))
      return { kind: 'conflict', theirs: this.get(l.conflict.theirs, field) };
    const refused = l.refused.get(field);
    if (refused) return { kind: 'refused', message: refused.message };
    if (l.sent?.has(field)) return { kind: 'saving' };
    if (l.set.has(field)) return l.retries > 0 ? { kind: 'retry' } : { kind: 'typed' };
    return null;
  }

  /** The row's state for its mark: saving, waiting to be sent again, or needing the user. */
  rowState(id: string): 'saving' | 'retry' | 'conflict' | 'refused' | 'typed' | null {
    const l = this.local.get(id);
    if (!l) return null;
    if (l.conflict) return 'conflict';
    if (l.sent) return 'saving';
    if (l.set.size > 0) return l.retries > 0 ? 'retry' : 'typed';
    return l.refused.size > 0 ? 'refused' : null;
  }

  /** Rows whose edits the server has not confirmed yet (typed, in flight, waiting to be retried). */
  unsaved(): number {
    return [...this.local.values()].filter((l) => l.set.size > 0 || l.sent).length;
  }

  counts() {
    const c = { saving: 0, retry: 0, refused: 0, conflict: 0 };
    for (const id of this.local.keys()) {
      const s = this.rowState(id);
      if (s && s !== 'typed') c[s]++;
    }
    return c;
  }

  // ---- editing

  /** A cell editor opened on the row: its server copy is kept as is until it closes. */
  hold(id: string): void {
    const server = this.server.get(id);
    if (server) this.held.set(id, server);
  }
  release(id: string): void {
    if (this.held.delete(id)) this.changed();
  }

  /**
   * One cell typed or chosen: shown at once, saved with the row's other edits after the pause
   * (at once when `immediate`). A value the cell's schema refuses is kept with its message, unsent.
   */
  edit(row: T, field: string, value: unknown, o: { immediate?: boolean; step?: Change[] } = {}): void {
    const step = o.step ?? [];
    if (this.put(row, field, value, step, undefined) && (o.immediate || this.def.cells[field]?.immediate))
      this.queue(row.id);
    else this.schedule(row.id);
    if (!o.step) this.history.record(step);
    this.changed(this.local.get(row.id));
  }

  /** A text that is not a value of the cell (a date that is no day): kept in the cell with why. */
  refuseTyped(row: T, field: string, text: string, message: string): void {
    const l = this.localOf(row);
    l.set.delete(field);
    l.refused.set(field, { value: text, message, changes: [] });
    this.changed(l);
  }

  /**
   * Several cells at once (a paste, a fill, a set column), one undo step, saved at once in calls
   * of at most MAX_CELL_ROWS rows; resolves with each row's answer.
   */
  async editMany(
    edits: readonly { row: T; field: string; value: unknown }[],
    o: { replay?: 'undo' | 'redo'; version?: (id: string) => number | undefined } = {},
  ): Promise<RowOutcome[]> {
    const step: Change[] = [];
    const refused = new Map<string, string>();
    for (const e of edits) {
      const ok = this.put(e.row, e.field, e.value, step, o.version?.(e.row.id));
      if (!ok) refused.set(e.row.id, this.local.get(e.row.id)?.refused.get(e.field)?.message ?? '');
    }
    if (o.replay) this.history.recordReplay(step, o.replay);
    else this.history.record(step);
    this.changed();
    const saved = await this.saveNow([...new Set(edits.map((e) => e.row.id))], true);
    // a row with a value its cell refused is refused, whatever became of its other cells
    const out = saved.map((s) =>
      refused.has(s.id) ? { id: s.id, result: 'refused' as const, message: refused.get(s.id) } : s,
    );
    for (const [id, message] of refused)
      if (!saved.some((s) => s.id === id)) out.push({ id, result: 'refused', message });
    return out;
  }

  /** The cursor left the row: its edits go now. */
  leaveRow(id: string): void {
    const l = this.local.get(id);
    if (l && l.set.size > 0 && !l.sent) this.queue(id);
  }

  /** Escape on a cell: its typed, refused or conflicting value gives way to the server's. */
  revert(id: string, field: string): boolean {
    const l = this.local.get(id);
    if (!l) return false;
    let done = false;
    if (l.conflict?.fields.has(field)) {
      this.fail(l.conflict.fields.get(field));
      l.conflict.fields.delete(field);
      if (l.conflict.fields.size === 0) {
        l.base = l.conflict.theirs;
        l.conflict = null;
      }
      done = true;
    }
    for (const m of [l.refused, l.set]) {
      if (!m.has(field)) continue;
      this.fail(m.get(field));
      m.delete(field);
      done = true;
    }
    if (done) this.changed(l);
    return done;
  }

  /** A conflict settled: my values sent again over theirs, or theirs taken. */
  resolve(id: string, keep: 'mine' | 'theirs'): void {
    const l = this.local.get(id);
    if (!l?.conflict) return;
    const { theirs, fields } = l.conflict;
    l.conflict = null;
    l.base = theirs;
    for (const [f, typed] of fields) {
      if (keep === 'theirs') this.fail(typed);
      else if (!l.set.has(f)) l.set.set(f, typed);
    }
    if (keep === 'mine') this.queue(id);
    this.changed(l);
  }

  /** Undo (or redo) the last step of saved edits: a new save of the values before, at the version our save answered. */
  async replay(which: 'undo' | 'redo'): Promise<RowOutcome[] | 'busy' | 'empty'> {
    const changes = this.history.take(which);
    if (typeof changes === 'string') return changes;
    const edits = changes.flatMap((c) => {
      const row = this.rowOf(c.id);
      return row ? [{ row, field: c.field, value: c.value }] : [];
    });
    return this.editMany(edits, { replay: which, version: (id) => this.answered.get(id) });
  }

  /** Sends every edit still waiting (the list is left). */
  flushAll(): Promise<RowOutcome[]> {
    return this.saveNow([...this.local.keys()]);
  }

  // ---- internals

  private get(row: T, field: string): unknown {
    const cell = this.def.cells[field];
    return cell ? cell.get(row) : (row as unknown as Record<string, unknown>)[field];
  }

  private rowOf(id: string): T | undefined {
    return this.local.get(id)?.base ?? this.server.get(id);
  }

  private localOf(row: T, version?: number): Local<T> {
    let l = this.local.get(row.id);
    if (!l) {
      const server = this.server.get(row.id) ?? row;
      const base = version !== undefined && version !== server.version ? { ...server, version } : server;
      l = {
        id: row.id,
        base,
        set: new Map(),
        sent: null,
        inflight: null,
        refused: new Map(),
        conflict: null,
        retries: 0,
        rev: 0,
      };
      this.local.set(row.id, l);
    }
    return l;
  }

  /** Puts one value in the row's typed cells; false when the cell's schema refuses it (kept, marked). */
  private put(row: T, field: string, value: unknown, step: Change[], version: number | undefined): boolean {
    const l = this.localOf(row, version);
    this.bump(l);
    const cell = this.def.cells[field];
    const before = this.shownValue(l, field);
    // a new value typed on a conflicting cell: mine, over their newer row
    if (l.conflict?.fields.has(field)) this.resolve(row.id, 'mine');
    const checked = cell ? checkValue(cell.schema, value) : { ok: true as const, value };
    const change: Change = { id: row.id, field, before, after: value, state: 'pending' };
    const prev = l.set.get(field) ?? l.refused.get(field);
    const wasRefused = l.refused.delete(field);
    if (!checked.ok) {
      l.set.delete(field);
      change.state = 'failed';
      l.refused.set(field, { value, message: checked.message, changes: [...(prev?.changes ?? []), change] });
      return false;
    }
    // the value the cell shows already: nothing changes, nothing to undo
    if (sameValue(checked.value, before) && !wasRefused) return true;
    if (sameValue(checked.value, this.get(l.base, field)) && !l.sent?.has(field)) {
      // back to the server's value: nothing to send
      l.set.delete(field);
      this.fail(prev);
      return true;
    }
    l.set.set(field, { value: checked.value, changes: [...(prev?.changes ?? []), change] });
    step.push(change);
    return true;
  }

  private shownValue(l: Local<T>, field: string): unknown {
    for (const m of [l.set, l.sent, l.conflict?.fields, l.refused])
      if (m?.has(field)) return m.get(field)!.value;
    return this.get(l.base, field);
  }

  private fail(t: Typed | undefined) {
    for (const c of t?.changes ?? []) if (c.state === 'pending') c.state = 'failed';
  }

  private isClean(l: Local<T>): boolean {
    return l.set.size === 0 && !l.sent && l.refused.size === 0 && !l.conflict && !l.inflight;
  }

  /** The newer copy left every cell I typed as it was: only other cells changed. */
  private untouched(l: Local<T>, server: T): boolean {
    const fields = new Set([...l.set.keys(), ...(l.sent?.keys() ?? []), ...l.refused.keys()]);
    return !l.conflict && [...fields].every((f) => sameValue(this.get(server, f), this.get(l.base, f)));
  }

  private view(l: Local<T>): T {
    if (l.view?.rev === l.rev) return l.view.row;
    const values: Record<string, unknown> = {};
    for (const m of [l.refused, l.conflict?.fields, l.sent, l.set])
      for (const [f, t] of m ?? []) values[f] = t.value;
    const row = { ...l.base, ...values };
    l.view = { rev: l.rev, row };
    return row;
  }

  private schedule(id: string) {
    const l = this.local.get(id);
    if (!l || l.set.size === 0) return;
    clearTimeout(l.timer);
    l.timer = setTimeout(() => this.queue(id), this.pauseMs);
  }

  /** Due now: the rows queued in the same moment go in one call. */
  private queue(id: string) {
    const l = this.local.get(id);
    if (l) clearTimeout(l.timer);
    if (this.queued.size === 0)
      queueMicrotask(() => {
        const ids = [...this.queued];
        this.queued.clear();
        void this.saveNow(ids);
      });
    this.queued.add(id);
  }

  /**
   * Sends the typed cells of these rows, after any request of theirs still in flight; `quiet`:
   * the caller reports the answers itself (a paste's summary).
   */
  async saveNow(ids: readonly string[], quiet = false): Promise<RowOutcome[]> {
    const waiting = ids.flatMap((id) => this.local.get(id)?.inflight ?? []);
    if (waiting.length) await Promise.all(waiting);
    const ready = ids.flatMap((id) => {
      const l = this.local.get(id);
      if (!l || l.set.size === 0 || l.conflict || l.sent) return [];
      clearTimeout(l.timer);
      return [[id, l] as const];
    });
    const out: RowOutcome[] = [];
    for (let i = 0; i < ready.length; i += MAX_CELL_ROWS)
      out.push(...(await this.call(ready.slice(i, i + MAX_CELL_ROWS))));
    if (!quiet && out.length) this.onSettled?.(out, new Map(ready.map(([id, l]) => [id, l.base])));
    return out;
  }

  private async call(rows: readonly (readonly [string, Local<T>])[]): Promise<RowOutcome[]> {
    let done = () => {};
    const inflight = new Promise<void>((r) => (done = r));
    const body = rows.map(([id, l]) => {
      l.sent = l.set;
      l.set = new Map();
      l.inflight = inflight;
      this.bump(l);
      return {
        id,
        version: l.base.version,
        set: Object.fromEntries([...l.sent].map(([f, t]) => [f, t.value])),
      };
    });
    this.changed();
    let outcomes: RowOutcome[];
    try {
      const answer = await this.send(body);
      const byId = new Map(answer.results.map((r) => [r.id, r]));
      outcomes = rows.map(([id, l]) => this.settle(id, l, byId.get(id)));
    } catch (e) {
      const err = (e ?? {}) as CallError;
      outcomes = rows.map(([id, l]) =>
        retryable(err)
          ? this.retry(id, l)
          : this.refuseSent(id, l, undefined, err.message ?? 'errors.anErrorOccurs'),
      );
    }
    for (const [id, l] of rows) {
      l.inflight = null;
      this.bump(l);
      // typed while the request was out: sent next
      if (l.set.size > 0 && l.retries === 0 && !l.conflict) this.queue(id);
    }
    done();
    this.changed();
    return outcomes;
  }

  private settle(id: string, l: Local<T>, r: CellRowResult<T> | undefined): RowOutcome {
    if (!r) return this.retry(id, l);
    if (r.ok) {
      l.base = r.row;
      this.answered.set(id, r.row.version);
      for (const t of l.sent?.values() ?? []) for (const c of t.changes) c.state = 'saved';
      l.sent = null;
      l.retries = 0;
      return { id, result: 'saved' };
    }
    if (r.status === 409 && r.current && this.holds(r.current, l.sent)) {
      // our own save answered twice (its first answer lost): their row is mine
      return this.settle(id, l, { id, ok: true, row: r.current });
    }
    if (r.status === 409 && r.current) {
      const fields = new Map(l.conflict?.fields);
      for (const [f, t] of l.sent ?? []) fields.set(f, t);
      l.conflict = { theirs: r.current, fields };
      l.sent = null;
      return { id, result: 'conflict', message: r.message };
    }
    return this.refuseSent(id, l, r.field, r.message);
  }

  /** The row already holds every value sent. */
  private holds(row: T, sent: Map<string, Typed> | null): boolean {
    return !!sent && [...sent].every(([f, t]) => sameValue(this.get(row, f), t.value));
  }

  /** The sent cells refused: the named field keeps its value and message, the others are sent again. */
  private refuseSent(id: string, l: Local<T>, field: string | undefined, message: string): RowOutcome {
    const named = field !== undefined && l.sent?.has(field);
    for (const [f, t] of l.sent ?? []) {
      if (!named || f === field) {
        this.fail(t);
        l.refused.set(f, { ...t, message });
      } else if (!l.set.has(f)) l.set.set(f, t);
    }
    l.sent = null;
    l.retries = 0;
    return { id, result: 'refused', message };
  }

  /** No answer: the cells go back to waiting and are sent again later. */
  private retry(id: string, l: Local<T>): RowOutcome {
    for (const [f, t] of l.sent ?? []) {
      const newer = l.set.get(f);
      l.set.set(f, newer ? { value: newer.value, changes: [...t.changes, ...newer.changes] } : t);
    }
    l.sent = null;
    l.retries++;
    clearTimeout(l.timer);
    l.timer = setTimeout(() => void this.saveNow([id]), backoffMs(l.retries));
    return { id, result: 'retry' };
  }
}
