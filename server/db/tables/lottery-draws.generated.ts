// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface LotteryDraws {
  channel: "wechat_group" | "miniprogram";
  condition_type: "number_of_order" | "x_item_sold";
  condition_value: number;
  created_at: Generated<Timestamp>;
  draw_number: number;
  gifts: Generated<JsonColumn<"lottery_draws", "gifts">>;
  id: Generated<string>;
  offer_id: string;
}
