import * as v from 'valibot';
import { productFields } from '../products/answers.ts';
import { cellsAnswer } from '../responses/cells.ts';
import { fen, instant, int, rec, str, uuid } from '../responses/common.ts';
import { ShownActorAnswer } from '../users/shown-actor.ts';

const stockFields = {
  stock: int,
  freeStock: int,
  purchasedStock: int,
  onDeliveryStock: int,
  totalStock: int,
  totalValue: fen,
  forecastStock: int,
  forecastValue: fen,
};
export const ProductStockAnswer = rec({
  ...productFields,
  supplier: rec({ id: uuid, name: str }),
  productType: str,
  status: str,
  price: fen,
  ...stockFields,
  comment: str,
  version: int,
});
/** rows as the inventory shows them */
export const ProductStockCellsAnswer = cellsAnswer(ProductStockAnswer);
export const StockAnalytics = rec({ products: int, ...stockFields, soldOut: int });
export const StockMerge = rec({ id: uuid, stock: int, freeStock: int });
export const StockMovementAnswer = rec({
  id: uuid,
  product: uuid,
  type: str,
  status: str,
  stockType: str,
  movementStock: int,
  comment: str,
  date: instant,
  createdBy: v.nullable(ShownActorAnswer),
});
