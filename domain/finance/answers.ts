import { bool, day, fen, i18n, instant, int, list, nil, open, rec, str, uuid } from '../responses/common.ts';

export const OfferServiceRow = rec({
  id: uuid,
  offerID: int,
  name: i18n,
  startingDate: instant,
  endingDate: instant,
  finished: bool,
  supplier: rec({ id: uuid, name: str }),
  community: uuid,
  orders: int,
  actualIncome: fen,
  commissionAmount: fen,
  relatedInvoice: nil(rec({ id: uuid, poId: str })),
});
export const FinanceOverview = rec({
  today: day,
  toCollect: list(open),
  owed: list(open),
  commission: open,
  stock: open,
  refunds: list(open),
});
export const GeneralAnalytics = open;
