/** A line's sales on an offer's analytics tab: by its id, so a line renamed mid-sale counts once. */
export interface LineSales {
  lineId: string | null;
  shortName: string;
  quantity: number;
  amount: number;
}

/** `GET` an offer's analytics (server/offers/analytics.ts), as the live page's analytics tab reads it. */
export interface OfferAnalytics {
  orderTotalAmount: { totalAmount: number; totalAmountDelivery: number; averageSpending: number };
  orderNumber: number;
  claims: number;
  newCustomerCount: number;
  ghostStats: { orderNumber: number };
  orderByChannel: { channel: string; orders: number; amount: number }[];
  orderByCity: { city: string; orders: number; amount: number }[];
  orderByGroups: { groupNumber: number | null; orders: number }[];
  orderByGroupsValue: { groupNumber: number | null; amount: number }[];
  /** per channel, each line once under its current short name (an order keeps the name it was taken under) */
  orderByProductChannel: Record<string, LineSales[]>;
  grossMargin: number | null;
}
