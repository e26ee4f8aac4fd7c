import * as v from 'valibot';
import { email, int, MSG, requiredText, STATUS, storedId } from '../schemas/common.ts';
import { ADDRESS_CITIES, files, optFile, optText } from '../schemas/shared.ts';

export const CUSTOMER_LEVELS = [
  'tourist',
  'curious_wanderer',
  'humble_resident',
  'chummy_villager',
  'lord_furnace',
  'secret_circle',
] as const;
export const CUSTOMER_ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type CustomerLevel = (typeof CUSTOMER_LEVELS)[number];
export const PET_TYPES = ['cat', 'dog'] as const;
export const PET_SIZES = ['small', 'middle', 'large'] as const;
/** The dictionary's spellings, read as the canonical ones. */
const PET_SIZE_ALIASES: Record<string, (typeof PET_SIZES)[number]> = { medium: 'middle', big: 'large' };

/** A customer's address book: the form takes this many; a sale adds none past it (server/orders/inputs.ts). */
export const MAX_ADDRESSES = 20;

export const CustomerAddress = v.strictObject({
  type: v.picklist(CUSTOMER_ADDRESS_TYPES, MSG.required),
  city: v.picklist(ADDRESS_CITIES, MSG.required),
  area: storedId(),
  detailedAddress: requiredText(500),
  zipCode: optText(20),
  comment: optText(1000),
  phone: optText(40),
  contact: optText(120),
});
export type CustomerAddress = v.InferOutput<typeof CustomerAddress>;

export const Pet = v.strictObject({
  name: requiredText(60),
  type: v.picklist(PET_TYPES, MSG.required),
  size: v.pipe(
    v.picklist([...PET_SIZES, 'medium', 'big'] as const, MSG.required),
    v.transform((s) => PET_SIZE_ALIASES[s] ?? (s as (typeof PET_SIZES)[number])),
  ),
});

export const WechatGroup = v.strictObject({
  community: storedId(),
  groupNumber: v.optional(v.nullable(int(1, 1_000_000)), null),
});

const customerEntries = {
  name: requiredText(120),
  level: v.optional(v.picklist(CUSTOMER_LEVELS, MSG.invalid), 'tourist'),
  wechatID: optText(100),
  status: v.optional(v.picklist(STATUS, MSG.invalid), 'available'),
  profilePicture: optFile(),
  addresses: v.optional(
    v.pipe(v.array(CustomerAddress, MSG.invalid), v.maxLength(MAX_ADDRESSES, MSG.tooLong)),
    [],
  ),
  contacts: v.optional(
    v.pipe(
      v.array(v.strictObject({ name: optText(120), phone: optText(40) }), MSG.invalid),
      v.maxLength(20, MSG.tooLong),
    ),
    [],
  ),
  fapiaoInformation: optText(2000),
  fapiaoImages: files(),
  fapiaoEmails: v.optional(
    v.pipe(v.array(v.strictObject({ email: email() }), MSG.invalid), v.maxLength(10, MSG.tooLong)),
    [],
  ),
  /** entries without a group number are dropped before saving */
  wechatGroups: v.optional(
    v.pipe(
      v.array(WechatGroup, MSG.invalid),
      v.maxLength(20, MSG.tooLong),
      v.transform((gs) => gs.filter((g) => g.groupNumber != null)),
    ),
    [],
  ),
  pets: v.optional(v.pipe(v.array(Pet, MSG.invalid), v.maxLength(20, MSG.tooLong)), []),
  /** a customer is saved as not flagged, whatever was sent */
  flagged: v.optional(
    v.pipe(
      v.boolean(MSG.invalid),
      v.transform(() => false as const),
    ),
    false,
  ),
};

/** POST /api/customers. */
export const CustomerCreate = v.strictObject(customerEntries);
export type CustomerCreate = v.InferOutput<typeof CustomerCreate>;
/** PUT /api/customers/{id}: the whole record, with the version it was read at (409 when stale). */
export const CustomerUpdate = v.strictObject({
  ...customerEntries,
  version: v.optional(int(1, 2_000_000_000)),
});
export type CustomerUpdate = v.InferOutput<typeof CustomerUpdate>;
export type Pet = v.InferOutput<typeof Pet>;
export type WechatGroup = v.InferOutput<typeof WechatGroup>;

/** GET /api/customers/{id}/details and the answer of POST and PUT. */
export interface Customer extends Omit<CustomerCreate, 'wechatGroups' | 'flagged'> {
  id: string;
  flagged: boolean;
  version: number;
  wechatGroups: { community: string; groupNumber: number | null }[];
  createdAt: string;
}
