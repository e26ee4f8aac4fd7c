/**
 * Analytics figures. Rates are percentages rounded to 2 decimals.
 *   colour: above 90 green, above 51 orange, otherwise red
 *   satisfaction = (orders - claims) / orders x 100, 100 when there are no orders
 *   reorder      = orders / previous (ghost-stat) orders x 100, null when there is no previous
 */
export type StatColour = 'green' | 'orange' | 'red';

export function statColour(value: number): StatColour {
  if (value > 90) return 'green';
  if (value > 51) return 'orange';
  return 'red';
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function satisfactionRate(orders: number, claims: number): number {
  if (orders <= 0) return 100;
  return round2(((orders - claims) / orders) * 100);
}

export function reorderRate(orders: number, previousOrders: number): number | null {
  if (previousOrders <= 0) return null;
  return round2((orders / previousOrders) * 100);
}

/** A part as percent of a total (lottery and claim ratios); 0 of nothing is 0. */
export function ratioPercent(part: number, total: number): number {
  return total <= 0 ? 0 : round2((part / total) * 100);
}

/**
 * Customer reorder frequency: days since the first order / order count, shown in months over 90
 * days, in weeks over 30, else in days (1 decimal).
 */
export function reorderFrequency(
  daysSinceFirstOrder: number,
  orderCount: number,
): { value: number; unit: 'days' | 'weeks' | 'months' } | null {
  if (orderCount <= 0) return null;
  const days = daysSinceFirstOrder / orderCount;
  const r1 = (x: number) => Math.round(x * 10) / 10;
  if (days > 90) return { value: r1(days / 30), unit: 'months' };
  if (days > 30) return { value: r1(days / 7), unit: 'weeks' };
  return { value: r1(days), unit: 'days' };
}

/** Analytics labels of the sales channels. */
export const CHANNEL_LABELS = {
  wechat_group: 'Groups',
  miniprogram: 'Mini program',
  daily: 'Daily',
} as const;
