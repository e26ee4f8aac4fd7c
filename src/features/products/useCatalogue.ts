import { useTranslation } from 'react-i18next';
import { PRODUCTS } from '../../../domain/products/resource.ts';
import type { ProductTypeAnswer } from '../../../domain/products/types.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { SUPPLIERS } from '../../../domain/suppliers/resource.ts';
import type { SupplierChoice } from '../../../domain/suppliers/schema.ts';
import { useRecord } from '../../api/useRecord.ts';

// one empty list while loading: a fresh [] each render would change the filters' identity every render
const NO_SUPPLIERS: SupplierChoice[] = [];
const NO_TYPES: ProductTypeAnswer[] = [];

/** The suppliers to choose from (GET /api/suppliers, by name). */
export function useSuppliers(): SupplierChoice[] {
  return useRecord<SupplierChoice[]>(apiUrl(SUPPLIERS.ops.choices, {})).data ?? NO_SUPPLIERS;
}

/** The product types, labelled and sorted in the interface's language (GET /api/product-types). */
export function useProductTypes(): ProductTypeAnswer[] {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  return useRecord<ProductTypeAnswer[]>(apiUrl(PRODUCTS.ops.types, {}, { lang })).data ?? NO_TYPES;
}
