// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface AuditLog {
  action: string;
  actor_id: string | null;
  after: JsonColumn<"audit_log", "after"> | null;
  at: Generated<Timestamp>;
  before: JsonColumn<"audit_log", "before"> | null;
  entity: string;
  entity_id: string;
  id: Generated<number>;
}
