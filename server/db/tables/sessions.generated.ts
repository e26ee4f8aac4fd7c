// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Sessions {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<string>;
  ip: string | null;
  refreshed_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  user_agent: string | null;
  user_id: string;
}
