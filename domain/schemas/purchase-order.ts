import * as v from 'valibot';
import { fen, id, int, MSG } from './common.ts';
import { isoDate, optText, percent } from './shared.ts';

export const PO_TYPES = ['purchase_order', 'invoice'] as const;
export const PO_PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export const PO_STOCK_STATUSES = ['pending', 'received'] as const;

/** A line: unit price includes VAT; the total excluding VAT is computed (finance.ts), never sent. */
export const PurchaseOrderItem = v.strictObject({
  product: id(),
  quantity: int(1, 10_000_000),
  unitPrice: fen(0),
  vatPercentage: percent(100),
});
export type PurchaseOrderItem = v.InferOutput<typeof PurchaseOrderItem>;

/** POST /api/purchase-orders and the edit page: created unpaid and pending. */
export const PurchaseOrderBody = v.strictObject({
  supplier: id(),
  date: isoDate(),
  payment_status: v.optional(v.literal('unpaid', MSG.invalid), 'unpaid'),
  stock_status: v.optional(v.literal('pending', MSG.invalid), 'pending'),
  purchaseOrderItems: v.pipe(
    v.array(PurchaseOrderItem, MSG.required),
    v.minLength(1, MSG.required),
    v.maxLength(500, MSG.tooLong),
  ),
});
export type PurchaseOrderBody = v.InferOutput<typeof PurchaseOrderBody>;

/** PUT /api/purchase-orders/{id} with one field: received, paid (with the bank transfer id), or the id alone. */
export const PurchaseOrderStatusUpdate = v.union(
  [
    v.strictObject({ stock_status: v.literal('received', MSG.invalid) }),
    v.strictObject({
      payment_status: v.literal('paid', MSG.invalid),
      bankTransferID: v.optional(optText(100)),
    }),
    v.strictObject({ bankTransferID: optText(100) }),
  ],
  MSG.invalid,
);
export type PurchaseOrderStatusUpdate = v.InferOutput<typeof PurchaseOrderStatusUpdate>;

/** POST /api/purchase-orders/generate: an invoice for the selected service offers (none already invoiced). */
export const InvoiceGenerate = v.strictObject({
  offers: v.pipe(v.array(id(), MSG.required), v.minLength(1, MSG.required), v.maxLength(500, MSG.tooLong)),
});
export type InvoiceGenerate = v.InferOutput<typeof InvoiceGenerate>;
