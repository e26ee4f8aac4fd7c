import { type CellValue, MAX_CELL_ROWS } from '../../../../domain/cells.ts';
import { uuidV4 } from '../../../app/random-uuid.ts';
import type { Change } from './editHistory.ts';
import {
  backoffMs,
  type CallError,
  type EditedRow,
  type Local,
  type RowOutcome,
  refuseSent,
  retryable,
  sendAgainLater,
  settle,
  type Typed,
  waitsForPartner,
} from './rowLocal.ts';
import { RowView } from './rowView.ts';

/**
 * The saves of the rows typed on a list: after the pause or at once, the rows due at the same
 * moment in one call (in parts of MAX_CELL_ROWS), one request per row in flight with the version
 * its edits were made on, the answers settled row by row, no answer sent again later with the
 * same Idempotency-Key.
 */
export class RowSaves<T extends EditedRow> extends RowView<T> {
  /** the changes an undo or redo made: refused, they give way to the stored values */
  protected readonly replayed = new WeakSet<Change>();
  private readonly isReplay = (t: Typed) => t.changes.some((c) => this.replayed.has(c));

  /**
   * An editor open on the row: its pause waits for the editor to close, so cells typed one after
   * the other on a row (a stock figure, then its reason) go in one save however slowly they are
   * typed; leaving the row still saves at once.
   */
  override hold(id: string): void {
    super.hold(id);
    clearTimeout(this.local.get(id)?.timer);
  }
  override release(id: string): void {
    super.release(id);
    this.schedule(id);
  }

  /**
   * The row's save after the typing pause; none while a cell waits for the cells it is saved with
   * (a figure for its reason, however long the member takes between them): leaving the row, or
   * the list, sends it then.
   */
  protected schedule(id: string) {
    const l = this.local.get(id);
    if (!l || l.set.size === 0) return;
    clearTimeout(l.timer);
    if (waitsForPartner(l, this.def)) return;
    l.timer = setTimeout(() => this.queue(id), this.pauseMs);
  }

  /** Due now: the rows queued in the same moment go in one call. */
  protected queue(id: string) {
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
        // a typed, pasted or filled value is one a cell holds: a text, a number, a flag or null
        set: Object.fromEntries([...l.sent].map(([f, t]) => [f, t.value as CellValue])),
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
        const o = settle(l, r, this.get, this.isReplay);
        if (o.result === 'saved') this.answered.set(id, l.base.version);
        return o;
      });
    } catch (e) {
      const err = (e ?? {}) as CallError;
      if (retryable(err)) this.retryKeys.set(text, key);
      outcomes = rows.map(([, l]) =>
        retryable(err)
          ? this.retry(l)
          : refuseSent(l, undefined, err.message ?? 'errors.anErrorOccurs', this.isReplay),
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
