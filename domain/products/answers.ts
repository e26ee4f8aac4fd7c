import * as v from 'valibot';
import { cellsAnswer } from '../responses/cells.ts';
import {
  day,
  fen,
  file,
  i18n,
  instant,
  int,
  list,
  nil,
  perLang,
  rec,
  str,
  uuid,
} from '../responses/common.ts';

export const productFields = { id: uuid, productId: str, name: i18n };
export const ProductChoice = rec({ ...productFields, price: fen, weight: int, weightType: str, status: str });
export const ProductRow = rec({
  ...productFields,
  supplier: rec({ id: uuid, name: str }),
  productType: str,
  price: fen,
  retailPrice: nil(fen),
  storageType: str,
  status: str,
  comment: str,
  version: int,
  createdAt: instant,
});
/** rows as the products list shows them */
export const ProductCellsAnswer = cellsAnswer(ProductRow);
export const ProductAnswer = rec({
  ...productFields,
  description: i18n,
  price: fen,
  retailPrice: nil(fen),
  weight: int,
  weightType: str,
  supplier: rec({ id: uuid, name: str }),
  productType: rec({ name: str, category: str }),
  storageType: str,
  status: str,
  mainPicture: perLang(nil(file)),
  otherMedia: list(file),
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
export const ProductTypeAnswer = rec({ name: str, category: str, label: str });
export const ProductAnalytics = rec({
  dateStart: nil(day),
  dateEnd: nil(day),
  totalOrders: int,
  totalSales: fen,
  totalUnits: int,
  // grams; null for a product not sold by weight
  totalWeight: nil(v.number()),
  byChannel: list(rec({ channel: str, orders: int, amount: fen })),
  byCity: list(rec({ city: str, orders: int, amount: fen })),
});
