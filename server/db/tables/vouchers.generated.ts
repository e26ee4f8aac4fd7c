// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Vouchers {
  amount: number;
  comment: Generated<string>;
  communities: Generated<string[]>;
  created_at: Generated<Timestamp>;
  customer_id: string;
  expiration_date: string;
  id: Generated<string>;
  offer_id: string | null;
  order_id: string | null;
  reason: Generated<"ziko_special" | "claim" | "lottery" | "gift" | "cancel_order" | "other" | "refund">;
  refund_id: string | null;
  refund_order_id: string | null;
  resp: "supplier" | "delivery_company" | "ziko" | null;
  status: Generated<"pending" | "validated" | "declined" | "used" | "ccl">;
  team_member_id: string | null;
  updated_at: Generated<Timestamp>;
  used_at: Timestamp | null;
  version: Generated<number>;
  voucher_id: Generated<number>;
}
