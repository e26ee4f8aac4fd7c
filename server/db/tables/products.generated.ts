// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Products {
  category: string | null;
  comment: Generated<string>;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  description_en: Generated<string>;
  description_zh: Generated<string>;
  diet: Generated<JsonColumn<"products", "diet">>;
  expiration_date: string | null;
  free_stock: Generated<number>;
  id: Generated<string>;
  main_picture: Generated<JsonColumn<"products", "main_picture">>;
  name_en: string;
  name_zh: string;
  other_media: Generated<JsonColumn<"products", "other_media">>;
  price: Generated<number>;
  product_id: Generated<string>;
  product_type: Generated<string>;
  retail_price: number | null;
  status: Generated<"available" | "discontinued">;
  stock: Generated<number>;
  stock_version: Generated<number>;
  storage_type: Generated<string>;
  supplier_id: string;
  technical_sheet: Generated<JsonColumn<"products", "technical_sheet">>;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
  version: Generated<number>;
  weight: Generated<number>;
  weight_type: Generated<"g" | "ml" | "piece">;
}
