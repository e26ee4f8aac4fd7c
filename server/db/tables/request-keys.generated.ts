// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface RequestKeys {
  body_hash: string;
  created_at: Generated<Timestamp>;
  entity: string;
  entity_id: string;
  key: string;
}
