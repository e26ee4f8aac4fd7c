// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Settings {
  key: string;
  updated_at: Generated<Timestamp>;
  value: string;
}
