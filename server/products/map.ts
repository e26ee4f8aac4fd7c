import { sql } from 'kysely';
import type { ProductChoice, ProductListRow } from '../../domain/products/list.ts';
import type { Product } from '../../domain/products/schema.ts';
import type { Row } from '../db/types.ts';

/** A product row with its supplier's columns, as every product query selects it. */
export type ProductRow = Omit<Row<'products'>, 'stock' | 'free_stock' | 'stock_version'> & {
  supplier_name: string;
  supplier_type: string;
  supplier_vat: string | null;
};

/** The SELECT of a product with its supplier, over `products p JOIN suppliers s`. */
export const PRODUCT_SELECT = sql`p.id, p.product_id, p.name_en, p.name_zh, p.description_en, p.description_zh,
  p.supplier_id, p.product_type, p.category, p.price, p.retail_price, p.weight, p.weight_type, p.storage_type,
  p.expiration_date, p.diet, p.status, p.comment, p.main_picture, p.technical_sheet, p.other_media,
  p.version, p.created_by, p.updated_by, p.created_at, p.updated_at,
  s.name AS supplier_name, s.type AS supplier_type, s.vat::text AS supplier_vat`;

/** The API's product from its row. */
export function toProduct(r: ProductRow): Product {
  return {
    id: r.id,
    productId: r.product_id,
    name: { en: r.name_en, zh: r.name_zh },
    description: { en: r.description_en, zh: r.description_zh },
    price: r.price,
    retailPrice: r.retail_price,
    weight: r.weight,
    weightType: r.weight_type,
    supplier: { id: r.supplier_id, name: r.supplier_name, type: r.supplier_type, vat: r.supplier_vat },
    productType: { name: r.product_type, category: r.category },
    storageType: r.storage_type as Product['storageType'],
    expirationDate: r.expiration_date,
    diet: r.diet as Product['diet'],
    status: r.status,
    comment: r.comment,
    mainPicture: r.main_picture,
    technicalSheet: r.technical_sheet,
    otherMedia: r.other_media,
    version: r.version,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** A list row: the list's columns, the stock buckets only when asked. */
export type ListRow = Pick<
  Row<'products'>,
  | 'id'
  | 'product_id'
  | 'name_en'
  | 'name_zh'
  | 'supplier_id'
  | 'product_type'
  | 'category'
  | 'price'
  | 'retail_price'
  | 'weight'
  | 'weight_type'
  | 'storage_type'
  | 'status'
  | 'comment'
  | 'version'
  | 'created_at'
> & { supplier_name: string; picture: string | null; stock?: number; free_stock?: number };

export function toListRow(r: ListRow): ProductListRow {
  return {
    id: r.id,
    productId: r.product_id,
    name: { en: r.name_en, zh: r.name_zh },
    supplier: { id: r.supplier_id, name: r.supplier_name },
    productType: r.product_type,
    category: r.category,
    price: r.price,
    retailPrice: r.retail_price,
    weight: r.weight,
    weightType: r.weight_type,
    storageType: r.storage_type as ProductListRow['storageType'],
    status: r.status,
    comment: r.comment,
    version: r.version,
    picture: r.picture,
    createdAt: r.created_at.toISOString(),
    ...(r.stock !== undefined ? { stock: r.stock, freeStock: r.free_stock ?? 0 } : {}),
  };
}

export type ChoiceRow = Pick<
  Row<'products'>,
  'id' | 'product_id' | 'name_en' | 'name_zh' | 'supplier_id' | 'price' | 'weight' | 'weight_type' | 'status'
>;

export const toChoice = (r: ChoiceRow): ProductChoice => ({
  id: r.id,
  productId: r.product_id,
  name: { en: r.name_en, zh: r.name_zh },
  supplier: r.supplier_id,
  price: r.price,
  weight: r.weight,
  weightType: r.weight_type,
  status: r.status,
});

/** What the audit log keeps of a product: its editable fields. */
export function productSnapshot(p: Product): Record<string, unknown> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, supplier, productType, ...rest } = p;
  return { ...rest, supplier: supplier.id, productType: productType.name };
}
