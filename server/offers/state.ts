import { type Kysely, sql } from 'kysely';
import type { LineState, LiveChannel, OfferLiveState, PriceChange } from '../../domain/live-views.ts';
import {
  type PriceChange as DomainPriceChange,
  type PricingContext,
  priceLines,
} from '../../domain/orders/pricing.ts';
import type { Database, Row } from '../db/types.ts';

type Db = Kysely<Database>;

export type { StoredBlock } from '../db/json-columns.ts';

/** What pricing and the sale read of an offer. */
export type OfferHead = Pick<
  Row<'offers'>,
  | 'id'
  | 'community_id'
  | 'supplier_id'
  | 'channel'
  | 'type'
  | 'status'
  | 'fees'
  | 'fee_template_id'
  | 'minimum_order_amount'
  | 'minimum_cart_items'
  | 'wechat_group'
  | 'miniprogram'
>;

export type LineRow = Pick<
  Row<'offer_lines'>,
  | 'id'
  | 'channel'
  | 'kind'
  | 'position'
  | 'name'
  | 'short_name'
  | 'product_id'
  | 'weight'
  | 'weight_type'
  | 'stock'
  | 'actual_stock'
  | 'price'
  | 'free_fall'
  | 'multiple_item'
>;

/** What pricing reads of an offer and of a line (the details price lines read through the camel view). */
type PricedOffer = Pick<OfferHead, 'type' | 'wechat_group' | 'miniprogram'>;
type PricedLine = Pick<
  LineRow,
  'id' | 'channel' | 'kind' | 'stock' | 'actual_stock' | 'price' | 'free_fall' | 'multiple_item'
>;

export const blockOf = (o: Pick<OfferHead, 'wechat_group' | 'miniprogram'>, ch: LiveChannel) =>
  ch === 'wechat_group' ? o.wechat_group : o.miniprogram;

export async function offerHead(db: Db, offerId: string): Promise<OfferHead | undefined> {
  // raw SQL: the sale's read (server/orders takes OfferHead with the table's own names)
  const r = await sql<OfferHead>`
    SELECT id, community_id, supplier_id, channel, type, status, fees, fee_template_id,
           minimum_order_amount, minimum_cart_items, wechat_group, miniprogram
    FROM offers WHERE id = ${offerId}`.execute(db);
  return r.rows[0];
}

/**
 * The channel's lines. With `lock`, every line of the channel is row-locked (in id order, the
 * order every writer uses) until the transaction ends: a sale is priced from the counts sold
 * before it (free-fall, and the bourse over all packs), so the sales of a channel must queue.
 */
export async function channelLines(
  db: Db,
  offerId: string,
  channel: LiveChannel,
  lock: boolean,
): Promise<LineRow[]> {
  // raw SQL: the sale's read and lock (server/orders takes LineRow with the table's own names)
  const r = await sql<LineRow>`
    SELECT id, channel, kind, position, name, short_name, product_id, weight, weight_type, stock, actual_stock,
           price, free_fall, multiple_item
    FROM offer_lines WHERE offer_id = ${offerId} AND channel = ${channel}
    ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  return r.rows.sort((a, b) => (a.kind === b.kind ? a.position - b.position : a.kind === 'pack' ? -1 : 1));
}

export const soldOf = (l: Pick<LineRow, 'stock' | 'actual_stock'>) => l.stock - l.actual_stock;

export function pricingContext(
  offer: PricedOffer,
  lines: readonly PricedLine[],
  exclude?: Record<string, number>,
): PricingContext {
  const sel = (l: PricedLine) => ({
    id: l.id,
    price: Number(l.price),
    stock: l.stock,
    freeFall: l.free_fall,
    multipleItem: l.multiple_item,
  });
  const sold: Record<string, number> = {};
  for (const l of lines) sold[l.id] = soldOf(l) - (exclude?.[l.id] ?? 0);
  const channel = lines[0]?.channel ?? 'wechat_group';
  return {
    offerType: offer.type,
    packs: lines.filter((l) => l.kind === 'pack').map(sel),
    singleItems: lines.filter((l) => l.kind === 'item').map(sel),
    bourses: blockOf(offer, channel)?.bourses ?? [],
    sold,
  };
}

/** The unit price a one-unit order of each line pays now: the domain's priceLines, asked per line. */
export function currentPrices(offer: PricedOffer, lines: readonly PricedLine[]): Map<string, number> {
  const ctx = pricingContext(offer, lines);
  const out = new Map<string, number>();
  for (const l of lines) {
    const one = [{ id: l.id, quantity: 1 }];
    const p = priceLines(
      ctx,
      l.kind === 'pack' ? { packs: one, singleItems: [] } : { packs: [], singleItems: one },
    );
    out.set(l.id, (l.kind === 'pack' ? p.packs[0] : p.singleItems[0])?.unitPrice ?? Number(l.price));
  }
  return out;
}

export function lineStates(offer: OfferHead, lines: readonly LineRow[]): LineState[] {
  const prices = currentPrices(offer, lines);
  return lines.map((l) => ({
    id: l.id,
    channel: l.channel,
    kind: l.kind,
    stock: l.stock,
    actualStock: l.actual_stock,
    sold: soldOf(l),
    price: prices.get(l.id) ?? Number(l.price),
  }));
}

/** UPDATE_OFFER payload: the counters and prices of the channel's lines, and what moved. */
export function liveState(
  offer: OfferHead,
  lines: readonly LineRow[],
  changes: readonly DomainPriceChange[] = [],
): OfferLiveState {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const priceChanges: PriceChange[] = changes.map((c) => {
    const line = c.id ? byId.get(c.id) : lines.find((l) => l.kind === 'pack');
    return {
      lineId: line?.id ?? '',
      kind: c.kind === 'bourse' ? 'pack' : c.kind,
      name: line?.name ?? { en: '', zh: '' },
      reason: c.kind === 'bourse' ? 'bourse' : 'free_fall',
      previousPrice: c.previous,
      price: c.price,
    };
  });
  return { id: offer.id, lines: lineStates(offer, lines), priceChanges };
}
