import type { OrderView } from '../../domain/live-views.ts';
import { lockedRefusal, REFUND_OWNED_MSG } from '../../domain/orders/locked-edits.ts';
import { isRefundOwned } from '../../domain/orders/locking.ts';
import { applyPaymentMove, type OrderPatch, type PaymentMove } from '../../domain/orders/payment-status.ts';
import { closedTrackingChanges } from '../../domain/orders/tracking.ts';
import type { Role } from '../../domain/roles.ts';
import { conflict, forbidden, HttpError } from '../errors.ts';

/** What both edits of an order ask that the gates read. */
interface Asked {
  status?: 'available' | 'discontinued';
  deliveryTrackingID?: string | null;
  deliveryDate?: string | null;
}

/**
 * What an order's edit (the live grid's PUT and the daily form's) checks once it knows its payment
 * move, in the order the member is told why: the move itself (the machine, the role); a tracking
 * field of an order that ships nothing (it says why before the lock does); a field of a locked
 * order; a move of an order a refund owns. Answers the move's patch, none for no move.
 */
export function editGates(
  cur: OrderView,
  body: Asked,
  move: PaymentMove | 'noop',
  role: Role,
): OrderPatch | undefined {
  let patch: OrderPatch | undefined;
  if (move !== 'noop') {
    const r = applyPaymentMove(cur, move, role);
    if (!r.ok) throw r.error === 'forbidden' ? forbidden(r.message) : new HttpError('conflict', r.message);
    patch = r.patch;
  }
  const closed = closedTrackingChanges(cur, body, {
    status: patch?.status ?? body.status ?? cur.status,
    paymentStatus: patch?.paymentStatus ?? cur.paymentStatus,
  });
  const why = Object.values(closed)[0];
  if (why) throw conflict(closed, why);
  const locked = lockedRefusal(cur, body);
  if (locked) throw new HttpError(locked.code, locked.message, { fields: locked.fields });
  if (isRefundOwned(cur) && move !== 'noop') throw new HttpError('conflict', REFUND_OWNED_MSG);
  return patch;
}
