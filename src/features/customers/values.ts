import { COMMUNITIES } from '../../../domain/communities.ts';
import type { Customer } from '../../../domain/customers/schema.ts';
import type { StoredFile } from '../../../domain/storages.ts';

/** The information form's values: the record, each list row with a stable `_key`. */
export interface AddressValues {
  _key?: string;
  type: string | undefined;
  city: string | undefined;
  area: string | undefined;
  detailedAddress: string;
  zipCode: string;
  comment: string;
  phone: string;
  contact: string;
}
export interface Values {
  name: string;
  level: string;
  wechatID: string;
  status: string;
  profilePicture: StoredFile | null;
  addresses: AddressValues[];
  contacts: { _key?: string; name: string; phone: string }[];
  fapiaoInformation: string;
  fapiaoImages: StoredFile[];
  fapiaoEmails: { _key?: string; email: string }[];
  /** one row per community the user sees, in the fixed order; an empty number is dropped on save */
  wechatGroups: { community: string; groupNumber: number | null }[];
  pets: { _key?: string; name: string; type: string | undefined; size: string | undefined }[];
  version?: number;
}

const key = () => crypto.randomUUID();
const groupsFor = (communities: readonly string[], stored: Customer['wechatGroups']) =>
  COMMUNITIES.filter((c) => communities.includes(c.id)).map((c) => ({
    community: c.id,
    groupNumber: stored.find((g) => g.community === c.id)?.groupNumber ?? null,
  }));

export const emptyAddress = (): AddressValues => ({
  type: 'home',
  city: undefined,
  area: undefined,
  detailedAddress: '',
  zipCode: '',
  comment: '',
  phone: '',
  contact: '',
});

export const emptyValues = (communities: readonly string[]): Values => ({
  name: '',
  level: 'tourist',
  wechatID: '',
  status: 'available',
  profilePicture: null,
  addresses: [],
  contacts: [],
  fapiaoInformation: '',
  fapiaoImages: [],
  fapiaoEmails: [],
  wechatGroups: groupsFor(communities, []),
  pets: [],
});

export const fromCustomer =
  (communities: readonly string[]) =>
  (c: Customer): Values => ({
    name: c.name,
    level: c.level,
    wechatID: c.wechatID,
    status: c.status,
    profilePicture: c.profilePicture,
    addresses: c.addresses.map((a) => ({ ...emptyAddress(), ...a, _key: key() })),
    contacts: c.contacts.map((x) => ({ ...x, _key: key() })),
    fapiaoInformation: c.fapiaoInformation,
    fapiaoImages: c.fapiaoImages,
    fapiaoEmails: c.fapiaoEmails.map((x) => ({ ...x, _key: key() })),
    wechatGroups: groupsFor(communities, c.wechatGroups),
    pets: c.pets.map((p) => ({ ...p, _key: key() })),
    version: c.version,
  });

const strip = <T extends { _key?: string }>(rows: T[]) => rows.map(({ _key, ...rest }) => rest);

/** What the API takes: row keys dropped (the schema drops the groups without a number). */
export function toBody(v: Values) {
  return {
    ...v,
    addresses: strip(v.addresses),
    contacts: strip(v.contacts),
    fapiaoEmails: strip(v.fapiaoEmails),
    pets: strip(v.pets),
    flagged: false,
  };
}
