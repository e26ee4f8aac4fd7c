import type { Customer } from '../../domain/customers/schema.ts';
import type { StoredFile } from '../../domain/storages.ts';
import type { Row } from '../db/types.ts';

export const CUSTOMER_COLUMNS = [
  'id',
  'name',
  'level',
  'wechat_id',
  'status',
  'flagged',
  'profile_picture',
  'addresses',
  'contacts',
  'fapiao_information',
  'fapiao_images',
  'fapiao_emails',
  'wechat_groups',
  'pets',
  'version',
  'created_at',
] as const;
export type CustomerRow = Pick<Row<'customers'>, (typeof CUSTOMER_COLUMNS)[number]>;

/** The stored picture is its uri; the API gives the file reference the upload field holds. */
const pictureOf = (uri: string | null): StoredFile | null =>
  uri ? { name: uri.slice(uri.lastIndexOf('/') + 1), uri } : null;

/** A stored customer as the API gives it; jsonb documents are read whole. */
export function toCustomer(r: CustomerRow): Customer {
  return {
    id: r.id,
    name: r.name,
    level: r.level as Customer['level'],
    wechatID: r.wechat_id,
    status: r.status,
    flagged: r.flagged,
    profilePicture: pictureOf(r.profile_picture),
    addresses: r.addresses as unknown as Customer['addresses'],
    contacts: r.contacts as Customer['contacts'],
    // older rows kept the fapiao text as a JSON string; null means none
    fapiaoInformation: typeof r.fapiao_information === 'string' ? r.fapiao_information : '',
    fapiaoImages: r.fapiao_images as Customer['fapiaoImages'],
    fapiaoEmails: r.fapiao_emails as Customer['fapiaoEmails'],
    wechatGroups: r.wechat_groups as Customer['wechatGroups'],
    pets: r.pets as Customer['pets'],
    version: r.version,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** What the audit log keeps of a customer: the record, without its counters nor the communities found for it. */
export function customerSnapshot(c: Customer & { communities?: unknown }): Record<string, unknown> {
  const { id: _id, createdAt: _at, communities: _c, ...rest } = c;
  return rest;
}
