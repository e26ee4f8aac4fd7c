// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface QuickReplies {
  active: Generated<boolean>;
  body: string;
  category: Generated<"payment" | "delivery" | "claim" | "other">;
  community_id: string;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  language: "en" | "zh";
  title: string;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}
