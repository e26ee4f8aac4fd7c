import type { OrderChannel } from '../orders/schema.ts';
import type { Status } from '../schemas/common.ts';
import type { CustomerLevel } from './schema.ts';

/** A row of GET /api/customers/details (the record's counters). */
export interface CustomerListRow {
  id: string;
  name: string;
  level: CustomerLevel;
  status: Status;
  wechatID: string;
  flagged: boolean;
  /** the first phone of the record (contacts, then addresses) */
  phone: string | null;
  ordersCount: number;
  /** fen */
  ordersTotalSales: number;
  claimCount: number;
  voucherCount: number;
  lastOrderDate: string | null;
  createdAt: string;
  /** what a cell's save is made from */
  version: number;
}

/** GET /api/customers/{id}/stats-lite: the customer popover's figures. */
export interface CustomerStatsLite {
  level: CustomerLevel;
  voucherCount: number;
  claimCount: number;
  /** orders of the last 30 days */
  monthlyOrder: number;
}

export interface CountAndSales {
  count: number;
  /** fen */
  sales: number;
}

/** GET /api/customers/{id}/analytics, over the orders the caller may see. */
export interface CustomerAnalytics {
  level: CustomerLevel;
  orderCount: number;
  /** fen */
  orderTotalSales: number;
  orderByChannel: Partial<Record<OrderChannel, CountAndSales>>;
  /** by community id */
  orderByCommunity: Record<string, CountAndSales>;
  /** by the offer's internal name; orders without an offer (daily) are left out */
  orderByOfferInternalName: Record<string, CountAndSales>;
  /** instants (ISO) of the first and the last order */
  firstOrder: string | null;
  lastOrder: string | null;
  claimCount: number;
  voucherCount: number;
  /** fen, the vouchers given (every status but declined and cancelled) */
  voucherAmount: number;
}

/** The record's tabs, in order; `?tabState=` names one. */
export const CUSTOMER_TABS = ['information', 'orders', 'vouchers', 'claims', 'analytics'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];
