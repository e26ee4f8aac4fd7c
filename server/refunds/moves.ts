import type { Kysely } from 'kysely';
import {
  applyRefundMove,
  isRefundFinal,
  orderMoveForRefund,
  PAYMENT_INFO_MISSING_MSG,
  refundFieldsEditable,
  refundMoveFor,
} from '../../domain/refunds/rules.ts';
import {
  type Refund,
  type RefundCreate,
  type RefundPut,
  type RefundStatus,
  refundOrderIssues,
} from '../../domain/refunds/schema.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { teamMemberOf } from '../claims/refs.ts';
import { audit } from '../db/audit.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { badRequest, forbidden, HttpError } from '../errors.ts';
import type { RememberKey } from '../http/create-once.ts';
import { readOrder } from '../orders/queries.ts';
import { assertOrderContext, contextOfCase, contextOfOrder } from '../service-cases/order-context.ts';
import { lockCase } from '../service-cases/queries.ts';
import { refundSnapshot } from './map.ts';
import { followRefund } from './order-payment.ts';
import { findRefund, insertRefund, setRefundStatus, updateRefundFields } from './queries.ts';
import { assertGivenVouchersKept, assertRefundVouchers } from './refs.ts';

type Db = Kysely<Database>;

const auditRefund = (trx: Db, user: AuthUser, action: string, before: Refund | null, after: Refund) =>
  audit(trx, {
    actorId: user.id,
    entity: 'refund',
    entityId: after.id,
    action,
    before: before && refundSnapshot(before),
    after: refundSnapshot(after),
    version: after.version,
    audience: { communities: [after.community] },
  });

/** The refund's order, locked, as the rules need it: 400 'Please select a valid Order' when none. */
async function orderFor(trx: Db, user: AuthUser, id: string, body: { refundAmount?: number }) {
  const order = await readOrder(trx, id, true);
  if (order) assertInScope(user, order.community);
  const issues = refundOrderIssues(body, order ?? null);
  if (Object.keys(issues).length) {
    const status = order?.paymentStatus;
    throw new HttpError('bad_request', 'errors.validation', { fields: issues, details: { status } });
  }
  return order!;
}

/** POST /api/refunds: the refund (new) and its paid order moved to refunding, in one transaction. */
export function createRefund(
  db: Db,
  user: AuthUser,
  body: RefundCreate,
  remember?: RememberKey,
): Promise<Refund> {
  return db.transaction().execute(async (trx) => {
    // a second send of the key waits here, not on the order the first one moved to refunding
    await remember?.claim(trx);
    const order = await orderFor(trx, user, body.order, body);
    assertOrderContext(body, contextOfOrder(order));
    const teamMember = (await teamMemberOf(trx, user, body.teamMember)) ?? null;
    const refundVouchers = await assertRefundVouchers(trx, body.refundVouchers, {
      customer: order.customer?.id ?? null,
      community: order.community,
    });
    const id = await insertRefund(
      trx,
      { ...body, teamMember, refundVouchers: refundVouchers ?? [] },
      {
        customerId: order.customer?.id ?? null,
        community: order.community,
        offerId: order.offerId,
        supplierId: order.supplier?.id ?? null,
      },
      user.id,
    );
    await followRefund(trx, user, order, 'request_refund', user.role, body.refundAmount);
    const created = (await findRefund(trx, id))!;
    await auditRefund(trx, user, 'create', null, created);
    await remember?.(trx, id);
    return created;
  });
}

/** Field edits: not by finance, not once final, the amount only while new. */
export function editRefund(db: Db, user: AuthUser, id: string, body: RefundPut): Promise<Refund> {
  const { status: _s, manual: _m, version, order: asked, ...fields } = body;
  return inTransaction(db, async (trx) => {
    const before = await lockCase(trx, findRefund, user, id, version);
    const can = refundFieldsEditable(before, user.role);
    if (user.role === 'finance') throw forbidden('refund.errors.readOnly');
    if (!can.fields) throw new HttpError('conflict', 'refund.errors.final');
    if (asked !== undefined && asked !== before.order)
      throw badRequest({ order: 'refund.errors.orderFixed' });
    assertOrderContext(fields, contextOfCase(before));
    const teamMember = await teamMemberOf(trx, user, fields.teamMember, before.teamMember);
    const refundVouchers = await assertRefundVouchers(trx, fields.refundVouchers, before);
    if (refundVouchers) await assertGivenVouchersKept(trx, id, refundVouchers);
    const amountChanged = fields.refundAmount !== undefined && fields.refundAmount !== before.refundAmount;
    if (amountChanged && !can.amount)
      throw new HttpError('conflict', 'refund.errors.amountLocked', {
        fields: { refundAmount: 'refund.errors.amountLocked' },
      });
    if (amountChanged) {
      const order = await readOrder(trx, before.order, true);
      const issues = refundOrderIssues({ refundAmount: fields.refundAmount }, order ?? null);
      if (issues.refundAmount) throw badRequest({ refundAmount: issues.refundAmount });
      if (order) await followRefund(trx, user, order, null, user.role, fields.refundAmount!);
    }
    await updateRefundFields(trx, id, { ...fields, teamMember, refundVouchers });
    const after = (await findRefund(trx, id))!;
    await auditRefund(trx, user, 'update', before, after);
    return after;
  });
}

/** The 409 of a refused move, with the reason as its message. */
const refused = (r: { error: 'forbidden' | 'conflict'; message: string }) =>
  r.error === 'forbidden' ? forbidden(r.message) : new HttpError('conflict', r.message);

/**
 * A status move by the domain machine and the caller's role; the order follows (refunded → rfd,
 * refused → paid). Refunding a wechat payment without its out-trade number cannot go through the
 * payment provider: the refund is flagged paymentInfoMissing (kept) and the move answers 409
 * 'Payment info is missing. Please refund this order manually.'; the caller then confirms a
 * manual refund (`manual: true`), as for alipay.
 */
export async function moveRefund(
  db: Db,
  user: AuthUser,
  id: string,
  to: RefundStatus,
  opts: { manual?: boolean; version?: number },
): Promise<Refund> {
  const outcome = await inTransaction(db, async (trx) => {
    const before = await lockCase(trx, findRefund, user, id, opts.version);
    if (before.status === to) return before;
    const move = refundMoveFor(before.status, to);
    if (!move || isRefundFinal(before.status)) throw new HttpError('conflict', 'errors.moveNotAllowed');
    const allowed = applyRefundMove(before, move, user.role, { manualConfirmed: true });
    if (!allowed.ok) throw refused(allowed);
    if (
      move === 'refund' &&
      before.paymentMethod === 'wechat' &&
      !before.paymentInfoMissing &&
      !before.outTradeNo
    ) {
      await setRefundStatus(trx, id, before.status, { paymentInfoMissing: true });
      const flagged = (await findRefund(trx, id))!;
      await auditRefund(trx, user, 'paymentInfoMissing', before, flagged);
      return { missing: flagged };
    }
    const r = applyRefundMove(before, move, user.role, { manualConfirmed: opts.manual === true });
    if (!r.ok) throw refused(r);
    await setRefundStatus(trx, id, r.to);
    const orderMove = orderMoveForRefund(move);
    if (orderMove) {
      const order = await readOrder(trx, before.order, true);
      if (!order) throw new HttpError('conflict', 'errors.moveNotAllowed');
      const amount = orderMove === 'complete_refund' ? before.refundAmount : 0;
      await followRefund(trx, user, order, orderMove, 'system', amount);
    }
    const after = (await findRefund(trx, id))!;
    await auditRefund(trx, user, `status.${move}`, before, after);
    return after;
  });
  // the flag is committed before the refusal, so the form refetches it
  if ('missing' in outcome)
    throw new HttpError('conflict', PAYMENT_INFO_MISSING_MSG, { details: outcome.missing });
  return outcome;
}
