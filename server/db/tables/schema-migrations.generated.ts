// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface SchemaMigrations {
  applied_at: Generated<Timestamp>;
  checksum: string;
  file: string;
  version: string;
}
