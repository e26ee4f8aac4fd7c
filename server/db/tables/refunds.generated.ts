// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Refunds {
  action_eta: string;
  comment: Generated<string>;
  community_id: string;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  customer_id: string | null;
  date: string | null;
  id: Generated<string>;
  issue: string;
  issue_detail: Generated<string>;
  offer_id: string | null;
  order_id: string;
  out_refund_no: Generated<string>;
  out_trade_no: Generated<string>;
  payment_info_missing: Generated<boolean>;
  payment_method: "wechat" | "alipay";
  refund_amount: number;
  refund_id: Generated<string>;
  refund_number: Generated<number>;
  refund_vouchers: Generated<string[]>;
  resp: string;
  status: Generated<"new" | "validated" | "refused" | "refunded">;
  supplier_id: string | null;
  team_member_id: string | null;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}
