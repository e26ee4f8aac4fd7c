import * as v from 'valibot';
import { cellsAnswer } from './cells.ts';
import { bool, day, fen, i18n, instant, int, list, nil, open, rec, str, uuid } from './common.ts';

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

const line = rec({ kind: str, name: i18n, price: fen, amount: fen, quantity: int, lineId: uuid });
export const OrderAnswer = rec({
  id: uuid,
  orderID: int,
  // daily orders have neither an offer nor a number within one
  orderNumber: nil(int),
  type: str,
  channel: str,
  offerId: nil(uuid),
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

const poFields = {
  id: uuid,
  poId: str,
  type: str,
  supplier: rec({ id: uuid, name: str }),
  community: nil(uuid),
  date: day,
  dueDate: day,
  quantity: int,
  vatAmount: fen,
  totalExVat: fen,
  totalSales: fen,
  createdAt: instant,
  version: int,
};
export const PurchaseOrderRow = rec(poFields);
/** POST /api/purchase-orders/cells: each row's result, the order as its lists show it. */
export const PurchaseOrderCellsAnswer = cellsAnswer(PurchaseOrderRow);
export const PurchaseOrderLine = rec({
  id: uuid,
  position: int,
  product: rec({ id: uuid, productId: str, name: i18n }),
  quantity: int,
  unitPrice: fen,
  totalPrice: fen,
  vatAmount: fen,
});
export const PurchaseOrderAnswer = rec({
  ...poFields,
  lines: list(PurchaseOrderLine),
  relatedOffers: list(open),
});
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

export const SavedViewAnswer = rec({
  id: uuid,
  list: str,
  name: str,
  state: open,
  isDefault: bool,
  version: int,
});
export const Avatar = rec({ avatar: v.nullable(open) });

/** a stored file's reference, as a body then names it (FileRef); `hash` where the store keeps one */
export const UploadAnswer = rec({ name: str, uri: str, hash: v.optional(str) });
