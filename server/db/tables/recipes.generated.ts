// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Recipes {
  baking_time: number | null;
  calories: number | null;
  created_at: Generated<Timestamp>;
  description_en: string;
  description_zh: string;
  id: Generated<string>;
  main_picture: Generated<JsonColumn<"recipes", "main_picture">>;
  name_en: string;
  name_zh: string;
  other_media: Generated<JsonColumn<"recipes", "other_media">>;
  pin_top: Generated<boolean>;
  preparation_time: number;
  serving: number | null;
  status: Generated<"available" | "discontinued">;
  tags: Generated<string[]>;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}
