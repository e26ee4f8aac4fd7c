import { type Kysely, sql } from 'kysely';
import type { OrderView } from '../../domain/live-views.ts';
import type { Actor } from '../../domain/machine.ts';
import { applyPaymentMove, type PaymentMove } from '../../domain/orders/payment-status.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { forbidden, HttpError } from '../errors.ts';
import { emitLiveEvent } from '../live/events.ts';
import { auditedOrder } from '../orders/queries.ts';

/**
 * Moves a refunded order's payment status in the refund's own transaction: paid →
 * refunding when the refund is created, refunding → rfd when it is refunded, refunding → paid
 * when it is refused. The order's refund amount follows (the amount asked, 0 once refused). The
 * order's lists hear it through the audit's change note, the live page through UPDATE_ORDER.
 */
export async function followRefund(
  trx: Kysely<Database>,
  user: AuthUser,
  order: OrderView,
  /** null: only the refund amount changes (the amount edited while the refund is new) */
  move: PaymentMove | null,
  actor: Actor,
  refundAmount: number,
): Promise<OrderView> {
  let to = order.paymentStatus;
  if (move) {
    const r = applyPaymentMove(order, move, actor);
    if (!r.ok) throw r.error === 'forbidden' ? forbidden(r.message) : new HttpError('conflict', r.message);
    to = r.to;
  }
  await sql`UPDATE orders SET payment_status = ${to}, refund_amount = ${refundAmount},
      version = version + 1, updated_by = ${user.id}, updated_at = now()
    WHERE id = ${order.id}`.execute(trx);
  const after = await auditedOrder(trx, user.id, order, move ? `payment.${move}` : 'refundAmount');
  if (after.offerId) await emitLiveEvent(trx, after.offerId, { type: 'UPDATE_ORDER', order: after });
  return after;
}
