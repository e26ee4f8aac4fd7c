// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface LoginAttempts {
  at: Generated<Timestamp>;
  email: string;
  id: Generated<number>;
  ip: string;
}
