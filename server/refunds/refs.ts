import { type Kysely, sql } from 'kysely';
import { MAX_REFUND_VOUCHERS, REFUND_MSG } from '../../domain/refunds/schema.ts';
import { MSG } from '../../domain/schemas/common.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { audit } from '../db/audit.ts';
import type { Database } from '../db/types.ts';
import { badRequest, HttpError } from '../errors.ts';
import { refundSnapshot } from './map.ts';
import { findRefund } from './queries.ts';

/**
 * A refund's vouchers (`refundVouchers`) are vouchers of the refunded order's customer, valid in
 * the refund's community (as a voucher given for a refund is): an id that is no voucher, another
 * customer's, or one of other communities only, is refused by its index. (A uuid array has no
 * foreign key; a voucher of someone else would tie his row to this refund, and one of another
 * community would show its id on a refund of a community it is not read in.) Answers the list
 * to keep, each voucher once: the refund shows how many vouchers were given, not how often one
 * was named.
 */
export async function assertRefundVouchers(
  db: Kysely<Database>,
  ids: readonly string[] | undefined,
  refund: { customer: string | null; community: string },
): Promise<string[] | undefined> {
  if (!ids) return undefined;
  if (ids.length === 0) return [];
  const rows = refund.customer
    ? await db
        .selectFrom('vouchers')
        .select('id')
        .where('id', 'in', [...ids])
        .where('customer_id', '=', refund.customer)
        .where(sql<boolean>`${refund.community}::uuid = ANY(communities)`)
        .execute()
    : [];
  const known = new Set(rows.map((r) => r.id));
  const bad = ids.findIndex((id) => !known.has(id));
  if (bad >= 0) throw badRequest({ [`refundVouchers.${bad}`]: MSG.invalid });
  return [...new Set(ids)];
}

/**
 * A voucher given for the refund (POST /api/vouchers with `refund`) names the refund, and its
 * history says so: an edit's list keeps it (409 on `refundVouchers` otherwise), or the refund would
 * stop counting a voucher given for it while the voucher still names it. A voucher the list only
 * named may leave it. Read under the refund's lock, which a voucher given for it takes too.
 */
export async function assertGivenVouchersKept(
  db: Kysely<Database>,
  refundId: string,
  kept: readonly string[],
): Promise<void> {
  const given = await db.selectFrom('vouchers').select('id').where('refund_id', '=', refundId).execute();
  const keep = new Set(kept);
  if (given.some((g) => !keep.has(g.id)))
    throw new HttpError('conflict', REFUND_MSG.voucherGiven, {
      fields: { refundVouchers: REFUND_MSG.voucherGiven },
    });
}

/**
 * A voucher given for a refund (reason refund) joins the refund's vouchers, in the voucher's
 * transaction: the refund changes (its version, its history, its lists hear of it). A refund
 * holding MAX_REFUND_VOUCHERS already takes no more (409 on `refund`, the voucher not given): the
 * limit is the refund's, not one call's. The refund is locked first, so two vouchers given at once
 * cannot both take its last place.
 */
export async function addRefundVoucher(
  trx: Kysely<Database>,
  user: AuthUser,
  refundId: string,
  voucherId: string,
): Promise<void> {
  const before = (await findRefund(trx, refundId, true))!;
  if (before.refundVouchers.length >= MAX_REFUND_VOUCHERS)
    throw new HttpError('conflict', REFUND_MSG.tooManyVouchers, {
      fields: { refund: REFUND_MSG.tooManyVouchers },
    });
  await sql`UPDATE refunds SET refund_vouchers = array_append(refund_vouchers, ${voucherId}::uuid),
      version = version + 1, updated_at = now() WHERE id = ${refundId}`.execute(trx);
  const after = (await findRefund(trx, refundId))!;
  await audit(trx, {
    actorId: user.id,
    entity: 'refund',
    entityId: refundId,
    action: 'refundVoucher',
    before: refundSnapshot(before),
    after: refundSnapshot(after),
    version: after.version,
    audience: { communities: [after.community] },
  });
}
