import type { PRODUCT_CATEGORIES } from './schema.ts';

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * The product types of the dictionary (productType has a name and a category;
 * the categories are food, beverage and pet, each with subtypes kept in the dictionary). The
 * names are the stored values; their labels are `productTypes.<name>` in locales/. The list is
 * ours (docs/products.md): the types the demo catalogue needs, grouped under the three categories.
 */
export const PRODUCT_TYPES = [
  { name: 'vegetables', category: 'food' },
  { name: 'fruits', category: 'food' },
  { name: 'meat', category: 'food' },
  { name: 'seafood', category: 'food' },
  { name: 'dairy', category: 'food' },
  { name: 'cheese', category: 'food' },
  { name: 'eggs', category: 'food' },
  { name: 'bakery', category: 'food' },
  { name: 'grocery', category: 'food' },
  { name: 'snacks', category: 'food' },
  { name: 'ready_meals', category: 'food' },
  { name: 'wine', category: 'beverage' },
  { name: 'beer', category: 'beverage' },
  { name: 'spirits', category: 'beverage' },
  { name: 'coffee', category: 'beverage' },
  { name: 'tea', category: 'beverage' },
  { name: 'juice', category: 'beverage' },
  { name: 'pet', category: 'pet' },
  { name: 'pet_food', category: 'pet' },
  { name: 'pet_treats', category: 'pet' },
  { name: 'pet_accessories', category: 'pet' },
] as const satisfies readonly { name: string; category: ProductCategory }[];

export type ProductTypeName = (typeof PRODUCT_TYPES)[number]['name'];
export const PRODUCT_TYPE_NAMES: readonly string[] = PRODUCT_TYPES.map((p) => p.name);

export function isProductType(name: string): name is ProductTypeName {
  return PRODUCT_TYPE_NAMES.includes(name);
}

/** The category a type belongs to; a product's category is always its type's. */
export function categoryOf(name: string): ProductCategory | null {
  return PRODUCT_TYPES.find((p) => p.name === name)?.category ?? null;
}

/** GET /api/product-types: a type with its label in the asked language. */
export interface ProductTypeAnswer {
  name: string;
  category: ProductCategory;
  label: string;
}
