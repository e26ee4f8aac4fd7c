import type { ListSpec } from '../list-protocol.ts';
import { PAYMENT_METHODS } from '../schemas/shared.ts';
import { REFUND_STATUSES } from './schema.ts';

/**
 * GET /api/refunds/details: 80 a page, newest first. Scoped: a non-admin sees his
 * communities' refunds. `order` and `customer` narrow to one order's or one customer's refunds.
 */
export const REFUNDS_LIST: ListSpec = {
  resource: 'refunds',
  filters: {
    status: { kind: 'eq', type: 'string', values: REFUND_STATUSES },
    community: { kind: 'eq', type: 'uuid' },
    customer: { kind: 'eq', type: 'uuid' },
    order: { kind: 'eq', type: 'uuid' },
    orderID: { kind: 'eq', type: 'int' },
    paymentMethod: { kind: 'eq', type: 'string', values: PAYMENT_METHODS },
    customerName: { kind: 'text' },
    createdAt: { kind: 'dateRange' },
  },
  sorts: ['createdAt', 'refundNumber', 'refundAmount', 'status', 'actionETA', 'orderID'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};
