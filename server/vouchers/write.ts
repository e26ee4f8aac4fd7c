import { type Kysely, sql } from 'kysely';
import { can } from '../../domain/actions.ts';
import { todayBusiness } from '../../domain/dates.ts';
import { MSG } from '../../domain/schemas/common.ts';
import {
  applyVoucherMove,
  isVoucherSettled,
  type VoucherMove,
  voucherMoveFor,
} from '../../domain/vouchers/rules.ts';
import type { VoucherCreate, VoucherStatus } from '../../domain/vouchers/schema.ts';
import { VOUCHER_MSG } from '../../domain/vouchers/schema.ts';
import { inScope, scopeCommunities } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { reachesCustomer } from '../customers/scope.ts';
import { audit } from '../db/audit.ts';
import { camel } from '../db/camel.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { badRequest, forbidden, HttpError, notFound } from '../errors.ts';
import type { RememberKey } from '../http/create-once.ts';
import { addRefundVoucher } from '../refunds/refs.ts';
import { assertVersion } from '../resources/crud.ts';
import { findVoucher, type VoucherView } from './queries.ts';

type Db = Kysely<Database>;

function snapshot(v: VoucherView): Record<string, unknown> {
  const { id: _i, version: _v, createdAt: _c, customerName: _n, teamMemberName: _t, ...fields } = v;
  return fields;
}

const auditVoucher = (
  trx: Db,
  user: AuthUser,
  action: string,
  before: VoucherView | null,
  after: VoucherView,
) =>
  audit(trx, {
    actorId: user.id,
    entity: 'voucher',
    entityId: after.id,
    action,
    before: before && snapshot(before),
    after: snapshot(after),
    version: after.version,
    audience: { communities: after.communities },
  });

/**
 * POST /api/vouchers: pending, by the caller. The customer must exist and be one the caller
 * reaches; a non-admin gives vouchers for his own communities only (and offers of them); a refund
 * voucher's order (and refund) must be this customer's; its offer, order and refund are of one of
 * the voucher's communities.
 */
export function createVoucher(
  db: Db,
  user: AuthUser,
  asked: VoucherCreate,
  remember?: RememberKey,
): Promise<VoucherView> {
  const body = { ...asked, communities: [...new Set(asked.communities)] };
  // the business day, as the form's date input has it (an expired voucher is no use to anybody)
  if (body.expirationDate < todayBusiness()) throw badRequest({ expirationDate: VOUCHER_MSG.pastExpiration });
  return db.transaction().execute(async (trx) => {
    await remember?.claim(trx);
    const scope = scopeCommunities(user);
    const outside = scope ? body.communities.findIndex((c) => !scope.includes(c)) : -1;
    if (outside >= 0) throw badRequest({ [`communities.${outside}`]: VOUCHER_MSG.communityOutOfScope });
    const known = await trx
      .selectFrom('communities')
      .select('id')
      .where('id', 'in', body.communities)
      .execute();
    const knownIds = new Set(known.map((k) => k.id));
    const unknown = body.communities.findIndex((c) => !knownIds.has(c));
    if (unknown >= 0) throw badRequest({ [`communities.${unknown}`]: 'validation.invalid' });
    // the offer, order or refund a voucher names is of one of its communities: else it would be
    // read, and the voucher used, where that record is not
    const ownCommunity = (community: string, field: 'offer' | 'refund' | 'refundOrder') => {
      if (!body.communities.includes(community))
        throw badRequest({ [field]: VOUCHER_MSG.outsideCommunities });
    };
    const customer = await trx
      .selectFrom('customers')
      .select('id')
      .where('id', '=', body.customer)
      .executeTakeFirst();
    // another community's customer is unknown to a scoped caller (docs/customers.md)
    if (!customer || !(await reachesCustomer(trx, user, customer.id)))
      throw badRequest({ customer: VOUCHER_MSG.unknownCustomer });
    if (body.refundOrder) {
      const o = await trx
        .selectFrom('orders')
        .select(['customer_id', 'community_id'])
        .where('id', '=', body.refundOrder)
        .executeTakeFirst();
      if (!o || o.customer_id !== body.customer) throw badRequest({ refundOrder: VOUCHER_MSG.unknownOrder });
      if (!inScope(user, o.community_id)) throw forbidden('errors.outOfScope');
      ownCommunity(o.community_id, 'refundOrder');
    }
    // a refund's voucher is on the refunded order
    let refundOrder = body.refundOrder;
    if (body.refund) {
      const r = await trx
        .selectFrom('refunds')
        .select(['customer_id', 'community_id', 'order_id'])
        .where('id', '=', body.refund)
        .executeTakeFirst();
      if (!r || r.customer_id !== body.customer || (body.refundOrder && r.order_id !== body.refundOrder))
        throw badRequest({ refund: 'validation.invalid' });
      if (!inScope(user, r.community_id)) throw forbidden('errors.outOfScope');
      ownCommunity(r.community_id, 'refund');
      refundOrder = r.order_id;
    }
    if (body.offer) {
      const f = await trx
        .selectFrom('offers')
        .select('community_id')
        .where('id', '=', body.offer)
        .executeTakeFirst();
      if (!f) throw badRequest({ offer: MSG.invalid });
      if (!inScope(user, f.community_id)) throw forbidden('errors.outOfScope');
      ownCommunity(f.community_id, 'offer');
    }
    const row = await camel(trx)
      .insertInto('vouchers')
      .values({
        customerId: body.customer,
        teamMemberId: user.id,
        reason: body.reason,
        resp: body.resp,
        comment: body.comment,
        amount: body.amount,
        expirationDate: body.expirationDate,
        communities: body.communities,
        refundId: body.refund,
        refundOrderId: refundOrder,
        offerId: body.offer,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = (await findVoucher(trx, row.id))!;
    await auditVoucher(trx, user, 'create', null, created);
    if (body.refund) await addRefundVoucher(trx, user, body.refund, row.id);
    await remember?.(trx, row.id);
    return created;
  });
}

/** A status move by the domain machine (validate, decline, cancel); people never use or release. */
export function moveVoucher(
  db: Db,
  user: AuthUser,
  id: string,
  target: VoucherStatus | VoucherMove,
  version: number | undefined,
): Promise<VoucherView> {
  return inTransaction(db, async (trx) => {
    const before = await findVoucher(trx, id, true);
    if (!before) throw notFound();
    if (!before.communities.some((c) => inScope(user, c))) throw forbidden('errors.outOfScope');
    assertVersion({ version }, before);
    const isMove = target === 'validate' || target === 'decline';
    if (!isMove && target === before.status) return before;
    const move = isMove ? target : voucherMoveFor(before.status, target as VoucherStatus);
    if (!move) throw new HttpError('conflict', 'errors.moveNotAllowed');
    const r = applyVoucherMove(before, move, user.role);
    if (!r.ok) throw r.error === 'forbidden' ? forbidden(r.message) : new HttpError('conflict', r.message);
    await camel(trx)
      .updateTable('vouchers')
      .set((eb) => ({ status: r.to, version: eb('version', '+', 1), updatedAt: sql`now()` }))
      .where('id', '=', id)
      .execute();
    const after = (await findVoucher(trx, id))!;
    await auditVoucher(trx, user, `status.${move}`, before, after);
    return after;
  });
}

/** The fields an admin corrects on a voucher once given (the vouchers list's cells). */
export interface VoucherFields {
  expirationDate?: string;
  comment?: string;
  version: number;
}

/**
 * The expiration date (not before today, as when the voucher is given) and the comment of a
 * voucher that is neither used nor final, by the roles that set its status; audited `update`.
 */
export function editVoucher(db: Db, user: AuthUser, id: string, body: VoucherFields): Promise<VoucherView> {
  if (body.expirationDate !== undefined && body.expirationDate < todayBusiness())
    throw badRequest({ expirationDate: VOUCHER_MSG.pastExpiration });
  return inTransaction(db, async (trx) => {
    const before = await findVoucher(trx, id, true);
    if (!before) throw notFound();
    if (!before.communities.some((c) => inScope(user, c))) throw forbidden('errors.outOfScope');
    if (!can(user.role, 'voucher.setStatus')) throw forbidden();
    assertVersion(body, before);
    if (isVoucherSettled(before)) throw new HttpError('conflict', VOUCHER_MSG.settled);
    await camel(trx)
      .updateTable('vouchers')
      .set((eb) => ({
        expirationDate: body.expirationDate ?? before.expirationDate,
        comment: body.comment ?? before.comment,
        version: eb('version', '+', 1),
        updatedAt: sql`now()`,
      }))
      .where('id', '=', id)
      .execute();
    const after = (await findVoucher(trx, id))!;
    await auditVoucher(trx, user, 'update', before, after);
    return after;
  });
}
