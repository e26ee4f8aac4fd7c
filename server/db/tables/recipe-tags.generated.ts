// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated } from "./common.generated.ts";

export interface RecipeTags {
  key: string;
  name_en: string;
  name_zh: string;
  position: Generated<number>;
  tag_group: "meal" | "allergy" | "cuisine" | "time" | "community" | "ingredients" | "diet";
}
