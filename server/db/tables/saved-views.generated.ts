// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface SavedViews {
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  is_default: Generated<boolean>;
  list: string;
  name: string;
  state: JsonColumn<"saved_views", "state">;
  updated_at: Generated<Timestamp>;
  user_id: string;
  version: Generated<number>;
}
