// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface DeliveryAreas {
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  name: string;
  name_zh: Generated<string>;
  parent_id: string | null;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}
