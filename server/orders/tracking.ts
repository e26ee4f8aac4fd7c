import { type Kysely, sql } from 'kysely';
import type { LiveEvent } from '../../domain/live-messages.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { isFrozenByOffer, OFFER_DISCONTINUED_EDIT_MSG } from '../../domain/orders/locking.ts';
import type { OrderTrackingUpdate } from '../../domain/orders/schema.ts';
import {
  applyTrackingMove,
  DELIVERED_READ_ONLY_MSG,
  TRACKING_CLOSED_MSG,
  trackingClosed,
} from '../../domain/orders/tracking.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { conflict, forbidden, HttpError } from '../errors.ts';
import { emitLiveEvent } from '../live/events.ts';
import { askedVersion } from '../resources/crud.ts';
import { auditedOrder, offerStatusOf, readOrderFor } from './queries.ts';
import { staleVersion } from './update.ts';

/** PUT /api/orders/{id}/tracking: status by the domain machine (delivered is final), number, date. */
export async function updateTracking(
  db: Kysely<Database>,
  user: AuthUser,
  id: string,
  body: OrderTrackingUpdate,
  out?: LiveEvent[],
): Promise<OrderView> {
  return inTransaction(db, async (trx) => {
    const cur = await readOrderFor(trx, user, id, true);
    if (askedVersion(body) !== cur.version) throw staleVersion(cur);
    // under the offer's lock: after the order's, the only other one this edit takes (its live event's)
    if (isFrozenByOffer(cur, await offerStatusOf(trx, cur.offerId, true)))
      throw new HttpError('conflict', OFFER_DISCONTINUED_EDIT_MSG);
    if (trackingClosed(cur)) {
      const sent = Object.keys(body).filter(
        (k) => k !== 'version' && body[k as keyof typeof body] !== undefined,
      );
      throw conflict(Object.fromEntries(sent.map((k) => [k, TRACKING_CLOSED_MSG])), TRACKING_CLOSED_MSG);
    }
    const to = body.trackingStatus ?? cur.trackingStatus;
    if (to !== cur.trackingStatus) {
      const r = applyTrackingMove(cur.trackingStatus, to, user.role);
      if (!r.ok) throw r.error === 'forbidden' ? forbidden(r.message) : new HttpError('conflict', r.message);
    } else if (
      cur.trackingStatus === 'delivered' &&
      (body.deliveryTrackingID !== undefined || body.deliveryDate !== undefined)
    ) {
      throw new HttpError('conflict', DELIVERED_READ_ONLY_MSG);
    }
    await sql`
      UPDATE orders SET tracking_status = ${to},
        delivery_tracking_id = coalesce(${body.deliveryTrackingID ?? null}, delivery_tracking_id),
        delivery_date = CASE WHEN ${body.deliveryDate !== undefined} THEN ${body.deliveryDate ?? null}::date ELSE delivery_date END,
        version = version + 1, updated_by = ${user.id}, updated_at = now()
      WHERE id = ${id}`.execute(trx);
    const order = await auditedOrder(trx, user.id, cur, 'tracking');
    if (order.offerId) await emitLiveEvent(trx, order.offerId, { type: 'UPDATE_ORDER', order }, out);
    return order;
  });
}
