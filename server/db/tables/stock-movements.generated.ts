// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Timestamp } from "./common.generated.ts";

export interface StockMovements {
  bucket: Generated<"paid" | "free">;
  comment: Generated<string>;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  date: Generated<Timestamp>;
  id: Generated<string>;
  movement_stock: number;
  order_id: string | null;
  product_id: string;
  purchase_order_id: string | null;
  status: "in" | "out" | "purchased" | "on_delivery";
  type: "manual_add" | "manual_remove" | "customer_order" | "purchase_order" | "merge";
}
