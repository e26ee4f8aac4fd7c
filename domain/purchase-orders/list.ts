import type { PaymentTerm } from '../finance/due.ts';
import type { ListSpec } from '../list-protocol.ts';
import { PO_PAYMENT_STATUSES, PO_STOCK_STATUSES, PO_TYPES } from './schema.ts';

/**
 * GET /api/purchase-orders/details: /finance (purchase orders and invoices), /direct-sales (type
 * purchase_order and a tab), the invoices tab of /services (type invoice). Page 80, newest first.
 */
export const PURCHASE_ORDERS_LIST: ListSpec = {
  resource: 'purchase-orders',
  filters: {
    type: { kind: 'eq', type: 'string', values: PO_TYPES },
    poId: { kind: 'text' },
    supplier: { kind: 'eq', type: 'uuid' },
    payment_status: { kind: 'eq', type: 'string', values: PO_PAYMENT_STATUSES },
    stock_status: { kind: 'eq', type: 'string', values: PO_STOCK_STATUSES },
    /** invoices that settle this offer (its number, typed in a search box) */
    offerID: { kind: 'text' },
    date: { kind: 'dateRange' },
  },
  sorts: ['poId', 'date', 'supplier', 'totalSales', 'payment_status', 'stock_status', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};

/** One purchase order or invoice as lists and the record show it. Amounts in fen. */
export interface PurchaseOrderRow {
  id: string;
  poId: string;
  type: (typeof PO_TYPES)[number];
  supplier: { id: string; name: string; paymentTerm: PaymentTerm };
  community: string | null;
  date: string;
  /** the day the supplier's payment term makes it due (domain/finance/due.ts) */
  dueDate: string;
  payment_status: (typeof PO_PAYMENT_STATUSES)[number];
  stock_status: (typeof PO_STOCK_STATUSES)[number];
  quantity: number;
  vatAmount: number;
  totalExVat: number;
  /** purchase order: total including VAT; invoice: sales including delivery */
  totalSales: number;
  totalDelivery: number;
  feeAmount: number;
  feePercents: number[];
  totalRefund: number;
  totalVouchers: number;
  bankTransferID: string;
  createdAt: string;
  version: number;
}

/** A line of a purchase order (GET /api/purchase-orders/{poId}/details). */
export interface PurchaseOrderLine {
  id: string;
  position: number;
  product: { id: string; productId: string; name: { en: string; zh: string } };
  quantity: number;
  unitPrice: number;
  vatPercentage: number;
  /** excluding VAT, rounded to the fen */
  totalPrice: number;
  vatAmount: number;
}

export const PO_LINE_SORTS = [
  'position',
  'product',
  'quantity',
  'unitPrice',
  'vatPercentage',
  'totalPrice',
] as const;

/** An offer an invoice settles, with its figures frozen at generation. */
export interface InvoicedOfferRow {
  id: string;
  offerID: number;
  name: { en: string; zh: string };
  startingDate: string;
  endingDate: string;
  community: string;
  orders: number;
  totalAmount: number;
  deliveryFee: number;
  commissionRate: number;
  feeAmount: number;
  refundAmount: number;
  voucherAmount: number;
}

/** GET /api/purchase-orders/{poId}: the record, its lines or its offers. */
export interface PurchaseOrderRecord extends PurchaseOrderRow {
  lines: PurchaseOrderLine[];
  relatedOffers: InvoicedOfferRow[];
}
