// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Files {
  claimed_at: Timestamp | null;
  content_type: string;
  created_at: Generated<Timestamp>;
  name: string;
  sha256: string;
  size: number;
  storage: string;
  uploaded_by: string | null;
  uri: string;
}
