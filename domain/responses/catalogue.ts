import * as v from 'valibot';
import { cellsAnswer } from './cells.ts';
import {
  bool,
  day,
  fen,
  file,
  i18n,
  instant,
  int,
  list,
  nil,
  open,
  perLang,
  rec,
  str,
  uuid,
} from './common.ts';

// a free-from rule may have no fee (docs/domain.md, delivery fees)
const areaRule = rec({ type: str, fee: nil(fen) });
export const DeliveryTemplateAnswer = rec({
  id: uuid,
  name: str,
  status: str,
  areas: list(rec({ area: uuid, rules: list(areaRule) })),
  version: int,
  createdAt: instant,
  updatedAt: instant,
});

/** POST /api/delivery-templates/cells: each row's result, the template as its list shows it. */
export const TemplateCellsAnswer = cellsAnswer(DeliveryTemplateAnswer);

export const DeliveryAreaAnswer = rec({
  id: uuid,
  name: str,
  nameZh: str,
  parent: nil(uuid),
  path: list(uuid),
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
export const DeliveryAreaRow = v.looseObject({
  ...DeliveryAreaAnswer.entries,
  parentName: nil(str),
  parentNameZh: nil(str),
});

const supplierFields = {
  id: uuid,
  name: str,
  type: str,
  vat: v.number(),
  commission: v.number(),
  status: str,
};
export const SupplierChoice = rec(supplierFields);
export const SupplierAnswer = rec({
  ...supplierFields,
  phone: str,
  wechatID: str,
  contacts: list(open),
  paymentTerm: str,
  financeInformation: list(file),
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
/** rows as the suppliers list shows them to the editors */
export const SupplierCellsAnswer = cellsAnswer(SupplierAnswer);
export const SupplierWithCounts = v.looseObject({
  ...SupplierAnswer.entries,
  counts: rec({ claims: nil(int), orders: int, offers: int, products: int }),
});

const productFields = { id: uuid, productId: str, name: i18n };
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

export const RecipeProductAnswer = rec({ ...productFields, status: str });
export const RecipeAnswer = rec({
  id: uuid,
  name: i18n,
  serving: nil(int),
  preparationTime: int,
  bakingTime: nil(int),
  calories: nil(int),
  description: i18n,
  tags: list(str),
  products: list(RecipeProductAnswer),
  pinTop: bool,
  status: str,
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
/** rows as the recipes list shows them */
export const RecipeCellsAnswer = cellsAnswer(RecipeAnswer);
export const RecipeTagsAnswer = v.record(str, list(rec({ key: str, name: i18n })));

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
});
