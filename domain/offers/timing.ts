/**
 * Offer timing is derived, never stored: coming before the start, live from the start
 * (inclusive) until the end (exclusive), over from the end on.
 */
export type OfferTiming = 'coming' | 'live' | 'over';
export const OFFER_TIMINGS: readonly OfferTiming[] = ['live', 'coming', 'over'];

export interface Timed {
  startingDate: string;
  endingDate: string;
}

export function offerTiming(offer: Timed, now: Date): OfferTiming {
  const t = now.getTime();
  if (t < Date.parse(offer.startingDate)) return 'coming';
  if (t < Date.parse(offer.endingDate)) return 'live';
  return 'over';
}

export function hasStarted(offer: Pick<Timed, 'startingDate'>, now: Date): boolean {
  return now.getTime() >= Date.parse(offer.startingDate);
}

/** Deletion is allowed only while the start is in the future. */
export function canDeleteOffer(offer: Pick<Timed, 'startingDate'>, now: Date): boolean {
  return !hasStarted(offer, now);
}

/** The offers list's analytics button is hidden while the offer is still coming. */
export function showsAnalytics(offer: Timed, now: Date): boolean {
  return offerTiming(offer, now) !== 'coming';
}
