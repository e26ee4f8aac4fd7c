import type { RefundStatus } from '../refunds/schema.ts';
import type { AgeBucket } from './due.ts';

/** GET /api/analytics/general. Amounts fen. */
export interface GeneralAnalytics {
  dateStart: string;
  dateEnd: string;
  totalOrder: number;
  totalClaim: number;
  totalOffer: number;
  totalVoucher: number;
  totalVoucherAmount: number;
  totalStock: number;
  totalStockValue: number;
  /** the commission on services offers' sales excluding delivery */
  totalServiceFee: number;
  totalSupplierShare: number;
  /** cellar sales excluding delivery minus the products' cost; null outside the caller's scope */
  grossMargin: { amount: number; percent: number } | null;
  revenuesByChannels: { channel: 'wechat_group' | 'miniprogram' | 'daily'; amount: number; orders: number }[];
  revenuesByCommunities: { community: string; amount: number; orders: number }[];
  revenuesByPaymentStatus: { status: string; amount: number; orders: number }[];
}

/** GET /api/finance/overview: what a finance lead opens first each morning (docs/finance.md). */
export interface FinanceOverview {
  today: string;
  toCollect: { bucket: AgeBucket; community: string; orders: number; amount: number }[];
  owed: {
    id: string;
    poId: string;
    type: 'purchase_order' | 'invoice';
    supplierId: string;
    supplier: string;
    date: string;
    dueDate: string;
    daysOverdue: number;
    amount: number;
  }[];
  commission: { thisMonth: number; lastMonth: number; monthStart: string; lastMonthStart: string };
  stock: { units: number; value: number; purchasedUnits: number; purchasedValue: number };
  /** refunds not yet final, one row per waiting state (zeros included), amounts fen */
  refunds: { status: RefundStatus; count: number; amount: number }[];
}
