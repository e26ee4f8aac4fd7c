import type { ListSpec } from '../list-protocol.ts';

/**
 * GET /api/offers/services: offers of services suppliers (docs/finance.md, "Services offers and
 * invoices"). Sorted on the offer's own columns only: the figures are computed for the page.
 */
export const SERVICE_OFFERS_LIST: ListSpec = {
  resource: 'offers-services',
  filters: {
    supplier: { kind: 'eq', type: 'uuid' },
    /** the offer's number as typed: a part of it matches */
    offerID: { kind: 'text' },
    community: { kind: 'eq', type: 'uuid' },
    endingDate: { kind: 'dateRange' },
    invoiced: { kind: 'eq', type: 'bool' },
  },
  sorts: ['offerID', 'endingDate', 'startingDate', 'createdAt'],
  // the area's lists all open on the newest records first
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};

/** One row of the services offers tab. Amounts in fen. */
export interface ServiceOfferRow {
  id: string;
  offerID: number;
  name: { en: string; zh: string };
  startingDate: string;
  endingDate: string;
  /** the offer has ended: its sales are final and it may be invoiced */
  finished: boolean;
  supplier: { id: string; name: string };
  community: string;
  orders: number;
  actualIncomePack: number;
  actualIncomeSingleItem: number;
  actualIncomeDelivery: number;
  actualIncome: number;
  commissionRate: number;
  commissionAmount: number;
  refundAmount: number;
  voucherAmount: number;
  relatedInvoice: { id: string; poId: string; payment_status: 'unpaid' | 'paid' } | null;
}
