import { type Kysely, sql } from 'kysely';
import type { OrderContext } from '../../domain/service-cases/schema.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';

export const HAS_SERVICE_CASES_MSG = 'order.errors.hasServiceCases';

type Kept = Pick<OrderContext, 'customer' | 'community' | 'supplier'>;

/**
 * A claim, a refund or a refund voucher copies its order's customer, community and supplier
 * (docs/customer-service.md): once one is about the order, an edit that changes them would leave
 * the case filed under another customer or community than its order (the wrong members' lists,
 * the wrong customer's claims tab, a refund voucher of someone else's order). 400 naming each
 * field the edit changes on such an order; an order nothing is about changes freely.
 */
export async function assertOrderKeepsCases(
  db: Kysely<Database>,
  orderId: string,
  now: Partial<Kept>,
  next: Partial<Kept>,
): Promise<void> {
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    (a?.toLowerCase() ?? null) === (b?.toLowerCase() ?? null);
  // only the fields the order has here are compared (a live order's community and supplier are its offer's)
  const changed = (Object.keys(now) as (keyof Kept)[]).filter(
    (k) => next[k] !== undefined && !same(next[k], now[k]),
  );
  if (changed.length === 0) return;
  const r = await sql<{ held: boolean }>`
    SELECT EXISTS (SELECT 1 FROM claims WHERE order_id = ${orderId})
        OR EXISTS (SELECT 1 FROM refunds WHERE order_id = ${orderId})
        OR EXISTS (SELECT 1 FROM vouchers WHERE refund_order_id = ${orderId}) AS held`.execute(db);
  if (r.rows[0]?.held) throw badRequest(Object.fromEntries(changed.map((k) => [k, HAS_SERVICE_CASES_MSG])));
}
