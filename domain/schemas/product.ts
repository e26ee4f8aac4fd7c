import * as v from 'valibot';
import { fen, id, int, MSG, requiredText, STATUS } from './common.ts';
import {
  files,
  hasMainPictures,
  isoDate,
  MAIN_PICTURES_MSG,
  optText,
  perLangFile,
  WEIGHT_TYPES,
} from './shared.ts';
import { type SupplierType, sameName } from './supplier.ts';

export const STORAGE_TYPES = ['none', 'fresh', 'dry', 'frozen'] as const;
export const DIETS = ['vegan', 'pa', 'gluten-free', 'no-hormones'] as const;
export const PRODUCT_CATEGORIES = ['food', 'beverage', 'pet'] as const;
export const PRODUCT_EXISTS_MSG = 'product.errors.exists';

const productEntries = {
  name: v.strictObject({ en: requiredText(200), zh: requiredText(200) }),
  description: v.strictObject({ en: requiredText(50_000), zh: requiredText(50_000) }),
  /** unit price, fen */
  price: fen(0),
  retailPrice: v.optional(v.nullable(fen(0)), null),
  /** weight per unit, an integer of the unit */
  weight: v.optional(int(0, 10_000_000), 0),
  weightType: v.picklist(WEIGHT_TYPES, MSG.required),
  supplier: id(),
  productType: requiredText(100),
  category: v.optional(v.nullable(v.picklist(PRODUCT_CATEGORIES, MSG.invalid)), null),
  storageType: v.optional(v.picklist(STORAGE_TYPES, MSG.invalid), 'none'),
  expirationDate: v.optional(v.nullable(isoDate()), null),
  diet: v.optional(
    v.pipe(v.array(v.picklist(DIETS, MSG.invalid), MSG.invalid), v.maxLength(4, MSG.tooLong)),
    [],
  ),
  status: v.optional(v.picklist(STATUS, MSG.invalid), 'available'),
  comment: optText(2000),
  mainPicture: perLangFile(),
  technicalSheet: perLangFile(),
  otherMedia: files(),
};

const ProductObject = v.strictObject(productEntries);

/** POST /api/products; PUT sends the same body. */
export const ProductCreate = v.pipe(
  ProductObject,
  v.forward(
    v.check((p) => hasMainPictures(p.mainPicture), MAIN_PICTURES_MSG),
    ['mainPicture'],
  ),
);
export type ProductCreate = v.InferOutput<typeof ProductCreate>;
export const ProductUpdate = ProductCreate;
export type ProductUpdate = ProductCreate;

/** 'Product already exists': an available product with the same English name; discontinued ones are not checked. */
export function productNameTaken(
  nameEn: string,
  others: readonly { id: string; name: { en: string }; status: string }[],
  selfId?: string | null,
): boolean {
  return others.some((o) => o.id !== selfId && o.status === 'available' && sameName(o.name.en, nameEn));
}

/** Choosing a supplier of type services sets an empty price to 0. */
export function defaultPriceFor(supplierType: SupplierType, price: number | null | undefined): number | null {
  if (price == null && supplierType === 'services') return 0;
  return price ?? null;
}

/** The save-blocking message of a duplicate English name, or null. */
export function productNameIssue(
  nameEn: string,
  others: readonly { id: string; name: { en: string }; status: string }[],
  selfId?: string | null,
): typeof PRODUCT_EXISTS_MSG | null {
  return productNameTaken(nameEn, others, selfId) ? PRODUCT_EXISTS_MSG : null;
}
