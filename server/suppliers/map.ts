import type { Supplier, SupplierChoice } from '../../domain/suppliers/schema.ts';
import type { Row } from '../db/types.ts';

export type SupplierRow = Row<'suppliers'>;

/** The API's supplier from its row; percentages are numeric(5,2) in the table, numbers here. */
export function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    phone: row.phone,
    wechatID: row.wechat_id,
    addressName: row.address_name,
    addressCity: row.address_city,
    addressZipCode: row.address_zip_code,
    addressArea: row.address_area,
    addressDetails: row.address_details,
    contacts: row.contacts,
    paymentTerm: row.payment_term,
    vat: Number(row.vat),
    commission: Number(row.commission),
    status: row.status,
    financeInformation: row.finance_information,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toChoice(
  row: Pick<SupplierRow, 'id' | 'name' | 'type' | 'vat' | 'commission' | 'status'>,
): SupplierChoice {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    vat: Number(row.vat),
    commission: Number(row.commission),
    status: row.status,
  };
}

/** What the audit log keeps of a supplier: every field of the form. */
export function supplierSnapshot(s: Supplier): Record<string, unknown> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, counts: _n, ...fields } = s;
  return fields;
}
