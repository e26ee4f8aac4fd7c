import * as v from 'valibot';
import { sameName } from '../name-key.ts';
import { nameText } from '../names.ts';
import { fen, id, int, MSG, requiredText, STATUS } from '../schemas/common.ts';
import {
  type FileRef,
  files,
  hasMainPictures,
  isoDate,
  MAIN_PICTURES_MSG,
  optText,
  perLangFile,
  WEIGHT_TYPES,
} from '../schemas/shared.ts';
import type { SupplierType } from '../suppliers/schema.ts';
import { isProductType } from './types.ts';

export const STORAGE_TYPES = ['none', 'fresh', 'dry', 'frozen'] as const;
export const DIETS = ['vegan', 'pa', 'gluten-free', 'no-hormones'] as const;
export const PRODUCT_CATEGORIES = ['food', 'beverage', 'pet'] as const;
export const PRODUCT_EXISTS_MSG = 'product.errors.exists';

const productEntries = {
  name: v.strictObject({ en: nameText(200), zh: nameText(200) }),
  description: v.strictObject({ en: requiredText(50_000), zh: requiredText(50_000) }),
  /** unit price, fen */
  price: fen(0),
  retailPrice: v.optional(v.nullable(fen(0)), null),
  /** weight per unit, an integer of the unit */
  weight: v.optional(int(0, 10_000_000), 0),
  weightType: v.picklist(WEIGHT_TYPES, MSG.required),
  supplier: id(),
  /** a name of the dictionary (domain/products/types.ts) */
  productType: v.pipe(requiredText(100), v.check(isProductType, MSG.invalid)),
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
/** PUT /api/products/{id}: the whole record, plus the version the edit was based on (409 if stale). */
export const ProductUpdate = v.pipe(
  v.strictObject({ ...productEntries, version: v.optional(int(0, Number.MAX_SAFE_INTEGER)) }),
  v.forward(
    v.check((p) => hasMainPictures(p.mainPicture), MAIN_PICTURES_MSG),
    ['mainPicture'],
  ),
);
export type ProductUpdate = v.InferOutput<typeof ProductUpdate>;

type PerLang<T> = { en: T; zh: T };

/** What the API answers for a product (GET /api/products/{id}, POST, PUT). */
export interface Product {
  id: string;
  productId: string;
  name: PerLang<string>;
  description: PerLang<string>;
  price: number;
  retailPrice: number | null;
  weight: number;
  weightType: (typeof WEIGHT_TYPES)[number];
  supplier: { id: string; name: string; type: string; vat: string | null };
  productType: { name: string; category: string | null };
  storageType: (typeof STORAGE_TYPES)[number];
  expirationDate: string | null;
  diet: (typeof DIETS)[number][];
  status: (typeof STATUS)[number];
  comment: string;
  mainPicture: PerLang<FileRef | null>;
  technicalSheet: PerLang<FileRef | null>;
  otherMedia: FileRef[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

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
