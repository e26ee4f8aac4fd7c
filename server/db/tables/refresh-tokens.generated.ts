// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface RefreshTokens {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  grace_used_at: Timestamp | null;
  session_id: string;
  token_hash: string;
  used_at: Timestamp | null;
}
