import type { OfferBlockView, OfferLine, OrderAddress, OrderView } from '../../../domain/live-views.ts';
import { timesQty } from '../../../domain/money.ts';
import type { CustomerPick } from './customerPick.ts';
import type { CustomerLookupRow } from './lookup.ts';

/**
 * A row of the live grid: an order as the server sent it, or the entry row (pinned on top) and
 * new orders keyed while the connection was down (pinned below it until they are sent).
 */
export type LiveRow = OrderView & {
  /**
   * 'entry': the row for a new order; 'queued': a new order waiting for the connection;
   * 'refused': a new order the server refused, pinned under the entry row (never back in it
   * by itself: the keys typed next belong to the next order)
   */
  _kind?: 'entry' | 'queued' | 'refused';
  /** the looked-up customer of the entry row (its vouchers, addresses, pending orders) */
  _customer?: CustomerLookupRow | null;
  /** Idempotency-Key of this entry attempt: a retried POST makes one order */
  _key?: string;
  /** a typed customer name whose lookup answer is not in yet (customerPick.ts) */
  _pick?: CustomerPick;
};

export const ENTRY_ID = '__entry__';

export function emptyAddress(): OrderAddress {
  return {
    type: 'temporary',
    city: 'Shanghai',
    area: null,
    detailedAddress: '',
    phone: '',
    contact: '',
    zipCode: '',
    comment: '',
    needSave: false,
  };
}

/** A blank entry row for the offer's channel; the key changes with every new attempt. */
export function blankEntry(offerId: string, community: string, channel: OrderView['channel']): LiveRow {
  const now = new Date().toISOString();
  return {
    id: ENTRY_ID,
    _kind: 'entry',
    _key: crypto.randomUUID(),
    _customer: null,
    orderID: 0,
    orderNumber: null,
    type: 'service',
    channel,
    offerId,
    // an order is keyed only on an offer on sale
    offerStatus: 'available',
    community,
    supplier: null,
    customer: null,
    customerName: '',
    customerDaily: null,
    customerAddress: emptyAddress(),
    groupNumber: null,
    comment: '',
    status: 'available',
    paymentStatus: 'pending',
    paymentMethod: 'wechat',
    trackingStatus: 'process',
    deliveryTrackingID: '',
    deliveryDate: null,
    deliveryFee: 0,
    deliverySelection: 'auto',
    voucherSelection: 'manual',
    packs: [],
    singleItems: [],
    vouchers: [],
    gifts: [],
    totalAmount: 0,
    actualAmount: 0,
    ticketAmount: 0,
    refundAmount: 0,
    fapiao: false,
    fapiaoEmail: '',
    orderDate: now,
    createdAt: now,
    updatedAt: now,
    version: 0,
    locked: false,
  };
}

export const lineKey = (l: Pick<OfferLine, 'kind' | 'id'>) => `${l.kind}:${l.id}`;

export function quantityOf(row: OrderView, line: Pick<OfferLine, 'kind' | 'id'>): number {
  const list = line.kind === 'pack' ? row.packs : row.singleItems;
  return list.find((l) => l.lineId === line.id)?.quantity ?? 0;
}

/** The row with one line's quantity set; 0 removes the line. */
export function withQuantity(row: LiveRow, line: OfferLine, quantity: number): LiveRow {
  const key = line.kind === 'pack' ? 'packs' : 'singleItems';
  const rest = row[key].filter((l) => l.lineId !== line.id);
  const next =
    quantity > 0
      ? [
          ...rest,
          {
            lineId: line.id,
            kind: line.kind,
            letter: line.letter,
            shortName: line.shortName,
            name: line.name,
            product: line.product?.id ?? null,
            quantity,
            price: line.price,
            amount: timesQty(line.price, quantity),
            weight: line.weight,
            weightType: line.weightType,
          },
        ]
      : rest;
  next.sort((a, b) => (a.letter ?? a.shortName).localeCompare(b.letter ?? b.shortName));
  return { ...row, [key]: next };
}

/** The lines as the API takes them: [{id, quantity}], zero quantities dropped. */
export function linesPayload(row: OrderView): {
  packs: { id: string; quantity: number }[];
  singleItems: { id: string; quantity: number }[];
} {
  const map = (ls: OrderView['packs']) =>
    ls.filter((l) => l.quantity > 0).map((l) => ({ id: l.lineId, quantity: l.quantity }));
  return { packs: map(row.packs), singleItems: map(row.singleItems) };
}

/** The entry row's estimated total (server prices are the truth); used to narrow vouchers. */
export function estimatedTotal(row: OrderView): number {
  return linesTotal(row) + row.deliveryFee;
}

/** What the lines of the row come to, the figure the offer's minimum order amount is about. */
export function linesTotal(row: OrderView): number {
  return [...row.packs, ...row.singleItems].reduce((a, l) => a + l.amount, 0);
}

export function offerLines(block: OfferBlockView | null): OfferLine[] {
  return block ? [...block.packs, ...block.singleItems] : [];
}

/**
 * The address as the API takes it (domain OrderAddress), with whatever parts are typed: an order
 * keeps a partial address (no area yet, or no street), since each part is saved as it is typed
 * (docs/live-page.md); null when nothing of it is typed.
 */
export function sendableAddress(a: OrderAddress | null): OrderAddress | null {
  if (!a) return null;
  const typed = [a.detailedAddress, a.phone, a.contact, a.zipCode, a.comment].some((x) => x?.trim());
  if (!a.area && !typed) return null;
  const type = a.type === 'home' ? 'home' : 'temporary';
  return { ...a, type, area: a.area ?? null };
}
