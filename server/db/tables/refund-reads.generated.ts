// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface RefundReads {
  read_at: Generated<Timestamp>;
  refund_id: string;
  user_id: string;
}
