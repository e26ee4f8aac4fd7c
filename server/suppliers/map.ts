import type { Supplier, SupplierChoice } from '../../domain/suppliers/schema.ts';
import type { CamelRow } from '../db/camel.ts';

/** The columns of a supplier, in the order the API gives its fields. */
export const SUPPLIER_COLUMNS = [
  'id',
  'name',
  'type',
  'phone',
  'wechatId',
  'addressName',
  'addressCity',
  'addressZipCode',
  'addressArea',
  'addressDetails',
  'contacts',
  'paymentTerm',
  'vat',
  'commission',
  'status',
  'financeInformation',
  'version',
  'createdAt',
  'updatedAt',
] as const;
export type SupplierRow = Pick<CamelRow<'suppliers'>, (typeof SUPPLIER_COLUMNS)[number]>;

/**
 * The API's supplier from its row (read through the camel view): the percentages are numeric(5,2)
 * in the table, numbers here; the API spells WeChat's id `wechatID`.
 */
export function toSupplier({ wechatId, ...row }: SupplierRow): Supplier {
  return {
    ...row,
    wechatID: wechatId,
    vat: Number(row.vat),
    commission: Number(row.commission),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ChoiceRow = Pick<SupplierRow, 'id' | 'name' | 'type' | 'vat' | 'commission' | 'status'>;

export function toChoice(row: ChoiceRow): SupplierChoice {
  return { ...row, vat: Number(row.vat), commission: Number(row.commission) };
}

/** What the audit log keeps of a supplier: every field of the form. */
export function supplierSnapshot(s: Supplier): Record<string, unknown> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, counts: _n, ...fields } = s;
  return fields;
}
