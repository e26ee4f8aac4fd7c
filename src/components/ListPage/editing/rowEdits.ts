import { type EditableList, MAX_CELL_ROWS } from '../../../../domain/cells.ts';
import { uuidV4 } from '../../../app/random-uuid.ts';
import { checkValue, sameValue } from './cellValues.ts';
import { type Change, EditHistory } from './editHistory.ts';
import {
  backoffMs,
  type CallError,
  type CellState,
  cellStateOf,
  type EditedRow,
  fail,
  isClean,
  type Local,
  newLocal,
  type RowOutcome,
  refuseSent,
  retryable,
  rowStateOf,
  type SendCells,
  sendAgainLater,
  settle,
  shownValue,
  untouched,
  viewOf,
} from './rowLocal.ts';

export type { CallError, CellState, EditedRow, RowOutcome, SendCells } from './rowLocal.ts';

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
  /** the key of each call that got no answer, by its body: sent again as it was, with it */
  private readonly retryKeys = new Map<string, string>();
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
      if (isClean(l)) {
        if (server.version >= l.base.version) {
          this.local.delete(incoming.id);
          this.touched.add(incoming.id);
          return server;
        }
      } else if (server.version > l.base.version && untouched(l, server, this.get)) {
        // someone else changed other cells of the row: the typing goes on over the newer copy
        l.base = server;
        this.bump(l);
      }
      return viewOf(l);
    });
  }

  /** The state of one cell, null when it shows the server's value. */
  cellState(id: string, field: string): CellState | null {
    const l = this.local.get(id);
    return l ? cellStateOf(l, field, this.get) : null;
  }

  /** The row's state for its mark: saving, waiting to be sent again, or needing the user. */
  rowState(id: string) {
    const l = this.local.get(id);
    return l ? rowStateOf(l) : null;
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
      fail(l.conflict.fields.get(field));
      l.conflict.fields.delete(field);
      if (l.conflict.fields.size === 0) {
        l.base = l.conflict.theirs;
        l.conflict = null;
      }
      done = true;
    }
    for (const m of [l.refused, l.set]) {
      if (!m.has(field)) continue;
      fail(m.get(field));
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
      if (keep === 'theirs') fail(typed);
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

  private readonly get = (row: T, field: string): unknown => {
    const cell = this.def.cells[field];
    return cell ? cell.get(row) : (row as unknown as Record<string, unknown>)[field];
  };

  private rowOf(id: string): T | undefined {
    return this.local.get(id)?.base ?? this.server.get(id);
  }

  private localOf(row: T, version?: number): Local<T> {
    let l = this.local.get(row.id);
    if (!l) {
      const server = this.server.get(row.id) ?? row;
      const base = version !== undefined && version !== server.version ? { ...server, version } : server;
      l = newLocal(row.id, base);
      this.local.set(row.id, l);
    }
    return l;
  }

  /** Puts one value in the row's typed cells; false when the cell's schema refuses it (kept, marked). */
  private put(row: T, field: string, value: unknown, step: Change[], version: number | undefined): boolean {
    const l = this.localOf(row, version);
    this.bump(l);
    const cell = this.def.cells[field];
    const before = shownValue(l, field, this.get);
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
      fail(prev);
      return true;
    }
    l.set.set(field, { value: checked.value, changes: [...(prev?.changes ?? []), change] });
    step.push(change);
    return true;
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
    // the same call sent again after no answer carries the same key: the server answers it once
    const text = JSON.stringify(body);
    const key = this.retryKeys.get(text) ?? uuidV4();
    this.retryKeys.delete(text);
    let outcomes: RowOutcome[];
    try {
      const answer = await this.send(body, key);
      const byId = new Map(answer.results.map((r) => [r.id, r]));
      outcomes = rows.map(([id, l]) => {
        const r = byId.get(id);
        if (!r) return this.retry(l);
        const o = settle(l, r, this.get);
        if (o.result === 'saved') this.answered.set(id, l.base.version);
        return o;
      });
    } catch (e) {
      const err = (e ?? {}) as CallError;
      if (retryable(err)) this.retryKeys.set(text, key);
      outcomes = rows.map(([, l]) =>
        retryable(err) ? this.retry(l) : refuseSent(l, undefined, err.message ?? 'errors.anErrorOccurs'),
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

  /** No answer: kept, and sent again after a growing pause. */
  private retry(l: Local<T>): RowOutcome {
    const o = sendAgainLater(l);
    clearTimeout(l.timer);
    l.timer = setTimeout(() => void this.saveNow([l.id]), backoffMs(l.retries));
    return o;
  }
}
