// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface LoginDevices {
  created_at: Generated<Timestamp>;
  failures: Generated<number>;
  last_used_at: Generated<Timestamp>;
  token_hash: string;
  user_id: string;
}
