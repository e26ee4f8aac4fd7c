// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.

export interface OrderDayTotals {
  actual_amount: number;
  channel: string;
  community_id: string;
  day: string;
  delivery_fee: number;
  offer_id: string | null;
  orders: number;
  payment_status: string;
  total_amount: number;
}
