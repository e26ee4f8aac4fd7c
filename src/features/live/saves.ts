import type { OrderView } from '../../../domain/live-views.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { api } from '../../api/client.ts';
import { apiErrorOf } from '../../api/errors.ts';
import { isNetworkFailure } from './messages.ts';
import { type LiveRow, linesPayload, sendableAddress } from './rows.ts';
import type { LiveStore } from './store.ts';

/** What an edit touched; the body is built from the row's current values when it is sent. */
export type EditAspect =
  | 'lines'
  | 'customer'
  | 'groupNumber'
  | 'comment'
  | 'paymentMethod'
  | 'deliveryTrackingID'
  | 'deliveryDate'
  | 'deliveryFee'
  | 'address'
  | 'vouchers'
  | 'paymentStatus'
  | 'cancel'
  | 'trackingStatus';

/** Pack and item quantities, tracking number and delivery date wait 1500 ms, the rest 1000. */
export function debounceOf(a: EditAspect): number {
  if (a === 'lines' || a === 'deliveryTrackingID' || a === 'deliveryDate') return 1500;
  if (a === 'paymentStatus' || a === 'cancel' || a === 'trackingStatus') return 0;
  return 1000;
}

function bodyOf(row: LiveRow, aspects: ReadonlySet<EditAspect>): Record<string, unknown> {
  const b: Record<string, unknown> = { version: row.version };
  for (const a of aspects) {
    if (a === 'lines') Object.assign(b, linesPayload(row));
    else if (a === 'customer')
      Object.assign(
        b,
        row.customer
          ? { customer: row.customer.id, customerDaily: null }
          : { customer: null, customerDaily: { customerName: row.customerName } },
      );
    else if (a === 'deliveryFee')
      Object.assign(b, { deliveryFee: row.deliveryFee, deliverySelection: 'manual' });
    else if (a === 'address') {
      // every part typed is saved, a partial address too; all parts cleared clears it
      b.customerAddress = sendableAddress(row.customerAddress);
    } else if (a === 'vouchers')
      Object.assign(b, { vouchers: row.vouchers.map((v) => v.id), voucherSelection: 'manual' });
    else if (a === 'cancel') b.status = 'discontinued';
    else if (a !== 'trackingStatus') b[a] = row[a];
  }
  return b;
}

export interface SaveOutcome {
  kind: 'failed' | 'conflict';
  error: unknown;
}

interface Pending {
  aspects: Set<EditAspect>;
  /** the row as the server last confirmed it: what a failure reverts to */
  base: LiveRow;
  timer?: ReturnType<typeof setTimeout>;
  inFlight: boolean;
  queued: boolean;
}

/**
 * Debounced saves of existing rows with their version (PUT /api/orders/:id). A failure reverts
 * the row; a version conflict shows the newer row. Without a connection the edits wait, marked
 * pending, and go when it is back: nothing typed is lost.
 */
export class SaveQueue {
  private readonly rows = new Map<string, Pending>();
  private readonly store: LiveStore;
  private readonly online: () => boolean;
  private readonly onOutcome: (o: SaveOutcome) => void;
  private readonly onCount: (n: number) => void;
  private readonly onNetworkFailure: () => void;

  constructor(
    store: LiveStore,
    opts: {
      online: () => boolean;
      onOutcome: (o: SaveOutcome) => void;
      onCount: (n: number) => void;
      /** a request got no answer: the link is suspect (the page reconnects, then flushes) */
      onNetworkFailure: () => void;
    },
  ) {
    this.store = store;
    this.online = opts.online;
    this.onOutcome = opts.onOutcome;
    this.onCount = opts.onCount;
    this.onNetworkFailure = opts.onNetworkFailure;
  }

  isPending(id: string): boolean {
    return this.rows.get(id)?.queued ?? false;
  }

  /** The row as the user sees it after the edit, and what it touched. */
  change(row: LiveRow, aspect: EditAspect, before: LiveRow): void {
    let p = this.rows.get(row.id);
    if (!p) {
      p = { aspects: new Set(), base: before, inFlight: false, queued: false };
      this.rows.set(row.id, p);
      this.store.held.set(row.id, null);
    }
    p.aspects.add(aspect);
    this.store.local(row);
    clearTimeout(p.timer);
    const pending = p;
    p.timer = setTimeout(() => void this.flush(row.id, pending), debounceOf(aspect));
  }

  /** Sends every waiting edit (called when the socket is acknowledged again). */
  flushAll(): void {
    for (const [id, p] of this.rows) if (!p.inFlight) void this.flush(id, p);
  }

  private count(): void {
    this.onCount([...this.rows.values()].filter((p) => p.queued).length);
  }

  private async flush(id: string, p: Pending): Promise<void> {
    const row = this.store.get(id);
    if (!row || p.inFlight || p.aspects.size === 0) return;
    if (!this.online()) {
      p.queued = true;
      this.store.local({ ...row });
      return this.count();
    }
    const aspects = new Set(p.aspects);
    p.aspects.clear();
    p.inFlight = true;
    try {
      let saved: OrderView | undefined;
      const rest = new Set([...aspects].filter((a) => a !== 'trackingStatus'));
      if (aspects.has('trackingStatus')) {
        saved = await api
          .put(apiUrl(ORDERS.ops.tracking, { id }), {
            json: { version: row.version, trackingStatus: row.trackingStatus },
          })
          .json<OrderView>();
      }
      if (rest.size) {
        const body = bodyOf(saved ? { ...row, version: saved.version } : row, rest);
        saved = await api.put(apiUrl(ORDERS.ops.update, { id }), { json: body }).json<OrderView>();
      }
      p.queued = false;
      p.base = saved ?? row;
      if (p.aspects.size) this.store.local({ ...this.store.get(id)!, version: p.base.version });
      else this.settle(id, p, saved);
    } catch (e) {
      if (isNetworkFailure(e)) {
        for (const a of aspects) p.aspects.add(a);
        p.queued = true;
        this.store.local({ ...row });
        this.onNetworkFailure();
      } else {
        const body = apiErrorOf(e);
        const newer = body?.message === 'order.errors.versionConflict' ? (body.details as OrderView) : null;
        p.aspects.clear();
        p.queued = false;
        this.settle(id, p, newer ?? p.base);
        this.onOutcome({ kind: newer ? 'conflict' : 'failed', error: e });
      }
    } finally {
      p.inFlight = false;
      this.count();
      if (p.aspects.size && this.rows.get(id) === p) void this.flush(id, p);
    }
  }

  /** No edit left on the row: show the newest server version and let events through again. */
  private settle(id: string, p: Pending, row: LiveRow | undefined): void {
    if (p.aspects.size) return;
    this.rows.delete(id);
    const held = this.store.held.get(id);
    this.store.held.delete(id);
    const best = held && (!row || held.version > row.version) ? held : row;
    if (best) this.store.applyOrder(best, true);
  }
}
