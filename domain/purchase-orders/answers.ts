import { cellsAnswer } from '../responses/cells.ts';
import { day, fen, i18n, instant, int, list, nil, open, rec, str, uuid } from '../responses/common.ts';

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
