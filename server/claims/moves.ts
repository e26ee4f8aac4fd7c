import type { Kysely } from 'kysely';
import { advanceClaim, applyClaimMove, isClaimFinal } from '../../domain/claims/rules.ts';
import {
  type Claim,
  type ClaimCreate,
  type ClaimUpdate,
  claimOrderIssues,
} from '../../domain/claims/schema.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { MSG } from '../../domain/schemas/common.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { audit } from '../db/audit.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { forbidden, HttpError } from '../errors.ts';
import type { RememberKey } from '../http/create-once.ts';
import { readOrder } from '../orders/queries.ts';
import { assertOrderContext, contextOfCase, contextOfOrder } from '../service-cases/order-context.ts';
import { lockCase } from '../service-cases/queries.ts';
import { findClaim, insertClaim, setClaimState, updateClaim } from './queries.ts';
import { teamMemberOf } from './refs.ts';

type Db = Kysely<Database>;

export function claimSnapshot(c: Claim): Record<string, unknown> {
  const { id: _i, version: _v, createdAt: _c, updatedAt: _u, urgent: _g, orderInfos: _o, ...rest } = c;
  const { customerName: _n, supplierName: _s, teamMemberName: _t, ...fields } = rest;
  return fields;
}

const auditClaim = (trx: Db, user: AuthUser, action: string, before: Claim | null, after: Claim) =>
  audit(trx, {
    actorId: user.id,
    entity: 'claim',
    entityId: after.id,
    action,
    before: before && claimSnapshot(before),
    after: claimSnapshot(after),
    version: after.version,
    audience: { communities: [after.community] },
  });

/** The claimed order, in the caller's communities, and the claim's order rules (claimOrderIssues). */
async function claimedOrder(
  trx: Db,
  user: AuthUser,
  id: string,
  c: { action?: string; refundAmount?: number | null },
): Promise<OrderView> {
  // locked: an edit moving the order to another customer or community waits, then sees the claim
  const order = await readOrder(trx, id, true);
  if (order) assertInScope(user, order.community);
  const issues = claimOrderIssues(c, order ?? null);
  if (Object.keys(issues).length)
    throw new HttpError('bad_request', 'errors.validation', {
      fields: issues,
      details: { status: order?.paymentStatus },
    });
  return order!;
}

/** A refund claim needs its amount and payment method, after an edit too. */
function refundFieldsIssues(c: {
  action: string;
  refundAmount: number | null;
  paymentMethod: string | null;
}) {
  const out: Record<string, string> = {};
  if (c.action === 'refund' && c.refundAmount == null) out.refundAmount = MSG.required;
  if (c.action === 'refund' && c.paymentMethod == null) out.paymentMethod = MSG.required;
  if (Object.keys(out).length) throw new HttpError('bad_request', 'errors.validation', { fields: out });
}

/** POST /api/claims: new, step 1, with the order's snapshot. */
export function createClaim(
  db: Db,
  user: AuthUser,
  body: ClaimCreate,
  remember?: RememberKey,
): Promise<Claim> {
  return db.transaction().execute(async (trx) => {
    await remember?.claim(trx);
    const order = await claimedOrder(trx, user, body.order, body);
    assertOrderContext(body, contextOfOrder(order));
    const teamMember = await teamMemberOf(trx, user, body.teamMember);
    const id = await insertClaim(trx, { ...body, teamMember: teamMember ?? null }, order, user.id);
    const created = (await findClaim(trx, id))!;
    await auditClaim(trx, user, 'create', null, created);
    await remember?.(trx, id);
    return created;
  });
}

/** PUT /api/claims/{id}: field edits of an open claim; a new order takes a new snapshot. */
export function editClaim(db: Db, user: AuthUser, id: string, body: ClaimUpdate): Promise<Claim> {
  const { order: orderId, version, ...fields } = body;
  return inTransaction(db, async (trx) => {
    const before = await lockCase(trx, findClaim, user, id, version);
    if (isClaimFinal(before.status)) throw new HttpError('conflict', 'claim.errors.final');
    const merged = {
      action: fields.action ?? before.action,
      refundAmount: fields.refundAmount !== undefined ? fields.refundAmount : before.refundAmount,
      paymentMethod: fields.paymentMethod !== undefined ? fields.paymentMethod : before.paymentMethod,
    };
    refundFieldsIssues(merged);
    const moved = orderId !== before.order;
    // a refund needs a paid order when the claim takes it (new order or new action); the amount
    // is checked against the order whenever it changes
    const rules =
      moved || merged.action !== before.action
        ? merged
        : fields.refundAmount !== undefined
          ? { refundAmount: merged.refundAmount }
          : null;
    const order = rules ? await claimedOrder(trx, user, orderId, rules) : null;
    // a moved claim takes the new order's context, a claim left on its order keeps its own
    assertOrderContext(fields, moved && order ? contextOfOrder(order) : contextOfCase(before));
    const teamMember = await teamMemberOf(trx, user, fields.teamMember, before.teamMember);
    await updateClaim(trx, id, { ...fields, teamMember }, moved ? order : null);
    const after = (await findClaim(trx, id))!;
    await auditClaim(trx, user, 'update', before, after);
    return after;
  });
}

/** POST next (advance a step, solved after step 3) and POST fail (not at step 3). */
export function moveClaim(
  db: Db,
  user: AuthUser,
  id: string,
  move: 'next' | 'fail',
  version?: number,
): Promise<Claim> {
  return inTransaction(db, async (trx) => {
    const before = await lockCase(trx, findClaim, user, id, version);
    const r = move === 'next' ? advanceClaim(before, user.role) : applyClaimMove(before, 'fail', user.role);
    if (!r.ok) throw r.error === 'forbidden' ? forbidden(r.message) : new HttpError('conflict', r.message);
    await setClaimState(trx, id, r.to, r.patch.step);
    const after = (await findClaim(trx, id))!;
    await auditClaim(
      trx,
      user,
      `status.${move === 'next' ? (r.to === 'solved' ? 'solve' : 'next') : 'fail'}`,
      before,
      after,
    );
    return after;
  });
}
