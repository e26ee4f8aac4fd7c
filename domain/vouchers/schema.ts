import * as v from 'valibot';
import { fen, int, MSG, storedId } from '../schemas/common.ts';
import { isoDate, optStoredId, optText } from '../schemas/shared.ts';
import type { ShownMember } from '../users/shown-actor.ts';

export const VOUCHER_REASONS = [
  'ziko_special',
  'claim',
  'lottery',
  'gift',
  'cancel_order',
  'other',
  'refund',
] as const;
export const VOUCHER_STATUSES = ['pending', 'validated', 'declined', 'used', 'ccl'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export const VOUCHER_RESPS = ['supplier', 'delivery_company', 'ziko'] as const;

export const VOUCHER_MSG = {
  refundReasonFixed: 'voucher.errors.refundReasonFixed',
  unknownCustomer: 'voucher.errors.unknownCustomer',
  unknownOrder: 'voucher.errors.unknownOrder',
  communityOutOfScope: 'voucher.errors.communityOutOfScope',
  outsideCommunities: 'voucher.errors.outsideCommunities',
  pastExpiration: 'voucher.errors.pastExpiration',
  settled: 'voucher.errors.settled',
} as const;

/**
 * POST /api/vouchers: needs a customer; a refund voucher (one naming its refund or the refunded
 * order) keeps reason refund.
 */
export const VoucherCreate = v.pipe(
  v.strictObject({
    customer: storedId(),
    reason: v.picklist(VOUCHER_REASONS, MSG.required),
    resp: v.optional(v.nullable(v.picklist(VOUCHER_RESPS, MSG.invalid)), null),
    comment: optText(2000),
    amount: fen(1),
    expirationDate: isoDate(),
    communities: v.pipe(
      v.array(storedId(), MSG.required),
      v.minLength(1, MSG.required),
      v.maxLength(10, MSG.tooLong),
    ),
    refund: optStoredId(),
    refundOrder: optStoredId(),
    // the order a voucher is used on is the server's (set on use, cleared on release), not a field
    offer: optStoredId(),
  }),
  v.forward(
    v.check((x) => (!x.refund && !x.refundOrder) || x.reason === 'refund', VOUCHER_MSG.refundReasonFixed),
    ['reason'],
  ),
);
export type VoucherCreate = v.InferOutput<typeof VoucherCreate>;

/** PUT /api/vouchers/{id}: a status move (see service/vouchers.ts). */
export const VoucherStatusUpdate = v.strictObject({
  status: v.picklist(VOUCHER_STATUSES, MSG.invalid),
  version: int(0, Number.MAX_SAFE_INTEGER),
});
export type VoucherStatusUpdate = v.InferOutput<typeof VoucherStatusUpdate>;

/** POST /api/vouchers/{id}/validate and decline: the version the member saw (required). */
export const VoucherMove = v.strictObject({ version: int(0, Number.MAX_SAFE_INTEGER) });
export type VoucherMove = v.InferOutput<typeof VoucherMove>;

/** A voucher as the API answers it; amount in fen. */
export interface Voucher {
  id: string;
  voucherID: number;
  customer: string;
  customerName: string;
  /** who gave it; the hidden actor to a reader who may not know of him, the name then null */
  teamMember: ShownMember | null;
  teamMemberName: string | null;
  reason: (typeof VOUCHER_REASONS)[number];
  resp: (typeof VOUCHER_RESPS)[number] | null;
  comment: string;
  amount: number;
  expirationDate: string;
  communities: string[];
  status: VoucherStatus;
  refund: string | null;
  refundOrder: string | null;
  refundOrderID: number | null;
  order: string | null;
  orderID: number | null;
  offer: string | null;
  usedAt: string | null;
  createdAt: string;
  version: number;
}
