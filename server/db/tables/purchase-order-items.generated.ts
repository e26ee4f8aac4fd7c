// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Generated, Numeric } from "./common.generated.ts";

export interface PurchaseOrderItems {
  id: Generated<string>;
  position: number;
  product_id: string;
  purchase_order_id: string;
  quantity: number;
  total_price: number;
  unit_price: number;
  vat_amount: number;
  vat_percentage: Numeric;
}
