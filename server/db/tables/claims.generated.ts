// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Claims {
  action: string;
  action_eta: string;
  claim_number: Generated<number>;
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
  order_infos: Generated<JsonColumn<"claims", "order_infos">>;
  out_trade_no: Generated<string>;
  payment_method: "wechat" | "alipay" | null;
  refund_amount: number | null;
  resp: string;
  status: Generated<"new" | "ongoing" | "standby" | "solved" | "failed">;
  step: Generated<number>;
  supplier_id: string | null;
  team_member_id: string | null;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}
