import { can } from '../actions.ts';
import { type Actor, type Machine, type MoveResult, movesFor, step } from '../machine.ts';
import { ROLES, type Role } from '../roles.ts';
import { VOUCHER_STATUSES, type VoucherStatus } from './schema.ts';

/**
 * Vouchers: a pending voucher is validated or declined; a validated one may be
 * cancelled (ccl). Those moves are admin and super-admin's. Using a voucher on an order and
 * releasing it when the order is cancelled or its vouchers change are the server's own moves.
 * declined and ccl are final.
 */
export type VoucherMove = 'validate' | 'decline' | 'cancel' | 'use' | 'release';

const SETTERS: readonly Role[] = ROLES.filter((r) => can(r, 'voucher.setStatus'));

export const VOUCHER_MACHINE: Machine<VoucherStatus, VoucherMove> = {
  states: VOUCHER_STATUSES,
  final: ['declined', 'ccl'],
  transitions: [
    { from: ['pending'], move: 'validate', to: 'validated', actors: SETTERS },
    { from: ['pending'], move: 'decline', to: 'declined', actors: SETTERS },
    { from: ['validated'], move: 'cancel', to: 'ccl', actors: SETTERS },
    { from: ['validated'], move: 'use', to: 'used', actors: ['system'] },
    { from: ['used'], move: 'release', to: 'validated', actors: ['system'] },
  ],
};

export function voucherMoves(v: { status: VoucherStatus }, actor: Actor): VoucherMove[] {
  return movesFor(VOUCHER_MACHINE, v.status, actor);
}

export function applyVoucherMove(
  v: { status: VoucherStatus },
  move: VoucherMove,
  actor: Actor,
): MoveResult<VoucherStatus> {
  return step(VOUCHER_MACHINE, v.status, move, actor);
}

/** The PUT {status} body as a move. */
export function voucherMoveFor(from: VoucherStatus, to: VoucherStatus): VoucherMove | null {
  return VOUCHER_MACHINE.transitions.find((t) => t.to === to && t.from.includes(from))?.move ?? null;
}

/**
 * The vouchers a customer was given, as every count and amount of vouchers reads them (customer
 * screens, general analytics): all but the declined and the cancelled (the final states), which
 * never were his to spend. A count and an amount over the same vouchers always agree.
 */
export const VOUCHERS_NOT_GIVEN: readonly VoucherStatus[] = VOUCHER_MACHINE.final;

/** Used vouchers are listed apart from unused ones. */
export function isVoucherUsed(v: { status: VoucherStatus }): boolean {
  return v.status === 'used';
}

/** A used voucher (its order holds it), a declined or a cancelled one (final): people change it no more. */
export function isVoucherSettled(v: { status: VoucherStatus }): boolean {
  return v.status === 'used' || VOUCHER_MACHINE.final.includes(v.status);
}
