// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Users {
  avatar: JsonColumn<"users", "avatar"> | null;
  city: Generated<string>;
  communities: Generated<string[]>;
  created_at: Generated<Timestamp>;
  disabled: Generated<boolean>;
  email: string;
  id: Generated<string>;
  name: string;
  password_hash: string;
  role: string;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}
