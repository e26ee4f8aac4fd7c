// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Orders {
  actual_amount: Generated<number>;
  channel: "wechat_group" | "miniprogram" | "daily";
  comment: Generated<string>;
  community_id: string;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  customer_address: JsonColumn<"orders", "customer_address"> | null;
  customer_daily: JsonColumn<"orders", "customer_daily"> | null;
  customer_id: string | null;
  customer_name: string;
  delivery_date: string | null;
  delivery_fee: Generated<number>;
  delivery_selection: Generated<"manual" | "auto">;
  delivery_tracking_id: Generated<string>;
  fapiao: Generated<boolean>;
  fapiao_email: Generated<string>;
  gifts: Generated<JsonColumn<"orders", "gifts">>;
  group_number: number | null;
  id: Generated<string>;
  idempotency_hash: string | null;
  idempotency_key: string | null;
  offer_id: string | null;
  order_date: Generated<Timestamp>;
  order_id: Generated<number>;
  order_number: number | null;
  packs: Generated<JsonColumn<"orders", "packs">>;
  payment_method: Generated<"wechat" | "alipay">;
  payment_status: Generated<"pending" | "paid" | "ccl" | "refunding" | "rfd">;
  refund_amount: Generated<number>;
  single_items: Generated<JsonColumn<"orders", "single_items">>;
  status: Generated<"available" | "discontinued">;
  supplier_id: string | null;
  ticket_amount: Generated<number>;
  total_amount: Generated<number>;
  tracking_status: Generated<"process" | "prepared" | "on_the_way" | "delayed" | "delivered">;
  type: Generated<"service" | "direct_sale" | "daily" | "normal">;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
  version: Generated<number>;
  voucher_selection: Generated<"manual" | "auto">;
  vouchers: Generated<JsonColumn<"orders", "vouchers">>;
}
