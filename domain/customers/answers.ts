import * as v from 'valibot';
import { cellsAnswer } from '../responses/cells.ts';
import { bool, day, fen, instant, int, list, nil, open, rec, str, uuid } from '../responses/common.ts';

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
/** The cells calls' answers: rows as each list shows them (docs/spreadsheet.md). */
export const CustomerCellsAnswer = cellsAnswer(CustomerRow);
