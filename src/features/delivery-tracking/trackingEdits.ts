import type { OrderView } from '../../../domain/live-views.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { ORDERS } from '../../../domain/resources/orders.ts';
import { api } from '../../api/client.ts';
import { apiErrorOf } from '../../api/errors.ts';

/** What logistics edits on a row; the three fields of PUT /api/orders/:id/tracking. */
export type TrackingField = 'trackingStatus' | 'deliveryTrackingID' | 'deliveryDate';

/** part 1 §9: a tracking number and a delivery date wait 1500 ms after the last keystroke; a status goes at once. */
export const debounceOf = (f: TrackingField): number => (f === 'trackingStatus' ? 0 : 1500);

export type SaveResult =
  | { kind: 'saved'; row: OrderView }
  | { kind: 'conflict'; row: OrderView }
  | { kind: 'failed'; error: unknown };

interface Local {
  /** the row as the user sees it */
  row: OrderView;
  /** fields changed and not sent yet */
  dirty: Set<TrackingField>;
  timer?: ReturnType<typeof setTimeout>;
  inFlight?: Promise<SaveResult>;
}

/**
 * The rows logistics has edited and the server has not confirmed yet. Each save sends the
 * version the row was read at (a stale one is answered 409 with the newer row, which is then
 * shown). The list's own rows come from the server and follow the change feed; a local row wins
 * until the server's copy is at least as new and nothing is waiting to be sent.
 */
export class TrackingEdits {
  private readonly local = new Map<string, Local>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private readonly onResult: (row: OrderView, r: SaveResult) => void;

  constructor(onResult: (row: OrderView, r: SaveResult) => void) {
    this.onResult = onResult;
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };
  snapshot = () => this.version;
  private changed() {
    this.version++;
    for (const fn of this.listeners) fn();
  }

  /** Number of rows with an edit not yet confirmed. */
  pending(): number {
    return [...this.local.values()].filter((l) => l.dirty.size > 0 || l.inFlight).length;
  }

  /**
   * The page's rows with the local ones in their place. A saved row stays the same object until
   * someone else makes a newer version: the change feed's copy of our own save would otherwise
   * replace the row under a cell the user has just started typing in.
   */
  show(rows: OrderView[]): OrderView[] {
    return rows.map((r) => {
      const l = this.local.get(r.id);
      if (!l) return r;
      if (l.dirty.size === 0 && !l.inFlight && r.version > l.row.version) {
        this.local.delete(r.id);
        return r;
      }
      return l.row;
    });
  }

  /** One field typed or chosen on a row; saved after its debounce. */
  edit(row: OrderView, field: TrackingField, value: unknown): void {
    const l = this.local.get(row.id) ?? { row, dirty: new Set<TrackingField>() };
    l.row = { ...l.row, [field]: value };
    l.dirty.add(field);
    this.local.set(row.id, l);
    clearTimeout(l.timer);
    l.timer = setTimeout(() => void this.flush(row.id, false), debounceOf(field));
    this.changed();
  }

  /** The status of several rows, each saved on its own; resolves with every row's answer. */
  async setStatus(rows: readonly OrderView[], status: OrderView['trackingStatus']): Promise<SaveResult[]> {
    for (const row of rows) {
      const l = this.local.get(row.id) ?? { row, dirty: new Set<TrackingField>() };
      l.row = { ...l.row, trackingStatus: status };
      l.dirty.add('trackingStatus');
      clearTimeout(l.timer);
      this.local.set(row.id, l);
    }
    this.changed();
    return Promise.all(rows.map((r) => this.flush(r.id, true)));
  }

  private async flush(id: string, quiet: boolean): Promise<SaveResult> {
    const l = this.local.get(id);
    if (!l) return { kind: 'failed', error: new Error('nothing to save') };
    // one request at a time per row: the next one carries the version the previous answered
    if (l.inFlight) await l.inFlight;
    if (l.dirty.size === 0) return { kind: 'saved', row: l.row };
    const fields = [...l.dirty];
    l.dirty.clear();
    const body: Record<string, unknown> = { version: l.row.version };
    for (const f of fields) body[f] = l.row[f];
    const sent = l.row;
    const request = (async (): Promise<SaveResult> => {
      try {
        const saved = await api.put(apiUrl(ORDERS.ops.tracking, { id }), { json: body }).json<OrderView>();
        return { kind: 'saved', row: saved };
      } catch (error) {
        const e = apiErrorOf(error);
        if (e?.message === 'order.errors.versionConflict' && e.details) {
          return { kind: 'conflict', row: e.details as OrderView };
        }
        return { kind: 'failed', error };
      }
    })();
    l.inFlight = request;
    const r = await request;
    l.inFlight = undefined;
    if (r.kind === 'saved') {
      // fields typed while the request was out stay on top of the server's answer
      const typed = Object.fromEntries([...l.dirty].map((f) => [f, l.row[f]]));
      l.row = { ...r.row, ...typed };
    } else {
      l.dirty.clear();
      clearTimeout(l.timer);
      if (r.kind === 'conflict') l.row = r.row;
      else this.local.delete(id);
    }
    this.changed();
    if (!quiet) this.onResult(sent, r);
    return r;
  }
}
