// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Numeric, Timestamp } from "./common.generated.ts";

export interface Offers {
  banners: Generated<JsonColumn<"offers", "banners">>;
  channel: "all" | "wechat_group" | "miniprogram";
  clipboard: Generated<JsonColumn<"offers", "clipboard">>;
  commission_rate: Generated<Numeric>;
  community_id: string;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  delivery_dates: Generated<string[]>;
  delivery_type: Generated<"manual" | "shunfeng">;
  description: Generated<JsonColumn<"offers", "description">>;
  ending_date: Timestamp;
  fee_template_id: string | null;
  fees: Generated<JsonColumn<"offers", "fees">>;
  ghost_id: string | null;
  id: Generated<string>;
  internal_name: string;
  live_seq: Generated<number>;
  medias: Generated<JsonColumn<"offers", "medias">>;
  minimum_cart_items: Generated<number>;
  minimum_order_amount: Generated<number>;
  miniprogram: JsonColumn<"offers", "miniprogram"> | null;
  name: Generated<JsonColumn<"offers", "name">>;
  offer_id: Generated<number>;
  order_counter: Generated<number>;
  show_detail: Generated<boolean>;
  starting_date: Timestamp;
  status: Generated<"available" | "discontinued">;
  supplier_id: string | null;
  target_sales: Generated<number>;
  type: Generated<"regular" | "free_fall" | "multiple_items" | "bourse" | "cave">;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
  wechat_group: JsonColumn<"offers", "wechat_group"> | null;
}
