/**
 * The live grid's entry row. Creating a customer from a walk-in order needs name,
 * phone, detailed address, city and area; the button's tooltip names the first one missing
 * ('{field} not filled').
 */
export { entryIssue } from './schema.ts';

export const CUSTOMER_FIELDS = ['name', 'phone', 'address', 'city', 'area'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export const FIELD_NOT_FILLED_MSG = 'order.errors.fieldNotFilled';
/** Translation keys of the field names the tooltip puts in {field}. */
export const CUSTOMER_FIELD_LABELS = {
  name: 'order.fields.name',
  phone: 'order.fields.phone',
  address: 'order.fields.address',
  city: 'order.fields.city',
  area: 'order.fields.area',
} as const satisfies Record<CustomerField, string>;

export interface WalkIn {
  customerName?: string | null;
  phone?: string | null;
  detailedAddress?: string | null;
  city?: string | null;
  area?: string | null;
}

export function firstMissingCustomerField(w: WalkIn): CustomerField | null {
  const values: Record<CustomerField, string | null | undefined> = {
    name: w.customerName,
    phone: w.phone,
    address: w.detailedAddress,
    city: w.city,
    area: w.area,
  };
  return CUSTOMER_FIELDS.find((f) => !values[f]?.trim()) ?? null;
}

/** City is editable only on a temporary address; a home address's city comes from the customer. */
export function cityEditable(addressType: 'home' | 'temporary'): boolean {
  return addressType === 'temporary';
}

/** Only wechat groups with a group number are sent when saving a customer. */
export function keptWechatGroups<G extends { groupNumber?: number | null }>(groups: readonly G[]): G[] {
  return groups.filter((g) => g.groupNumber != null && g.groupNumber >= 1);
}

/** The create-customer button's tooltip: '{field} not filled' with the field's label key, or null. */
export function customerButtonTooltip(
  w: WalkIn,
): { messageKey: typeof FIELD_NOT_FILLED_MSG; field: string } | null {
  const f = firstMissingCustomerField(w);
  return f ? { messageKey: FIELD_NOT_FILLED_MSG, field: CUSTOMER_FIELD_LABELS[f] } : null;
}
