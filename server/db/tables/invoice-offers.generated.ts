// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.
import type { Numeric } from "./common.generated.ts";

export interface InvoiceOffers {
  commission_rate: Numeric;
  delivery_fee: number;
  fee_amount: number;
  invoice_id: string;
  offer_id: string;
  orders: number;
  pack_income: number;
  refund_amount: number;
  single_item_income: number;
  total_amount: number;
  voucher_amount: number;
}
