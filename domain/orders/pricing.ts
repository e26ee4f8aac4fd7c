import { timesQty } from '../money.ts';
import type { OfferType } from '../offers/schema.ts';
import type { BourseTier, FreeFall, MultipleItemRule } from '../offers/schema-parts.ts';
import {
  BOURSE_WARNING,
  bourseUnitPrice,
  FREE_FALL_WARNING,
  freeFallPrice,
  multipleItemUnitPrice,
} from '../prices.ts';
import { MAX_LINE_FEN, MSG } from '../schemas/common.ts';
import type { OrderLine } from './schema.ts';

/**
 * Prices of an order's lines from the offer as it stands. The pricing mode follows the offer
 * type: free_fall (packs and add-ons with a freeFall rule), bourse (packs, by the channel's packs
 * sold), multiple_items (add-ons with quantity rules); regular and cave use the listed price.
 * A sale is priced with the quantities sold before it ("at the moment of sale").
 */
export interface PricedSelection {
  id: string;
  price: number;
  stock: number;
  freeFall?: FreeFall | null;
  multipleItem?: readonly MultipleItemRule[];
}

export interface PricingContext {
  offerType: OfferType;
  packs: readonly PricedSelection[];
  singleItems: readonly PricedSelection[];
  bourses: readonly BourseTier[];
  /** units already sold per pack/add-on id in this channel, the order being priced excluded */
  sold: Readonly<Record<string, number>>;
}

export type LineKind = 'pack' | 'item';

export interface PricedLine {
  id: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface OrderLines {
  packs: readonly OrderLine[];
  singleItems: readonly OrderLine[];
}

export interface PriceChange {
  kind: LineKind | 'bourse';
  /** the pack or add-on id; null for the bourse (one price for the channel's packs) */
  id: string | null;
  previous: number;
  price: number;
  /** 'offer.warnings.freeFallPrice' ({name}, {price}) or 'offer.warnings.boursePrice' ({price}) */
  messageKey: string;
}

export interface PricingIssue {
  /** e.g. 'packs.0.quantity' */
  path: string;
  message: string;
  params?: Record<string, string | number>;
}

export interface LinePricing {
  packs: PricedLine[];
  singleItems: PricedLine[];
  /** goods amount: sum of line totals, fen */
  ticketAmount: number;
  /** units of packs and add-ons */
  itemCount: number;
  priceChanges: PriceChange[];
  issues: PricingIssue[];
}

export const NOT_ENOUGH_STOCK_MSG = 'order.errors.notEnoughStock';
export const UNKNOWN_LINE_MSG = 'order.errors.unknownLine';

const sumQty = (ls: readonly OrderLine[]) => ls.reduce((s, l) => s + l.quantity, 0);

export function remainingStock(
  sel: Pick<PricedSelection, 'id' | 'stock'>,
  sold: Readonly<Record<string, number>>,
): number {
  return Math.max(0, sel.stock - (sold[sel.id] ?? 0));
}

/**
 * `previous` is the order's stored lines on edit: a line whose quantity did not grow keeps the
 * unit price it was sold at; a grown or new line is priced now.
 */
export function priceLines(
  ctx: PricingContext,
  lines: OrderLines,
  previous?: { packs: readonly PricedLine[]; singleItems: readonly PricedLine[] },
): LinePricing {
  const out: LinePricing = {
    packs: [],
    singleItems: [],
    ticketAmount: 0,
    itemCount: 0,
    priceChanges: [],
    issues: [],
  };
  const packsSoldBefore = ctx.packs.reduce((s, p) => s + (ctx.sold[p.id] ?? 0), 0);
  const activePacks = lines.packs.filter((l) => l.quantity > 0);
  const packsInOrder = sumQty(activePacks);

  const price = (kind: LineKind, sel: PricedSelection, qty: number): number => {
    const before = ctx.sold[sel.id] ?? 0;
    if (ctx.offerType === 'free_fall' && sel.freeFall) {
      const step = freeFallPrice(sel.price, sel.freeFall, before, before + qty);
      if (step.changed) {
        out.priceChanges.push({
          kind,
          id: sel.id,
          previous: step.previous,
          price: step.price,
          messageKey: FREE_FALL_WARNING,
        });
      }
      return step.previous;
    }
    if (ctx.offerType === 'bourse' && kind === 'pack')
      return bourseUnitPrice(ctx.bourses, sel.price, packsSoldBefore).price;
    if (ctx.offerType === 'multiple_items' && kind === 'item')
      return multipleItemUnitPrice(sel.price, sel.multipleItem, qty);
    return sel.price;
  };

  const run = (kind: LineKind, key: 'packs' | 'singleItems', ls: readonly OrderLine[]) => {
    const selections = kind === 'pack' ? ctx.packs : ctx.singleItems;
    ls.forEach((l, i) => {
      if (l.quantity <= 0) return;
      const sel = selections.find((s) => s.id === l.id);
      if (!sel) {
        out.issues.push({ path: `${key}.${i}.id`, message: UNKNOWN_LINE_MSG });
        return;
      }
      const left = remainingStock(sel, ctx.sold);
      if (l.quantity > left)
        out.issues.push({ path: `${key}.${i}.quantity`, message: NOT_ENOUGH_STOCK_MSG, params: { left } });
      const prev = previous?.[key].find((p) => p.id === l.id);
      const unitPrice = prev && l.quantity <= prev.quantity ? prev.unitPrice : price(kind, sel, l.quantity);
      // a line worth more than any total can hold exactly is refused, never summed
      if (unitPrice * l.quantity > MAX_LINE_FEN) {
        out.issues.push({ path: `${key}.${i}.quantity`, message: MSG.max });
        return;
      }
      out[key].push({ id: l.id, quantity: l.quantity, unitPrice, total: timesQty(unitPrice, l.quantity) });
    });
  };
  run('pack', 'packs', lines.packs);
  run('item', 'singleItems', lines.singleItems);

  if (ctx.offerType === 'bourse' && packsInOrder > 0) {
    const step = bourseUnitPrice(
      ctx.bourses,
      ctx.packs[0]?.price ?? 0,
      packsSoldBefore,
      packsSoldBefore + packsInOrder,
    );
    if (step.changed) {
      out.priceChanges.push({
        kind: 'bourse',
        id: null,
        previous: step.previous,
        price: step.price,
        messageKey: BOURSE_WARNING,
      });
    }
  }
  const all = [...out.packs, ...out.singleItems];
  out.ticketAmount = all.reduce((s, l) => s + l.total, 0);
  out.itemCount = all.reduce((s, l) => s + l.quantity, 0);
  return out;
}
