import type { FileRef } from '../../../domain/schemas/shared.ts';
import type { Supplier, SupplierContact } from '../../../domain/suppliers/schema.ts';

/** A contact as edited: its row key keeps inputs with their row when another is removed. */
export type ContactValues = SupplierContact & { _key?: string };

export interface Values {
  name: string;
  type: string | undefined;
  phone: string;
  wechatID: string;
  addressName: string;
  addressCity: string | undefined;
  addressZipCode: string;
  addressArea: string | null;
  addressDetails: string;
  contacts: ContactValues[];
  paymentTerm: string | undefined;
  vat: number | null;
  commission: number | null;
  status: string | undefined;
  financeInformation: FileRef[];
  /** the version the form was loaded at; a save based on an older one is a conflict (409) */
  version?: number;
}

const key = () => crypto.randomUUID();

export const emptyContact = (): ContactValues => ({
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  contactWechatID: '',
  contactJobTitle: '',
  contactComment: '',
  bankInformation: '',
});

/** The form's values of a stored supplier, or of a new one (available, no contact yet). */
export function fromSupplier(s: Supplier | undefined): Values {
  if (!s) {
    return {
      name: '',
      type: undefined,
      phone: '',
      wechatID: '',
      addressName: '',
      addressCity: undefined,
      addressZipCode: '',
      addressArea: null,
      addressDetails: '',
      contacts: [],
      paymentTerm: undefined,
      vat: null,
      commission: null,
      status: 'available',
      financeInformation: [],
    };
  }
  return {
    name: s.name,
    type: s.type,
    phone: s.phone,
    wechatID: s.wechatID,
    addressName: s.addressName,
    addressCity: s.addressCity || undefined,
    addressZipCode: s.addressZipCode,
    addressArea: s.addressArea,
    addressDetails: s.addressDetails,
    contacts: s.contacts.map((c) => ({ ...c, _key: key() })),
    paymentTerm: s.paymentTerm,
    vat: s.vat,
    commission: s.commission,
    status: s.status,
    financeInformation: s.financeInformation,
    version: s.version,
  };
}

/** What the API takes: row keys dropped, an unset city sent empty. */
export function toBody(v: Values) {
  const { contacts, addressCity, version, ...rest } = v;
  return {
    ...rest,
    addressCity: addressCity ?? '',
    contacts: contacts.map(({ _key, ...c }) => c),
    ...(version !== undefined ? { version } : {}),
  };
}
