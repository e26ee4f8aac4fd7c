import type { Customer, CustomerCreate } from '../../domain/customers/schema.ts';
import type { StoredFile } from '../../domain/storages.ts';
import type { CamelInsert, CamelRow } from '../db/camel.ts';

export const CUSTOMER_COLUMNS = [
  'id',
  'name',
  'level',
  'wechatId',
  'status',
  'flagged',
  'profilePicture',
  'addresses',
  'contacts',
  'fapiaoInformation',
  'fapiaoImages',
  'fapiaoEmails',
  'wechatGroups',
  'pets',
  'version',
  'createdAt',
] as const;
export type CustomerRow = Pick<CamelRow<'customers'>, (typeof CUSTOMER_COLUMNS)[number]>;

/** The stored picture is its uri; the API gives the file reference the upload field holds. */
const pictureOf = (uri: string | null): StoredFile | null =>
  uri ? { name: uri.slice(uri.lastIndexOf('/') + 1), uri } : null;

/** A stored customer as the API gives it (read through the camel view); jsonb documents are read whole. */
export function toCustomer({ wechatId, profilePicture, fapiaoInformation, ...r }: CustomerRow): Customer {
  return {
    ...r,
    level: r.level as Customer['level'],
    wechatID: wechatId,
    profilePicture: pictureOf(profilePicture),
    addresses: r.addresses as unknown as Customer['addresses'],
    // older rows kept the fapiao text as a JSON string; null means none
    fapiaoInformation: typeof fapiaoInformation === 'string' ? fapiaoInformation : '',
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** The columns the form's body writes, the same on create and on edit; never flagged by the form. */
export function customerValues(b: CustomerCreate) {
  return {
    name: b.name,
    level: b.level,
    wechatId: b.wechatID,
    status: b.status,
    flagged: false,
    profilePicture: b.profilePicture?.uri ?? null,
    addresses: JSON.stringify(b.addresses),
    contacts: JSON.stringify(b.contacts),
    wechatGroups: JSON.stringify(b.wechatGroups),
    fapiaoInformation: JSON.stringify(b.fapiaoInformation),
    fapiaoImages: JSON.stringify(b.fapiaoImages),
    fapiaoEmails: JSON.stringify(b.fapiaoEmails),
    pets: JSON.stringify(b.pets),
  } satisfies CamelInsert<'customers'>;
}

/** What the audit log keeps of a customer: the record, without its counters nor the communities found for it. */
export function customerSnapshot(c: Customer & { communities?: unknown }): Record<string, unknown> {
  const { id: _id, createdAt: _at, communities: _c, ...rest } = c;
  return rest;
}
