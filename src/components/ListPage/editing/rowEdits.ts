import { checkValue, sameValue } from './cellValues.ts';
import { type Change, EditHistory } from './editHistory.ts';
import { type EditedRow, fail, type Local, type RowOutcome, shownValue, withRefusal } from './rowLocal.ts';
import { RowSaves } from './rowSaves.ts';

export type { CallError, CellState, EditedRow, RowOutcome, SendCells } from './rowLocal.ts';
export type { RowEditsOptions } from './rowView.ts';

/**
 * The cells typed on a list and not yet confirmed by the server, row by row. A row's edits are
 * saved together after a pause, when the cursor leaves the row, or at once (a status chosen, a
 * paste); one request per row at a time, carrying the version the edits were made on. A refused
 * value stays in its cell with the message; a conflict keeps mine beside theirs until one is
 * chosen; a call that gets no answer is sent again later, never dropped. The list's own rows follow
 * the server (change feed); a row with local edits keeps them on top of its server copy.
 */
export class RowEdits<T extends EditedRow> extends RowSaves<T> {
  readonly history = new EditHistory();

  /**
   * One cell typed or chosen: shown at once, saved with the row's other edits after the pause
   * (at once when `immediate`). A value the cell's schema refuses is kept with its message, unsent.
   */
  edit(row: T, field: string, value: unknown, o: { immediate?: boolean; step?: Change[] } = {}): void {
    const step = o.step ?? [];
    if (this.put(row, field, value, step, undefined) && (o.immediate || this.def.cells[field]?.immediate))
      this.queue(row.id);
    else this.schedule(row.id);
    const l = this.local.get(row.id);
    // the row's cells still waiting for their save go with this one: one save, one undo step
    const waiting = new Set([...(l?.set.values() ?? [])].flatMap((t) => t.changes));
    if (!o.step) this.history.record(step, (last) => last.every((c) => c.id === row.id && waiting.has(c)));
    this.changed(l);
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
    o: { replay?: 'undo' | 'redo'; version?: (id: string) => number | undefined; step?: Change[] } = {},
  ): Promise<RowOutcome[]> {
    const step: Change[] = o.step ?? [];
    const refused = new Map<string, RowOutcome>();
    for (const e of edits) {
      const ok = this.put(e.row, e.field, e.value, step, o.version?.(e.row.id));
      const message = this.local.get(e.row.id)?.refused.get(e.field)?.message ?? '';
      if (!ok) refused.set(e.row.id, { id: e.row.id, result: 'refused', message });
    }
    if (o.replay) {
      for (const c of step) this.replayed.add(c);
      this.history.recordReplay(step, o.replay);
    } else this.history.record(step);
    this.changed();
    const saved = await this.saveNow([...new Set(edits.map((e) => e.row.id))], true);
    // a row with a value its cell refused is partly saved when its other cells were
    const out = saved.map((s) => {
      const r = refused.get(s.id);
      return r ? withRefusal(s, r) : s;
    });
    for (const [id, r] of refused) if (!saved.some((s) => s.id === id)) out.push(r);
    return out;
  }

  /** Whether a cell typed on the row is to be saved with `field` (a figure waiting for its reason). */
  awaits(id: string, field: string): boolean {
    const typed = [...(this.local.get(id)?.set.keys() ?? [])];
    return typed.some((f) => this.def.cells[f]?.savedWith?.includes(field));
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

  /**
   * Undo (or redo) the last step of saved edits: a new save of the values before, at the version
   * our save answered. What the server refuses stays to be undone (or redone) again.
   */
  async replay(which: 'undo' | 'redo'): Promise<RowOutcome[] | 'busy' | 'empty'> {
    const taken = this.history.take(which);
    if (typeof taken === 'string') return taken;
    const edits = taken.values.flatMap((c) => {
      const row = this.rowOf(c.id);
      return row ? [{ row, field: c.field, value: c.value }] : [];
    });
    const step: Change[] = [];
    const out = await this.editMany(edits, { replay: which, version: (id) => this.answered.get(id), step });
    this.history.answered(taken, step);
    return out;
  }

  /** Sends every edit still waiting (the list is left). */
  flushAll(): Promise<RowOutcome[]> {
    return this.saveNow([...this.local.keys()]);
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
    // a cell saved with others (a stock figure's reason) typed as it stands is still given: the
    // row waits for it, a new figure goes with the same reason again, and so does its undo
    const asStored = sameValue(checked.value, before) || sameValue(checked.value, this.get(l.base, field));
    if (cell?.savedWith && asStored && !wasRefused) {
      l.set.set(field, { value: checked.value, changes: [...(prev?.changes ?? []), change] });
      step.push(change);
      return true;
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
    this.revivePartners(l, field);
    return true;
  }

  /**
   * A cell saved with `field` the server refused for want of it (a stock figure sent without its
   * reason) goes again with it: typing the reason the message asked for sent the reason alone, refused
   * in turn, or left it waiting for a figure on a row the cursor never leaves.
   */
  private revivePartners(l: Local<T>, field: string): void {
    const mine = this.def.cells[field]?.savedWith ?? [];
    for (const [f, t] of l.refused) {
      const cell = this.def.cells[f];
      const partner = mine.includes(f) || cell?.savedWith?.includes(field);
      if (!cell || !partner || !checkValue(cell.schema, t.value).ok) continue;
      l.refused.delete(f);
      for (const c of t.changes) if (c.state === 'failed') c.state = 'pending';
      l.set.set(f, { value: t.value, changes: t.changes });
    }
  }
}
