import type { OrderState } from './locking.ts';

/**
 * When the customer of the order being keyed already has pending orders, a warning
 * lists up to 3 of their order numbers (the most recent first) and how many more there are.
 */
export const PENDING_ORDERS_WARNING = 'order.warnings.pendingOrders';
export const PENDING_WARNING_LIMIT = 3;

export interface CustomerOrder extends OrderState {
  id: string;
  customer: string | null;
  orderNumber: number;
  createdAt: string;
}

export interface PendingWarning {
  messageKey: typeof PENDING_ORDERS_WARNING;
  orderNumbers: number[];
  /** pending orders beyond the ones listed */
  more: number;
}

export function pendingOrdersWarning(
  orders: readonly CustomerOrder[],
  opts: { customer: string | null; excludeOrderId?: string | null },
): PendingWarning | null {
  if (!opts.customer) return null;
  const pending = orders
    .filter(
      (o) =>
        o.customer === opts.customer &&
        o.id !== opts.excludeOrderId &&
        o.paymentStatus === 'pending' &&
        o.status === 'available',
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderNumber - a.orderNumber);
  if (pending.length === 0) return null;
  return {
    messageKey: PENDING_ORDERS_WARNING,
    orderNumbers: pending.slice(0, PENDING_WARNING_LIMIT).map((o) => o.orderNumber),
    more: Math.max(0, pending.length - PENDING_WARNING_LIMIT),
  };
}
