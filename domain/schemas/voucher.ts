import * as v from 'valibot';
import { fen, id, MSG } from './common.ts';
import { isoDate, optId, optText } from './shared.ts';

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

/** POST /api/vouchers: needs a customer; a refund voucher names its refund and keeps reason refund. */
export const VoucherCreate = v.pipe(
  v.strictObject({
    customer: id(),
    reason: v.picklist(VOUCHER_REASONS, MSG.required),
    resp: v.optional(v.nullable(v.picklist(VOUCHER_RESPS, MSG.invalid)), null),
    comment: optText(2000),
    amount: fen(1),
    expirationDate: isoDate(),
    communities: v.pipe(
      v.array(id(), MSG.required),
      v.minLength(1, MSG.required),
      v.maxLength(10, MSG.tooLong),
    ),
    refund: optId(),
    refundOrder: optId(),
    order: optId(),
    offer: optId(),
  }),
  v.forward(
    v.check((x) => !x.refund || x.reason === 'refund', MSG.invalid),
    ['reason'],
  ),
);
export type VoucherCreate = v.InferOutput<typeof VoucherCreate>;

/** PUT /api/vouchers/{id}: a status move (see service/vouchers.ts). */
export const VoucherStatusUpdate = v.strictObject({ status: v.picklist(VOUCHER_STATUSES, MSG.invalid) });
export type VoucherStatusUpdate = v.InferOutput<typeof VoucherStatusUpdate>;
