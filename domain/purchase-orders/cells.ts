import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { clearableText, defineCells } from '../cells.ts';
import { MSG } from '../schemas/common.ts';
import type { PurchaseOrderRow } from './list.ts';
import { canMarkPaid, canReceive } from './rules.ts';
import { PO_PAYMENT_STATUSES, PO_STOCK_STATUSES } from './schema.ts';

/** The translation groups of the selects' values (`purchaseOrder.paymentStatuses.paid`...). */
const PAYMENT_LABELS = 'purchaseOrder.paymentStatuses';
const STOCK_LABELS = 'purchaseOrder.stockStatuses';

/**
 * The purchase-order lists' editable cells (/direct-sales, /finance, the invoices tab of
 * /services; docs/finance.md, "Purchase orders"): payment unpaid → paid and stock pending →
 * received through their machines, each asked first as its button asks it (not logistic for the
 * payment, no stock on an invoice; both final), and the bank transfer id.
 */
export const PO_CELLS = defineCells<PurchaseOrderRow>({
  entity: 'purchase_order',
  cells: {
    payment_status: {
      editor: 'select',
      schema: v.picklist(PO_PAYMENT_STATUSES, MSG.invalid),
      roles: ACTIONS['purchase.markPaid'],
      get: (po) => po.payment_status,
      lockedBy: (po) => (po.payment_status === 'paid' ? 'final' : null),
      options: (po, role) => [po.payment_status, ...(canMarkPaid(po.payment_status, role) ? ['paid'] : [])],
      optionKey: PAYMENT_LABELS,
      immediate: true,
      confirm: (po, value) =>
        value !== 'paid'
          ? null
          : po.type === 'invoice'
            ? 'finance.services.sureToValidate'
            : 'purchaseOrder.confirmPaid',
    },
    stock_status: {
      editor: 'select',
      schema: v.picklist(PO_STOCK_STATUSES, MSG.invalid),
      roles: ACTIONS['purchase.write'],
      get: (po) => po.stock_status,
      lockedBy: (po) =>
        po.type === 'invoice' ? 'notEditable' : po.stock_status === 'received' ? 'final' : null,
      options: (po, role) => [po.stock_status, ...(canReceive(po.stock_status, role) ? ['received'] : [])],
      optionKey: STOCK_LABELS,
      immediate: true,
      confirm: (_po, value) => (value === 'received' ? 'purchaseOrder.confirmReceived' : null),
    },
    bankTransferID: {
      editor: 'text',
      schema: clearableText(100),
      roles: ACTIONS['purchase.markPaid'],
      get: (po) => po.bankTransferID,
      clearable: true,
    },
  },
});
