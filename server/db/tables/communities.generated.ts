// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Communities {
  created_at: Generated<Timestamp>;
  id: string;
  key: string;
  name_en: string;
  name_zh: string;
  position: Generated<number>;
}
