// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface OfferLines {
  actual_stock: number;
  channel: "wechat_group" | "miniprogram";
  created_at: Generated<Timestamp>;
  former_price: number | null;
  free_fall: JsonColumn<"offer_lines", "free_fall"> | null;
  id: Generated<string>;
  kind: "pack" | "item";
  main_picture: JsonColumn<"offer_lines", "main_picture"> | null;
  multiple_item: Generated<JsonColumn<"offer_lines", "multiple_item">>;
  name: Generated<JsonColumn<"offer_lines", "name">>;
  offer_id: string;
  other_media: Generated<JsonColumn<"offer_lines", "other_media">>;
  position: number;
  price: number;
  product_id: string | null;
  products: Generated<JsonColumn<"offer_lines", "products">>;
  quantity: Generated<number>;
  short_name: Generated<string>;
  stock: number;
  target_sales: Generated<number>;
  updated_at: Generated<Timestamp>;
  weight: Generated<number>;
  weight_type: Generated<"g" | "ml" | "piece">;
}
