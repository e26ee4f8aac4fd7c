import { can } from '../actions.ts';
import { type Actor, type Machine, MOVE_FORBIDDEN, type MoveResult, movesFor, step } from '../machine.ts';
import { ROLES, type Role } from '../roles.ts';
import { isOrderLocked, type OrderState } from './locking.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from './schema.ts';

/**
 * Payment status (docs/orders.md, "Payment states"). Moves:
 *   pay             pending → paid (status available); from ccl only admin/super-admin ("select
 *                   paid after other states")
 *   cancel          pending → pending + discontinued, lines, fee and vouchers cleared;
 *                   paid → ccl + discontinued, vouchers released (only the refund-option roles:
 *                   the others see a paid order as a read-only badge)
 *   request_refund  paid → refunding: saving the refund form (refund-option roles)
 *   complete_refund refunding → rfd: the refund was refunded (super-admin, admin, finance)
 *   refuse_refund   refunding → paid: the refund was refused (admin, super-admin)
 * rfd is final. refunding is left only through the refund's own decision.
 */
export type PaymentMove = 'pay' | 'cancel' | 'request_refund' | 'complete_refund' | 'refuse_refund';

const EDITORS: readonly Role[] = ROLES.filter((r) => can(r, 'order.edit'));
const PAID_EDITORS: readonly Role[] = EDITORS.filter((r) => can(r, 'order.changePaid'));
const ADMINS: readonly Role[] = ROLES.filter((r) => can(r, 'order.changeLocked'));
const REFUNDERS: readonly Role[] = ROLES.filter((r) => can(r, 'order.refundOption'));
const REFUND_PAYERS: readonly Role[] = ROLES.filter((r) => can(r, 'refund.refund'));
const REFUND_DECIDERS: readonly Role[] = ROLES.filter((r) => can(r, 'refund.decide'));

export const PAYMENT_MACHINE: Machine<PaymentStatus, PaymentMove> = {
  states: PAYMENT_STATUSES,
  final: ['rfd'],
  transitions: [
    { from: ['pending'], move: 'pay', to: 'paid', actors: EDITORS },
    { from: ['ccl'], move: 'pay', to: 'paid', actors: ADMINS },
    { from: ['pending'], move: 'cancel', to: 'pending', actors: EDITORS },
    { from: ['paid'], move: 'cancel', to: 'ccl', actors: PAID_EDITORS },
    { from: ['paid'], move: 'request_refund', to: 'refunding', actors: REFUNDERS },
    { from: ['refunding'], move: 'complete_refund', to: 'rfd', actors: [...REFUND_PAYERS, 'system'] },
    { from: ['refunding'], move: 'refuse_refund', to: 'paid', actors: [...REFUND_DECIDERS, 'system'] },
  ],
};

/** What a move changes on the order besides paymentStatus. */
export interface OrderPatch {
  paymentStatus: PaymentStatus;
  status?: 'available' | 'discontinued';
  packs?: [];
  singleItems?: [];
  deliveryFee?: 0;
  deliverySelection?: 'manual';
  vouchers?: [];
  voucherSelection?: 'manual';
}

const PATCH: Record<PaymentMove, (from: PaymentStatus) => Omit<OrderPatch, 'paymentStatus'>> = {
  pay: () => ({ status: 'available' }),
  cancel: (from) =>
    from === 'pending'
      ? {
          status: 'discontinued',
          packs: [],
          singleItems: [],
          deliveryFee: 0,
          deliverySelection: 'manual',
          vouchers: [],
          voucherSelection: 'manual',
        }
      : { status: 'discontinued', vouchers: [], voucherSelection: 'manual' },
  request_refund: () => ({}),
  complete_refund: () => ({}),
  refuse_refund: () => ({}),
};

/** Refund and refund decisions are their own flow; a locked order's other moves need admin. */
const FLOW_MOVES: readonly PaymentMove[] = ['complete_refund', 'refuse_refund'];

function lockedBlocks(o: OrderState, move: PaymentMove, actor: Actor): boolean {
  return isOrderLocked(o) && !FLOW_MOVES.includes(move) && actor !== 'system' && !ADMINS.includes(actor);
}

/** An order's stored amounts (fen), when the caller has them: a move may depend on them. */
type Amounts = { totalAmount?: number; actualAmount?: number };

/** The moves the payment-status dropdown offers this role on this order. */
export function paymentMoves(o: OrderState & Amounts, actor: Actor): PaymentMove[] {
  return movesFor(PAYMENT_MACHINE, o.paymentStatus, actor).filter((m) => {
    if (lockedBlocks(o, m, actor) || payAgainRefusal(o, m)) return false;
    // a pending order already cancelled cannot be cancelled again
    return !(m === 'cancel' && o.status === 'discontinued');
  });
}

export function applyPaymentMove(
  o: OrderState,
  move: PaymentMove,
  actor: Actor,
): MoveResult<PaymentStatus, OrderPatch> {
  const r = step(PAYMENT_MACHINE, o.paymentStatus, move, actor);
  if (!r.ok) return r;
  if (lockedBlocks(o, move, actor)) return { ok: false, error: 'forbidden', message: MOVE_FORBIDDEN };
  if (move === 'cancel' && o.status === 'discontinued')
    return { ok: false, error: 'conflict', message: 'errors.moveNotAllowed' };
  return { ok: true, to: r.to, patch: { paymentStatus: r.to, ...PATCH[move](o.paymentStatus) } };
}

export const VOUCHERS_GIVEN_BACK_MSG = 'order.errors.vouchersGivenBack';

/**
 * Why a cancelled paid order (ccl) may not be marked paid again, if it may not: its vouchers
 * went back to the customer at the cancel, while it keeps the amount paid with them off (its
 * actual amount below its total). Paid again, it was priced without them: its paid amount rose
 * by them, an amount nobody paid, and the vouchers stayed free to discount another order.
 */
export function payAgainRefusal(
  o: Pick<OrderState, 'paymentStatus'> & Amounts,
  move: PaymentMove | 'noop' | 'invalid',
): string | null {
  const givenBack =
    o.actualAmount !== undefined && o.totalAmount !== undefined && o.actualAmount < o.totalAmount;
  return move === 'pay' && o.paymentStatus === 'ccl' && givenBack ? VOUCHERS_GIVEN_BACK_MSG : null;
}

/**
 * Maps what a PUT asks for (a target payment status, or the cancel icon's status) to a move;
 * 'noop' when nothing changes, 'invalid' when no move leads there (409). The refund moves are
 * never a PUT's: refunding starts by saving a refund and ends by its decision, so an
 * order never shows a refund that no refund row carries.
 */
export function paymentMoveFor(
  o: OrderState,
  req: { paymentStatus?: PaymentStatus; status?: 'available' | 'discontinued' },
): PaymentMove | 'noop' | 'invalid' {
  if (req.status === 'discontinued' && o.status !== 'discontinued') return 'cancel';
  const to = req.paymentStatus;
  if (!to || to === o.paymentStatus) {
    // reviving a cancelled order is "choosing paid", never a bare status change
    return req.status === 'available' && o.status === 'discontinued' ? 'invalid' : 'noop';
  }
  if (o.paymentStatus === 'refunding') return 'invalid';
  if (to === 'paid') return 'pay';
  if (to === 'ccl') return 'cancel';
  return 'invalid';
}

/** Roles that see the refund option on a paid order; others see a read-only badge. */
export function offersRefundOption(o: OrderState, role: Role): boolean {
  return o.paymentStatus === 'paid' && can(role, 'order.refundOption');
}
