import * as v from 'valibot';
import { cellsAnswer } from '../responses/cells.ts';
import { bool, fen, i18n, instant, int, list, nil, open, rec, str, uuid } from '../responses/common.ts';

const line = rec({ kind: str, name: i18n, price: fen, amount: fen, quantity: int, lineId: uuid });
export const OrderAnswer = rec({
  id: uuid,
  orderID: int,
  // daily orders have neither an offer nor a number within one
  orderNumber: nil(int),
  type: str,
  channel: str,
  offerId: nil(uuid),
  // the offer's status as the order was read: a discontinued offer's pending orders are only cancelled
  offerStatus: nil(str),
  community: uuid,
  customer: nil(rec({ id: uuid, name: str })),
  customerName: str,
  paymentStatus: str,
  paymentMethod: str,
  trackingStatus: str,
  deliveryFee: fen,
  packs: list(line),
  singleItems: list(line),
  vouchers: list(open),
  gifts: list(open),
  totalAmount: fen,
  actualAmount: fen,
  refundAmount: fen,
  orderDate: instant,
  createdAt: instant,
  updatedAt: instant,
  version: int,
  locked: bool,
});
const carrierSet = rec({ deliveryTrackingID: v.optional(str), trackingStatus: v.optional(str) });
/** POST /api/orders/tracking-import: what a carrier's file would change, line by line */
export const CarrierPreviewAnswer = rec({
  columns: rec({ orderID: str, deliveryTrackingID: v.optional(str), trackingStatus: v.optional(str) }),
  ignored: list(str),
  ignoredMore: v.optional(int),
  sheet: v.optional(str),
  lines: list(
    rec({
      line: int,
      orderID: str,
      order: v.optional(
        rec({
          id: uuid,
          version: int,
          orderID: int,
          customerName: str,
          trackingStatus: str,
          deliveryTrackingID: str,
        }),
      ),
      set: carrierSet,
      statusText: v.optional(str),
      error: v.optional(rec({ field: str, message: str })),
    }),
  ),
  counts: rec({ ready: int, unchanged: int, refused: int }),
});
/** rows as the order lists show them */
export const OrderCellsAnswer = cellsAnswer(OrderAnswer);
export const DailyOrderAnswer = open;
