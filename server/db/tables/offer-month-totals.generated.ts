// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.

export interface OfferMonthTotals {
  community_id: string;
  delivery_fee: number;
  month: string;
  offer_id: string;
  orders: number;
  payment_status: string;
  total_amount: number;
}
