import * as v from 'valibot';
import { cellsAnswer } from '../responses/cells.ts';
import { day, fen, i18n, instant, int, list, nil, open, rec, str, uuid } from '../responses/common.ts';

export const OfferRow = rec({
  id: uuid,
  offerID: int,
  internalName: str,
  name: i18n,
  community: uuid,
  channel: str,
  type: str,
  status: str,
  startingDate: instant,
  endingDate: instant,
  targetSales: fen,
  commissionRate: v.number(),
  createdAt: instant,
  version: int,
});
/** POST /api/offers/cells: each row's result, the offer as its list shows it. */
export const OfferCellsAnswer = cellsAnswer(OfferRow);
export const OfferAnswer = rec({
  id: uuid,
  offerID: int,
  internalName: str,
  community: uuid,
  // an offer may be drafted before its supplier is chosen
  supplier: nil(rec({ id: uuid, name: str })),
  channel: str,
  name: i18n,
  description: i18n,
  startingDate: instant,
  endingDate: instant,
  type: str,
  status: str,
  deliveryDates: list(day),
  liveSeq: int,
});
/** a new offer's body filled from an existing one: what the create form starts from */
export const OfferDuplicate = rec({
  internalName: str,
  community: uuid,
  channel: str,
  name: i18n,
  type: str,
});
export const OfferAnalytics = rec({
  orderTotalAmount: open,
  orderNumber: int,
  claims: int,
  newCustomerCount: int,
  orderByChannel: list(open),
  orderByCity: list(open),
});
