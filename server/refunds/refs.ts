import type { Kysely } from 'kysely';
import { MSG } from '../../domain/schemas/common.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';

/**
 * A refund's vouchers (part 2 §3 refundVouchers) are vouchers of the refunded order's customer:
 * an id that is no voucher, or another customer's, is refused by its index. (A uuid array has no
 * foreign key, and a voucher of someone else would tie his row to this refund.)
 */
export async function assertRefundVouchers(
  db: Kysely<Database>,
  ids: readonly string[] | undefined,
  customerId: string | null,
): Promise<void> {
  if (!ids?.length) return;
  const rows = customerId
    ? await db
        .selectFrom('vouchers')
        .select('id')
        .where('id', 'in', [...ids])
        .where('customer_id', '=', customerId)
        .execute()
    : [];
  const known = new Set(rows.map((r) => r.id));
  const bad = ids.findIndex((id) => !known.has(id));
  if (bad >= 0) throw badRequest({ [`refundVouchers.${bad}`]: MSG.invalid });
}
