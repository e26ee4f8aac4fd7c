import type { ListSpec } from '../list-protocol.ts';
import { ORDER_CHANNELS, PAYMENT_STATUSES, TRACKING_STATUSES } from './schema.ts';

/**
 * GET /api/orders/details. The live view asks for one offer's channel, sorted by orderDate
 * descending, the whole list at once ("unlimited"), hence the large maxPage; the
 * services list pages by 80 over every offer. Non-admin callers only ever see their communities.
 */
export const ORDERS_LIST: ListSpec = {
  resource: 'orders',
  filters: {
    offer: { kind: 'eq', type: 'uuid' },
    channel: { kind: 'eq', type: 'string', values: ORDER_CHANNELS },
    paymentStatus: { kind: 'eq', type: 'string', values: PAYMENT_STATUSES },
    /**
     * the payment status as shown (`shownPaymentStatus`): a cancelled pending order is ccl, not
     * pending; the services list's tabs filter by it
     */
    paymentState: { kind: 'eq', type: 'string', values: PAYMENT_STATUSES },
    status: { kind: 'eq', type: 'string', values: ['available', 'discontinued'] },
    trackingStatus: { kind: 'eq', type: 'string', values: TRACKING_STATUSES },
    type: { kind: 'eq', type: 'string', values: ['service', 'direct_sale', 'daily', 'normal'] },
    community: { kind: 'eq', type: 'uuid' },
    customer: { kind: 'eq', type: 'uuid' },
    /** the customer's or the walk-in's name */
    customerName: { kind: 'text' },
    orderID: { kind: 'eq', type: 'int' },
    ticketAmount: { kind: 'eq', type: 'int' },
    deliveryTrackingID: { kind: 'text' },
    /** the delivery address's area, or any area under it (delivery tracking) */
    area: { kind: 'eq', type: 'uuid' },
    createdAt: { kind: 'dateRange' },
    orderDate: { kind: 'dateRange' },
  },
  sorts: [
    'orderDate',
    'orderID',
    'orderNumber',
    'createdAt',
    'customerName',
    'totalAmount',
    'paymentStatus',
    'groupNumber',
  ],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 10_000,
};
