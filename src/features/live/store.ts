import type {
  LineState,
  LiveChannel,
  OfferDetails,
  OfferLine,
  OrderView,
} from '../../../domain/live-views.ts';
import { isHiddenFromLiveGrid } from '../../../domain/orders/locking.ts';
import type { LiveRow } from './rows.ts';

export interface RowTx {
  add?: LiveRow[];
  update?: LiveRow[];
  remove?: LiveRow[];
  addIndex?: number;
}
type GridFn = (tx: RowTx | 'reset') => void;
type GridListener = { channel: LiveChannel; fn: GridFn };

/**
 * How often socket rows reach the grids. One transaction per flush whatever the rate: each AG Grid
 * commit walks all rows (positions, heights), so at 1,000 events a second fewer, larger commits
 * keep every task short; a row changed several times in between is sent once, as it is now.
 */
export const FLUSH_MS = 150;

/**
 * The page's orders and offer counters, outside React: socket events and save answers land here
 * and reach the grids as row transactions, coalesced per flush, so 1,000 updates a second cost no
 * React render per row and one grid commit per flush. The summary re-renders at most every 50 ms
 * (timers, not frames: a background tab still keeps up).
 */
export class LiveStore {
  offer: OfferDetails;
  private readonly rows = new Map<string, LiveRow>();
  /** the rows as the grids last received them; a flush sends the difference to `rows` */
  private readonly sent = new Map<string, LiveRow>();
  /** ids changed since the last flush, in the order they first changed */
  private readonly dirty = new Set<string>();
  private readonly grids = new Set<GridListener>();
  private readonly offerListeners = new Set<() => void>();
  private frame = 0;
  private flushTimer = 0;
  /** rows whose local edits are not saved yet: the newest server row waits here */
  readonly held = new Map<string, LiveRow | null>();

  constructor(offer: OfferDetails, orders: readonly OrderView[]) {
    this.offer = offer;
    this.setOrders(orders);
  }

  setOrders(orders: readonly OrderView[]): void {
    this.rows.clear();
    for (const o of orders) if (!isHiddenFromLiveGrid(o)) this.rows.set(o.id, o);
    this.dirty.clear();
    this.sent.clear();
    for (const [id, r] of this.rows) this.sent.set(id, r);
    for (const g of this.grids) g.fn('reset');
  }

  setOffer(offer: OfferDetails): void {
    this.offer = offer;
    this.notifyOffer();
  }

  rowsOf(channel: LiveChannel): LiveRow[] {
    return [...this.rows.values()].filter((r) => r.channel === channel);
  }

  all(): LiveRow[] {
    return [...this.rows.values()];
  }

  get(id: string): LiveRow | undefined {
    return this.rows.get(id);
  }

  /**
   * An order from the server (save answer, conflict details, a new order's answer), shown at once.
   * Older versions are ignored; a discontinued pending order leaves the grid; a row being edited
   * keeps the user's values.
   */
  applyOrder(o: OrderView, force = false): void {
    if (this.accept(o, force)) this.flush();
  }

  /** An order from a socket event: as applyOrder, but it reaches the grids with the next flush. */
  applyEvent(o: OrderView): void {
    if (this.accept(o, false) && !this.flushTimer) this.flushTimer = window.setTimeout(this.flush, FLUSH_MS);
  }

  private accept(o: OrderView, force: boolean): boolean {
    const cur = this.rows.get(o.id);
    if (cur && !force && cur.version >= o.version) return false;
    if (!force && this.held.has(o.id)) {
      const h = this.held.get(o.id);
      if (!h || h.version < o.version) this.held.set(o.id, o);
      return false;
    }
    this.put(o);
    this.dirty.add(o.id);
    return true;
  }

  /** Shows a row as the user edits it (no version check), at once: the next keystroke reads it. */
  local(row: LiveRow): void {
    this.put(row);
    this.dirty.delete(row.id);
    this.send([row.id]);
  }

  private put(o: LiveRow): void {
    if (isHiddenFromLiveGrid(o)) this.rows.delete(o.id);
    else this.rows.set(o.id, o);
  }

  /** Sends every row changed since the last flush: one transaction per grid. */
  readonly flush = (): void => {
    window.clearTimeout(this.flushTimer);
    this.flushTimer = 0;
    if (!this.dirty.size) return;
    const ids = [...this.dirty];
    this.dirty.clear();
    this.send(ids);
  };

  private send(ids: readonly string[]): void {
    const txs = new Map<LiveRow['channel'], Required<Omit<RowTx, 'addIndex'>>>();
    const tx = (c: LiveRow['channel']) => {
      const t = txs.get(c) ?? { add: [], update: [], remove: [] };
      txs.set(c, t);
      return t;
    };
    for (const id of ids) {
      const cur = this.rows.get(id);
      const was = this.sent.get(id);
      if (cur === was) continue;
      if (was && (!cur || cur.channel !== was.channel)) tx(was.channel).remove.push(was);
      if (cur && was && cur.channel === was.channel) tx(cur.channel).update.push(cur);
      // new orders go on top, the newest first
      else if (cur) tx(cur.channel).add.unshift(cur);
      if (cur) this.sent.set(id, cur);
      else this.sent.delete(id);
    }
    for (const [channel, t] of txs) {
      // only the lists that have rows; addIndex only with adds
      const tx: RowTx = {};
      if (t.add.length) Object.assign(tx, { add: t.add, addIndex: 0 });
      if (t.update.length) tx.update = t.update;
      if (t.remove.length) tx.remove = t.remove;
      for (const g of this.grids) if (g.channel === channel) g.fn(tx);
    }
  }

  applyLines(lines: readonly LineState[]): void {
    const byId = new Map(lines.map((l) => [l.id, l]));
    const merge = (ls: OfferLine[]) =>
      ls.map((l) => {
        const n = byId.get(l.id);
        return n ? { ...l, stock: n.stock, actualStock: n.actualStock, sold: n.sold, price: n.price } : l;
      });
    const block = (b: OfferDetails['wechatGroup']) =>
      b && { ...b, packs: merge(b.packs), singleItems: merge(b.singleItems) };
    this.offer = {
      ...this.offer,
      wechatGroup: block(this.offer.wechatGroup),
      miniprogram: block(this.offer.miniprogram),
    };
    this.notifyOffer();
  }

  /** A grid that then loads `rowsOf(channel)`: pending changes are flushed first, to the others. */
  subscribeGrid(channel: LiveChannel, fn: GridFn): () => void {
    this.flush();
    const l = { channel, fn };
    this.grids.add(l);
    return () => this.grids.delete(l);
  }

  subscribeOffer = (fn: () => void): (() => void) => {
    this.offerListeners.add(fn);
    return () => this.offerListeners.delete(fn);
  };

  getOffer = (): OfferDetails => this.offer;

  private notifyOffer(): void {
    if (this.frame) return;
    this.frame = window.setTimeout(() => {
      this.frame = 0;
      for (const f of this.offerListeners) f();
    }, 50);
  }
}
