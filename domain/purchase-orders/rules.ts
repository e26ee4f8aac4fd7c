import { can } from '../actions.ts';
import { type Actor, type Machine, type MoveResult, movesFor, step } from '../machine.ts';
import { ROLES, type Role } from '../roles.ts';

/**
 * Purchase orders and invoices: stock pending → received (with confirmation; all its
 * stock movements become in); payment unpaid → paid (with confirmation; not logistic). Both final.
 */
type StockStatus = 'pending' | 'received';
type PoPaymentStatus = 'unpaid' | 'paid';

const WRITERS: readonly Role[] = ROLES.filter((r) => can(r, 'purchase.write'));
const PAYERS: readonly Role[] = ROLES.filter((r) => can(r, 'purchase.markPaid'));

export const PO_STOCK_MACHINE: Machine<StockStatus, 'receive'> = {
  states: ['pending', 'received'],
  final: ['received'],
  transitions: [{ from: ['pending'], move: 'receive', to: 'received', actors: WRITERS }],
};

export const PO_PAYMENT_MACHINE: Machine<PoPaymentStatus, 'pay'> = {
  states: ['unpaid', 'paid'],
  final: ['paid'],
  transitions: [{ from: ['unpaid'], move: 'pay', to: 'paid', actors: PAYERS }],
};

export function canReceive(stock: StockStatus, actor: Actor): boolean {
  return movesFor(PO_STOCK_MACHINE, stock, actor).length > 0;
}

/** The Mark paid button: disabled for logistic and once paid. */
export function canMarkPaid(payment: PoPaymentStatus, actor: Actor): boolean {
  return movesFor(PO_PAYMENT_MACHINE, payment, actor).length > 0;
}

export function receivePurchaseOrder(stock: StockStatus, actor: Actor): MoveResult<StockStatus> {
  return step(PO_STOCK_MACHINE, stock, 'receive', actor);
}

export function payPurchaseOrder(payment: PoPaymentStatus, actor: Actor): MoveResult<PoPaymentStatus> {
  return step(PO_PAYMENT_MACHINE, payment, 'pay', actor);
}
