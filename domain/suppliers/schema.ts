import * as v from 'valibot';
import { sameName } from '../name-key.ts';
import { nameText } from '../names.ts';
import { email, int, MSG, requiredText } from '../schemas/common.ts';
import { type FileRef, files, optId, optText, percent } from '../schemas/shared.ts';

export const SUPPLIER_TYPES = ['services', 'direct_sales'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
export const SUPPLIER_STATUSES = ['available', 'ongoing', 'discontinued'] as const;
export const PAYMENT_TERMS = [
  'cash_before_delivery',
  'cash_on_delivery',
  'end_of_the_month',
  '30days',
  '35days',
  '60days',
] as const;
export const SUPPLIER_EXISTS_MSG = 'supplier.errors.exists';

export const SupplierContact = v.strictObject({
  contactName: requiredText(120),
  contactPhone: optText(40),
  contactEmail: v.optional(v.union([v.literal(''), email()], MSG.invalidEmail), ''),
  contactWechatID: optText(100),
  contactJobTitle: optText(120),
  contactComment: optText(1000),
  bankInformation: optText(1000),
});
export type SupplierContact = v.InferOutput<typeof SupplierContact>;

const supplierEntries = {
  name: nameText(200),
  type: v.picklist(SUPPLIER_TYPES, MSG.required),
  phone: optText(40),
  wechatID: optText(100),
  addressName: optText(200),
  addressCity: optText(60),
  addressZipCode: optText(20),
  addressArea: optId(),
  addressDetails: optText(500),
  contacts: v.optional(v.pipe(v.array(SupplierContact, MSG.invalid), v.maxLength(20, MSG.tooLong)), []),
  paymentTerm: v.picklist(PAYMENT_TERMS, MSG.required),
  /** VAT percent, for direct_sales suppliers */
  vat: v.optional(v.nullable(percent(100)), null),
  /** commission percent, for services suppliers */
  commission: v.optional(v.nullable(percent(100)), null),
  status: v.picklist(SUPPLIER_STATUSES, MSG.required),
  financeInformation: files(),
  /** on edit, the version the change was based on (a stale one is a 409) */
  version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
};

/** POST /api/suppliers; PUT sends the same body. */
export const SupplierCreate = v.strictObject(supplierEntries);
export type SupplierCreate = v.InferOutput<typeof SupplierCreate>;
export const SupplierUpdate = SupplierCreate;
export type SupplierUpdate = SupplierCreate;

/** What the record holds besides the body, as counted. */
export interface SupplierCounts {
  claims: number;
  orders: number;
  offers: number;
  products: number;
}

/** A supplier as the API answers it (GET one, POST, PUT; the lists leave `counts` out). */
export interface Supplier extends Omit<SupplierCreate, 'version' | 'vat' | 'commission'> {
  id: string;
  vat: number;
  commission: number;
  financeInformation: FileRef[];
  version: number;
  createdAt: string;
  updatedAt: string;
  counts?: SupplierCounts;
}

/** A supplier as other forms pick it (GET /api/suppliers: products, purchase orders). */
export type SupplierChoice = Pick<Supplier, 'id' | 'name' | 'type' | 'vat' | 'commission' | 'status'>;

/** On edit the supplier itself is excluded from the duplicate check. */
export function supplierNameTaken(
  name: string,
  others: readonly { id: string; name: string }[],
  selfId?: string | null,
): boolean {
  return others.some((o) => o.id !== selfId && sameName(o.name, name));
}

/** The save-blocking message of a duplicate name, or null. */
export function supplierNameIssue(
  name: string,
  others: readonly { id: string; name: string }[],
  selfId?: string | null,
): typeof SUPPLIER_EXISTS_MSG | null {
  return supplierNameTaken(name, others, selfId) ? SUPPLIER_EXISTS_MSG : null;
}
