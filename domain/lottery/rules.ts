import type { Draw, Lottery } from '../offers/schema-parts.ts';

/**
 * Lottery (docs/domain.md, "Specials, lottery, delivery fees"). The main condition decides
 * whether an order enters the draw:
 * spend (goods of at least conditionValue fen), buy (at least conditionValue units), order (any
 * order with goods; conditionValue is ignored). The extra condition decides how many entries it gets:
 * none = 1; spend_for = one entry per full extraConditionValue fen; buy_for = one per full
 * extraConditionValue units; an order that qualifies always has at least one entry.
 */
export interface LotteryOrder {
  ticketAmount: number;
  itemCount: number;
}

export function entersLottery(l: Lottery, o: LotteryOrder): boolean {
  // an order whose lines were all taken off bought nothing: it takes part in nothing
  if (o.itemCount <= 0) return false;
  switch (l.conditionType) {
    case 'spend':
      return o.ticketAmount >= l.conditionValue;
    case 'buy':
      return o.itemCount >= Math.max(1, l.conditionValue);
    case 'order':
      return true;
  }
}

/** Number of entries an order has in the draws (0 = not entered). */
export function lotteryEntries(l: Lottery, o: LotteryOrder): number {
  if (!entersLottery(l, o)) return 0;
  const per = l.extraConditionValue ?? 0;
  if (l.extraConditionType === 'none' || per <= 0) return 1;
  const base = l.extraConditionType === 'spend_for' ? o.ticketAmount : o.itemCount;
  return Math.max(1, Math.floor(base / per));
}

/** Where the channel stands: orders placed and units sold. */
export interface DrawProgress {
  orders: number;
  itemsSold: number;
}

function metric(d: Pick<Draw, 'conditionType'>, p: DrawProgress): number {
  return d.conditionType === 'number_of_order' ? p.orders : p.itemsSold;
}

/** A draw is due once the channel has reached its count of orders or units sold. */
export function isDrawDue(d: Pick<Draw, 'conditionType' | 'conditionValue'>, p: DrawProgress): boolean {
  return metric(d, p) >= d.conditionValue;
}

/** The draws an event (a new or edited order) makes due: below the threshold before, at or above after. */
export function triggeredDraws<D extends Pick<Draw, 'conditionType' | 'conditionValue'>>(
  draws: readonly D[],
  before: DrawProgress,
  after: DrawProgress,
): D[] {
  return draws.filter((d) => !isDrawDue(d, before) && isDrawDue(d, after));
}

/**
 * Winner slots of a draw: each gift's `winnerNumber` is how many win it; slots are numbered 1…n
 * across the draw's gifts in order, the `winnerNumber` the assign call sends.
 */
export function winnerSlots(d: {
  gifts: readonly { winnerNumber: number }[];
}): { giftIndex: number; winnerNumber: number }[] {
  const out: { giftIndex: number; winnerNumber: number }[] = [];
  d.gifts.forEach((g, giftIndex) => {
    for (let w = 0; w < g.winnerNumber; w++) out.push({ giftIndex, winnerNumber: out.length + 1 });
  });
  return out;
}
