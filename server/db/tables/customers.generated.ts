// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Timestamp } from "./common.generated.ts";

export interface Customers {
  addresses: Generated<JsonColumn<"customers", "addresses">>;
  contacts: Generated<JsonColumn<"customers", "contacts">>;
  created_at: Generated<Timestamp>;
  fapiao_emails: Generated<JsonColumn<"customers", "fapiao_emails">>;
  fapiao_images: Generated<JsonColumn<"customers", "fapiao_images">>;
  fapiao_information: JsonColumn<"customers", "fapiao_information"> | null;
  flagged: Generated<boolean>;
  gift_next_offer: JsonColumn<"customers", "gift_next_offer"> | null;
  id: Generated<string>;
  level: Generated<string>;
  name: string;
  name_grams: Generated<string[] | null>;
  pets: Generated<JsonColumn<"customers", "pets">>;
  phones: Generated<string | null>;
  profile_picture: string | null;
  status: Generated<"available" | "discontinued">;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
  wechat_groups: Generated<JsonColumn<"customers", "wechat_groups">>;
  wechat_id: Generated<string>;
}
