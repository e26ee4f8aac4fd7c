// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface LiveEvents {
  created_at: Generated<Timestamp>;
  offer_id: string;
  payload: JsonColumn<"live_events", "payload">;
  seq: number;
  type: "NEW_ORDER" | "UPDATE_ORDER" | "UPDATE_OFFER";
}
