// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface RequestAnswers {
  answer: JsonColumn<"request_answers", "answer">;
  body_hash: string;
  created_at: Generated<Timestamp>;
  key: string;
  operation: string;
}
