import type { EditableList } from '../../../../domain/cells.ts';
import {
  type CellState,
  cellStateOf,
  type EditedRow,
  isClean,
  type Local,
  newLocal,
  type RowOutcome,
  rowStateOf,
  type SendCells,
  untouched,
  viewOf,
} from './rowLocal.ts';

export interface RowEditsOptions<T> {
  def: EditableList<T>;
  send: SendCells<T>;
  /** the typing pause after which a row's edits are saved */
  pauseMs?: number;
  /** the answers of the saves made on their own (after a pause, a row left, a retry) */
  onSettled?: (outcomes: RowOutcome[], rows: ReadonlyMap<string, T>) => void;
}

/**
 * What a list shows of the rows typed on it: the server's rows with the local edits on top, each
 * cell's and row's state, the rows to redraw. The saves (RowSaves) and the edits (RowEdits) build
 * on it.
 */
export class RowView<T extends EditedRow> {
  protected readonly local = new Map<string, Local<T>>();
  /** the last server copy of each row the list showed */
  protected readonly server = new Map<string, T>();
  /** rows with a cell editor open: their server copy does not change under the typing */
  protected readonly held = new Map<string, T>();
  /** the version each row's last save of ours answered: undo and redo are sent at it */
  protected readonly answered = new Map<string, number>();
  protected readonly queued = new Set<string>();
  /** the key of each call that got no answer, by its body: sent again as it was, with it */
  protected readonly retryKeys = new Map<string, string>();
  protected readonly listeners = new Set<() => void>();
  protected revision = 0;
  protected readonly def: EditableList<T>;
  protected readonly send: SendCells<T>;
  protected readonly pauseMs: number;
  protected readonly onSettled?: RowEditsOptions<T>['onSettled'];

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
  protected readonly touched = new Set<string>();
  protected bump(l: Local<T>) {
    l.rev++;
    this.touched.add(l.id);
  }
  /** The rows to redraw since the last call: a mark changes without the value changing. */
  takeTouched(): string[] {
    const ids = [...this.touched];
    this.touched.clear();
    return ids;
  }
  protected changed(l?: Local<T>) {
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

  /** The row as stored (its last server copy), not as typed: what a message names it by. */
  stored(id: string): T | undefined {
    return this.local.get(id)?.base ?? this.server.get(id);
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

  /** A cell editor opened on the row: its server copy is kept as is until it closes. */
  hold(id: string): void {
    const server = this.server.get(id);
    if (server) this.held.set(id, server);
  }
  release(id: string): void {
    if (this.held.delete(id)) this.changed();
  }

  // ---- internals

  protected readonly get = (row: T, field: string): unknown => {
    const cell = this.def.cells[field];
    return cell ? cell.get(row) : (row as unknown as Record<string, unknown>)[field];
  };

  protected rowOf(id: string): T | undefined {
    return this.local.get(id)?.base ?? this.server.get(id);
  }

  protected localOf(row: T, version?: number): Local<T> {
    let l = this.local.get(row.id);
    if (!l) {
      const server = this.server.get(row.id) ?? row;
      const base = version !== undefined && version !== server.version ? { ...server, version } : server;
      l = newLocal(row.id, base);
      this.local.set(row.id, l);
    }
    return l;
  }
}
