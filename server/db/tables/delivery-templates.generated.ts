// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface DeliveryTemplates {
  areas: Generated<JsonColumn<"delivery_templates", "areas">>;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  name: string;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}
