import type { Product } from '../../../domain/products/schema.ts';
import type { FileRef } from '../../../domain/schemas/shared.ts';

type PerLang<T> = { en: T; zh: T };

/** The product form's values: the body's shape, with empty inputs as null or ''. */
export interface ProductValues {
  name: PerLang<string>;
  description: PerLang<string>;
  price: number | null;
  retailPrice: number | null;
  weight: number | null;
  weightType: string | undefined;
  supplier: string | undefined;
  productType: string | undefined;
  storageType: string;
  expirationDate: string;
  diet: string[];
  status: string;
  comment: string;
  mainPicture: PerLang<FileRef | null>;
  technicalSheet: PerLang<FileRef | null>;
  otherMedia: FileRef[];
  /** the version the form was loaded at; a save based on an older one is a conflict (409) */
  version?: number;
}

export const EMPTY_PRODUCT: ProductValues = {
  name: { en: '', zh: '' },
  description: { en: '', zh: '' },
  price: null,
  retailPrice: null,
  weight: null,
  weightType: undefined,
  supplier: undefined,
  productType: undefined,
  storageType: 'none',
  expirationDate: '',
  diet: [],
  status: 'available',
  comment: '',
  mainPicture: { en: null, zh: null },
  technicalSheet: { en: null, zh: null },
  otherMedia: [],
};

export const fromProduct = (p: Product): ProductValues => ({
  name: p.name,
  description: p.description,
  price: p.price,
  retailPrice: p.retailPrice,
  weight: p.weight,
  weightType: p.weightType,
  supplier: p.supplier.id,
  productType: p.productType.name,
  storageType: p.storageType,
  expirationDate: p.expirationDate ?? '',
  diet: p.diet,
  status: p.status,
  comment: p.comment,
  mainPicture: p.mainPicture,
  technicalSheet: p.technicalSheet,
  otherMedia: p.otherMedia,
  version: p.version,
});

/** What the schema and the API take: empty inputs leave their keys out (required) or send null. */
export function toProductBody(v: ProductValues): Record<string, unknown> {
  const { version, price, weight, expirationDate, productType, ...rest } = v;
  return {
    ...rest,
    ...(price !== null ? { price } : {}),
    ...(weight !== null ? { weight } : {}),
    productType: productType ?? '',
    expirationDate: expirationDate.trim() || null,
    ...(version !== undefined ? { version } : {}),
  };
}
