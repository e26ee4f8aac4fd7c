import * as v from 'valibot';
import { fen, id, int, MAX_LINE_FEN, MSG, storedId } from '../schemas/common.ts';
import { isoDate, optStoredId, optText, percent } from '../schemas/shared.ts';

export const PO_TYPES = ['purchase_order', 'invoice'] as const;
export const PO_PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export const PO_STOCK_STATUSES = ['pending', 'received'] as const;

/** A line's value at most ¥10 billion (500 such lines still sum exactly), reported on quantity. */
export const MAX_PO_LINE_FEN = MAX_LINE_FEN;

/** A line: unit price includes VAT; the total excluding VAT is computed (finance.ts), never sent. */
export const PurchaseOrderItem = v.pipe(
  v.strictObject({
    product: storedId(),
    quantity: int(1, 10_000_000),
    unitPrice: fen(0),
    vatPercentage: percent(100),
  }),
  v.forward(
    v.partialCheck(
      [['quantity'], ['unitPrice']],
      (l) => l.quantity * l.unitPrice <= MAX_PO_LINE_FEN,
      MSG.max,
    ),
    ['quantity'],
  ),
);
export type PurchaseOrderItem = v.InferOutput<typeof PurchaseOrderItem>;

/** The order's quantity in all is one 32-bit column: lines each in bounds may still sum past it. */
export const MAX_PO_QUANTITY = 2_147_483_647;

/** POST /api/purchase-orders and the edit page: created unpaid and pending. */
export const PurchaseOrderBody = v.strictObject({
  supplier: storedId(),
  date: isoDate(),
  /** the community the purchase is for (none: the warehouse); the cellar's PDF shows VAT per line */
  community: optStoredId(),
  payment_status: v.optional(v.literal('unpaid', MSG.invalid), 'unpaid'),
  stock_status: v.optional(v.literal('pending', MSG.invalid), 'pending'),
  purchaseOrderItems: v.pipe(
    v.array(PurchaseOrderItem, MSG.required),
    v.minLength(1, MSG.required),
    v.maxLength(500, MSG.tooLong),
    v.check((ls) => ls.reduce((n, l) => n + l.quantity, 0) <= MAX_PO_QUANTITY, MSG.max),
  ),
});
export type PurchaseOrderBody = v.InferOutput<typeof PurchaseOrderBody>;

/** The edit page (/finance/{id}/edit): the whole order again, while it is pending and unpaid. */
export const PurchaseOrderEdit = v.strictObject({
  ...PurchaseOrderBody.entries,
  version: v.optional(v.pipe(v.number(MSG.invalid), v.integer(MSG.invalid))),
});
export type PurchaseOrderEdit = v.InferOutput<typeof PurchaseOrderEdit>;

/** the version the change was made from (required: a stale one is a 409) */
const asked = { version: int(0, Number.MAX_SAFE_INTEGER) };
export const PoReceive = v.strictObject({ stock_status: v.literal('received', MSG.invalid), ...asked });
export const PoPay = v.strictObject({
  payment_status: v.literal('paid', MSG.invalid),
  bankTransferID: v.optional(optText(100)),
  ...asked,
});
export const PoBankId = v.strictObject({ bankTransferID: optText(100), ...asked });

/** PUT /api/purchase-orders/{id} with one field: received, paid (with the bank transfer id), or the id alone. */
export const PurchaseOrderStatusUpdate = v.union([PoReceive, PoPay, PoBankId], MSG.invalid);
export type PurchaseOrderStatusUpdate = v.InferOutput<typeof PurchaseOrderStatusUpdate>;

/** POST /api/purchase-orders/generate: an invoice for the selected service offers (none already invoiced). */
export const InvoiceGenerate = v.strictObject({
  offers: v.pipe(v.array(id(), MSG.required), v.minLength(1, MSG.required), v.maxLength(500, MSG.tooLong)),
});
export type InvoiceGenerate = v.InferOutput<typeof InvoiceGenerate>;
