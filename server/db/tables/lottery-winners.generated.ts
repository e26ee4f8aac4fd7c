// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface LotteryWinners {
  assigned_at: Generated<Timestamp>;
  assigned_by: string | null;
  draw_id: string;
  order_id: string | null;
  winner_number: number;
}
