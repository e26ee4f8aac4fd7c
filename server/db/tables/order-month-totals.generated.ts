// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.

export interface OrderMonthTotals {
  actual_amount: number;
  channel: string;
  community_id: string;
  delivery_fee: number;
  month: string;
  orders: number;
  payment_status: string;
  total_amount: number;
}
