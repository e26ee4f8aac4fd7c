// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { JsonColumn } from "../json-columns.ts";
import type { Generated, Numeric, Timestamp } from "./common.generated.ts";

export interface Suppliers {
  address_area: string | null;
  address_city: Generated<string>;
  address_details: Generated<string>;
  address_name: Generated<string>;
  address_zip_code: Generated<string>;
  commission: Generated<Numeric>;
  contacts: Generated<JsonColumn<"suppliers", "contacts">>;
  created_at: Generated<Timestamp>;
  finance_information: Generated<JsonColumn<"suppliers", "finance_information">>;
  id: Generated<string>;
  name: string;
  payment_term: Generated<"cash_before_delivery" | "cash_on_delivery" | "end_of_the_month" | "30days" | "35days" | "60days">;
  phone: Generated<string>;
  status: Generated<"available" | "ongoing" | "discontinued">;
  type: Generated<"services" | "direct_sales">;
  updated_at: Generated<Timestamp>;
  vat: Generated<Numeric>;
  version: Generated<number>;
  wechat_id: Generated<string>;
}
