import { can } from '../actions.ts';
import { type Actor, type Machine, type MoveResult, movesFor, step } from '../machine.ts';
import type { PaymentMove } from '../orders/payment-status.ts';
import { ROLES, type Role, seesAllCommunities } from '../roles.ts';
import { refundBadgeRule } from './badge.ts';
import { REFUND_STATUSES, type RefundStatus } from './schema.ts';

/**
 * Refunds: new → validated or refused (admin, super-admin); validated → refunded
 * (super-admin, admin, finance). refused and refunded are final. Refunding to alipay, or to wechat
 * without payment info, is a manual refund and needs an explicit confirmation.
 */
export type RefundMove = 'validate' | 'refuse' | 'refund';

const DECIDERS: readonly Role[] = ROLES.filter((r) => can(r, 'refund.decide'));
const PAYERS: readonly Role[] = ROLES.filter((r) => can(r, 'refund.refund'));

export const REFUND_MACHINE: Machine<RefundStatus, RefundMove> = {
  states: REFUND_STATUSES,
  final: ['refused', 'refunded'],
  transitions: [
    { from: ['new'], move: 'validate', to: 'validated', actors: DECIDERS },
    { from: ['new'], move: 'refuse', to: 'refused', actors: DECIDERS },
    { from: ['validated'], move: 'refund', to: 'refunded', actors: PAYERS },
  ],
};

export const MANUAL_REFUND_CONFIRM = 'refund.confirm.manual';
export const PAYMENT_INFO_MISSING_MSG = 'refund.errors.paymentInfoMissing';

export interface RefundState {
  status: RefundStatus;
  paymentMethod: 'wechat' | 'alipay';
  paymentInfoMissing?: boolean;
}

export function isRefundFinal(status: RefundStatus): boolean {
  return REFUND_MACHINE.final.includes(status);
}

/** The states a refund still waits in (not final): what the money overview counts. */
export const REFUND_WAITING: readonly RefundStatus[] = REFUND_STATUSES.filter((s) => !isRefundFinal(s));

export function refundMoves(r: Pick<RefundState, 'status'>, actor: Actor): RefundMove[] {
  return movesFor(REFUND_MACHINE, r.status, actor);
}

/** Moving to refunded asks for confirmation for alipay, or wechat with payment info missing. */
export function needsRefundConfirmation(r: RefundState): boolean {
  return r.paymentMethod === 'alipay' || (r.paymentMethod === 'wechat' && r.paymentInfoMissing === true);
}

/** The status a move targets, for the PUT {status} body. */
export function refundMoveFor(from: RefundStatus, to: RefundStatus): RefundMove | null {
  const t = REFUND_MACHINE.transitions.find((x) => x.to === to && x.from.includes(from));
  return t ? t.move : null;
}

export function applyRefundMove(
  r: RefundState,
  move: RefundMove,
  actor: Actor,
  opts: { manualConfirmed?: boolean } = {},
): MoveResult<RefundStatus> {
  const res = step(REFUND_MACHINE, r.status, move, actor);
  if (!res.ok) return res;
  if (move === 'refund' && needsRefundConfirmation(r) && !opts.manualConfirmed) {
    return {
      ok: false,
      error: 'conflict',
      message: r.paymentMethod === 'wechat' ? PAYMENT_INFO_MISSING_MSG : MANUAL_REFUND_CONFIRM,
    };
  }
  return res;
}

/** What a refund decision does to its order's payment status. */
export function orderMoveForRefund(move: RefundMove): PaymentMove | null {
  if (move === 'refund') return 'complete_refund';
  if (move === 'refuse') return 'refuse_refund';
  return null;
}

/** The amount is editable only while new; finance and final refunds are read-only throughout. */
export function refundFieldsEditable(
  r: Pick<RefundState, 'status'>,
  role: Role,
): { fields: boolean; amount: boolean } {
  const fields = role !== 'finance' && !isRefundFinal(r.status);
  return { fields, amount: fields && r.status === 'new' };
}

export interface BadgeRefund {
  id: string;
  status: RefundStatus;
  community: string;
}

/** The badge over rows; the read marks are kept per member on the server. */
export function refundBadgeCount(
  role: Role,
  refunds: readonly BadgeRefund[],
  ctx: { communities: readonly string[]; readIds?: ReadonlySet<string> },
): number {
  const rule = refundBadgeRule(role);
  if (!rule) return 0;
  const own = (r: BadgeRefund) => seesAllCommunities(role) || ctx.communities.includes(r.community);
  return refunds.filter(
    (r) => rule.statuses.includes(r.status) && own(r) && !(rule.unreadOnly && ctx.readIds?.has(r.id)),
  ).length;
}

/** Rows of refunded or refused refunds not yet read are highlighted for community-manager and customer-hero. */
export function isRefundHighlighted(
  role: Role,
  r: BadgeRefund,
  ctx: { communities: readonly string[]; readIds?: ReadonlySet<string> },
): boolean {
  if (role !== 'community-manager' && role !== 'customer-hero') return false;
  return isRefundFinal(r.status) && ctx.communities.includes(r.community) && !ctx.readIds?.has(r.id);
}
