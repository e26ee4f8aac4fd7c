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
type GridFn = (tx: RowTx | 'reset', sync?: boolean) => void;
type GridListener = { channel: LiveChannel; fn: GridFn };

/**
 * The page's orders and offer counters, outside React: socket events and save answers land here
 * and reach the grids as row transactions (AG Grid batches them), so 1,000 updates a second cost
 * no React render per row. The summary re-renders at most every 50 ms (a timer, not a frame: a
 * background tab still keeps up).
 */
export class LiveStore {
  offer: OfferDetails;
  private readonly rows = new Map<string, LiveRow>();
  private readonly grids = new Set<GridListener>();
  private readonly offerListeners = new Set<() => void>();
  private frame = 0;
  /** rows whose local edits are not saved yet: the newest server row waits here */
  readonly held = new Map<string, LiveRow | null>();

  constructor(offer: OfferDetails, orders: readonly OrderView[]) {
    this.offer = offer;
    this.setOrders(orders);
  }

  setOrders(orders: readonly OrderView[]): void {
    this.rows.clear();
    for (const o of orders) if (!isHiddenFromLiveGrid(o)) this.rows.set(o.id, o);
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
   * An order from the server (event, save answer, conflict details). Older versions are ignored;
   * a discontinued pending order leaves the grid; a row being edited keeps the user's values.
   */
  applyOrder(o: OrderView, force = false): void {
    const cur = this.rows.get(o.id);
    if (cur && !force && cur.version >= o.version) return;
    if (!force && this.held.has(o.id)) {
      const h = this.held.get(o.id);
      if (!h || h.version < o.version) this.held.set(o.id, o);
      return;
    }
    this.put(o, cur);
  }

  /** Shows a row as the user edits it (no version check). */
  local(row: LiveRow): void {
    this.put(row, this.rows.get(row.id), true);
  }

  private put(o: LiveRow, cur: LiveRow | undefined, sync = false): void {
    const hide = isHiddenFromLiveGrid(o);
    let tx: RowTx;
    if (hide) {
      if (!cur) return;
      this.rows.delete(o.id);
      tx = { remove: [cur] };
    } else {
      this.rows.set(o.id, o);
      tx = cur ? { update: [o] } : { add: [o], addIndex: 0 };
    }
    for (const g of this.grids) if (g.channel === o.channel) g.fn(tx, sync);
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

  subscribeGrid(channel: LiveChannel, fn: GridFn): () => void {
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
