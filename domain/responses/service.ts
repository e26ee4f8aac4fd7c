import * as v from 'valibot';
import { cellsAnswer } from './cells.ts';
import {
  bool,
  countAmount,
  day,
  fen,
  i18n,
  instant,
  int,
  list,
  nil,
  open,
  rec,
  str,
  uuid,
} from './common.ts';

const serviceFields = {
  id: uuid,
  order: uuid,
  orderID: int,
  customerName: str,
  community: uuid,
  offer: nil(uuid),
  supplier: nil(uuid),
  teamMember: nil(uuid),
  resp: str,
  issue: str,
  issueDetail: str,
  comment: str,
  status: str,
  createdAt: instant,
  updatedAt: instant,
  version: int,
};
export const ClaimAnswer = rec({
  ...serviceFields,
  claimNumber: int,
  customer: nil(uuid),
  step: int,
  action: str,
  refundAmount: nil(fen),
  orderInfos: nil(open),
  urgent: bool,
});
const byKey = v.record(str, int);
export const ClaimAnalytics = rec({
  total: int,
  urgent: int,
  byStatus: byKey,
  byAction: byKey,
  byIssue: byKey,
  byResp: byKey,
});

export const RefundAnswer = rec({
  ...serviceFields,
  refundNumber: int,
  customer: nil(uuid),
  refundAmount: fen,
  paymentInfoMissing: bool,
  // the ids of the vouchers the refund gave
  refundVouchers: list(uuid),
  orderPaymentStatus: str,
  orderActualAmount: fen,
});
export const RefundAnalytics = rec({ total: int, totalAmount: fen, byStatus: v.record(str, countAmount) });
export const RefundBadge = rec({ count: int });

export const VoucherAnswer = rec({
  id: uuid,
  voucherID: int,
  customer: uuid,
  customerName: str,
  reason: str,
  comment: str,
  amount: fen,
  expirationDate: day,
  communities: list(uuid),
  status: str,
  createdAt: instant,
  version: int,
});

const level = str;
export const CustomerRow = rec({
  id: uuid,
  name: str,
  level,
  status: str,
  flagged: bool,
  ordersCount: int,
  ordersTotalSales: fen,
  lastOrderDate: nil(day),
  createdAt: instant,
  version: int,
});
export const CustomerLookup = rec({
  id: uuid,
  name: str,
  level,
  flagged: bool,
  addresses: list(open),
  contacts: list(open),
  wechatGroups: list(rec({ community: uuid, groupNumber: int })),
  vouchers: list(open),
  lastOrderDate: nil(day),
});
export const CustomerAnswer = rec({
  id: uuid,
  name: str,
  level,
  status: str,
  flagged: bool,
  addresses: list(open),
  contacts: list(open),
  wechatGroups: list(rec({ community: uuid, groupNumber: int })),
  version: int,
  createdAt: instant,
});
export const CustomerStatsLite = rec({ level, voucherCount: int, claimCount: int, monthlyOrder: int });
const countSales = rec({ count: int, sales: fen });
export const CustomerAnalytics = rec({
  level,
  orderCount: int,
  orderTotalSales: fen,
  orderByChannel: v.record(str, countSales),
  orderByCommunity: v.record(str, countSales),
  orderByOfferInternalName: v.record(str, countSales),
  firstOrder: nil(instant),
  lastOrder: nil(instant),
  claimCount: int,
  voucherCount: int,
  voucherAmount: fen,
});

export const LotteryDrawAnswer = rec({
  id: uuid,
  offerId: uuid,
  channel: str,
  drawNumber: int,
  conditionType: str,
  gifts: list(open),
  winners: list(open),
});
export const LotteryResult = rec({
  id: uuid,
  offer: uuid,
  offerID: int,
  offerName: i18n,
  internalName: str,
  community: uuid,
  channel: str,
  drawNumber: int,
  winners: list(open),
  createdAt: instant,
});

/** The cells calls' answers: rows as each list shows them (docs/spreadsheet.md). */
export const CustomerCellsAnswer = cellsAnswer(CustomerRow);
export const ClaimCellsAnswer = cellsAnswer(ClaimAnswer);
export const RefundCellsAnswer = cellsAnswer(RefundAnswer);
export const VoucherCellsAnswer = cellsAnswer(VoucherAnswer);
