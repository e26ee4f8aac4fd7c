import type { ProductChoice, ProductListRow } from '../../domain/products/list.ts';
import type { Product } from '../../domain/products/schema.ts';
import type { CamelRow } from '../db/camel.ts';

type Stored = CamelRow<'products'>;

/** The product's own columns the API gives (the stock buckets and the authors stay in the table). */
export const PRODUCT_COLUMNS = [
  'id',
  'productId',
  'nameEn',
  'nameZh',
  'descriptionEn',
  'descriptionZh',
  'supplierId',
  'productType',
  'category',
  'price',
  'retailPrice',
  'weight',
  'weightType',
  'storageType',
  'expirationDate',
  'diet',
  'status',
  'comment',
  'mainPicture',
  'technicalSheet',
  'otherMedia',
  'version',
  'createdAt',
  'updatedAt',
] as const;

/** A product row with its supplier's columns, as findProduct selects it. */
export type ProductRow = Pick<Stored, (typeof PRODUCT_COLUMNS)[number]> & {
  supplierName: string;
  supplierType: string;
  supplierVat: string | null;
};

/** The API's product from its row: the per-language pairs and the supplier are objects there. */
export function toProduct(row: ProductRow): Product {
  const { nameEn, nameZh, descriptionEn, descriptionZh, supplierId, productType, category, ...r } = row;
  const { supplierName, supplierType, supplierVat, ...own } = r;
  return {
    ...own,
    name: { en: nameEn, zh: nameZh },
    description: { en: descriptionEn, zh: descriptionZh },
    supplier: { id: supplierId, name: supplierName, type: supplierType, vat: supplierVat },
    productType: { name: productType, category },
    storageType: own.storageType as Product['storageType'],
    diet: own.diet as Product['diet'],
    createdAt: own.createdAt.toISOString(),
    updatedAt: own.updatedAt.toISOString(),
  };
}

/** A list row (read through the camel view): the list's columns, the stock buckets only when asked. */
export type ListRow = Pick<
  Stored,
  | 'id'
  | 'productId'
  | 'nameEn'
  | 'nameZh'
  | 'supplierId'
  | 'productType'
  | 'category'
  | 'price'
  | 'retailPrice'
  | 'weight'
  | 'weightType'
  | 'storageType'
  | 'status'
  | 'comment'
  | 'version'
  | 'createdAt'
> & { supplierName: string; picture: string | null; stock?: number; freeStock?: number };

/**
 * Written out field by field: the page's 80 rows go through here on every list call, and a rest
 * spread copied each row through V8's generic, slower path (2.8 % of the list's CPU, docs/benchmarks.md).
 */
export function toListRow(row: ListRow): ProductListRow {
  const out: ProductListRow = {
    id: row.id,
    productId: row.productId,
    productType: row.productType,
    category: row.category,
    price: row.price,
    retailPrice: row.retailPrice,
    weight: row.weight,
    weightType: row.weightType,
    storageType: row.storageType as ProductListRow['storageType'],
    status: row.status,
    comment: row.comment,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    picture: row.picture,
    name: { en: row.nameEn, zh: row.nameZh },
    supplier: { id: row.supplierId, name: row.supplierName },
  };
  if (row.stock !== undefined) {
    out.stock = row.stock;
    out.freeStock = row.freeStock ?? 0;
  }
  return out;
}

export const CHOICE_COLUMNS = [
  'id',
  'productId',
  'nameEn',
  'nameZh',
  'supplierId',
  'price',
  'weight',
  'weightType',
  'status',
] as const;
export type ChoiceRow = Pick<Stored, (typeof CHOICE_COLUMNS)[number]>;

export const toChoice = ({ nameEn, nameZh, supplierId, ...r }: ChoiceRow): ProductChoice => ({
  ...r,
  name: { en: nameEn, zh: nameZh },
  supplier: supplierId,
});

/** What the audit log keeps of a product: its editable fields. */
export function productSnapshot(p: Product): Record<string, unknown> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, supplier, productType, ...rest } = p;
  return { ...rest, supplier: supplier.id, productType: productType.name };
}
