// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface PurchaseOrders {
  bank_transfer_id: Generated<string>;
  communities: Generated<string[]>;
  community_id: string | null;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  date: string;
  fee_amount: Generated<number>;
  fee_percents: Generated<string[]>;
  id: Generated<string>;
  paid_at: Timestamp | null;
  payment_status: Generated<"unpaid" | "paid">;
  po_id: string;
  quantity: Generated<number>;
  received_at: Timestamp | null;
  stock_status: Generated<"pending" | "received">;
  supplier_id: string;
  total_delivery: Generated<number>;
  total_ex_vat: Generated<number>;
  total_refund: Generated<number>;
  total_sales: Generated<number>;
  total_vouchers: Generated<number>;
  type: "purchase_order" | "invoice";
  updated_at: Generated<Timestamp>;
  vat_amount: Generated<number>;
  version: Generated<number>;
}
