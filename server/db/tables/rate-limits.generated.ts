// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface RateLimits {
  denied: Generated<boolean>;
  key: string;
  rate: number;
  tokens: number;
  updated_at: Timestamp;
}
