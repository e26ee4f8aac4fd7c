import type { Kysely } from 'kysely';
import type { OrderView } from '../../domain/live-views.ts';
import type { BulkAnswer, BulkRowResult, OrderBulk } from '../../domain/schemas/order-bulk.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../errors.ts';
import type { WithLive } from '../live/events.ts';
import { updateDaily } from './daily-update.ts';
import { readOrderFor } from './queries.ts';
import { updateTracking } from './tracking.ts';
import { updateOrder } from './update.ts';

/**
 * POST /api/orders/bulk. Each row goes through the very call a single edit uses (the payment
 * machine with the caller's role, the tracking machine, the version check, the audit and the live
 * events), one transaction per row; its refusal is its own answer.
 */
export async function bulkOrders(
  db: Kysely<Database>,
  withLive: WithLive,
  user: AuthUser,
  body: OrderBulk,
): Promise<BulkAnswer<OrderView>> {
  const results: BulkRowResult<OrderView>[] = [];
  for (const { id, version } of body.rows) {
    try {
      const cur = await readOrderFor(db, user, id);
      let order: OrderView;
      if (body.action === 'tracking') {
        const trackingStatus = body.trackingStatus!;
        if (cur.trackingStatus === trackingStatus) throw new HttpError('conflict', 'orders.bulk.unchanged');
        order = await withLive((out) => updateTracking(db, user, id, { version, trackingStatus }, out));
      } else if (cur.paymentStatus === 'paid') {
        throw new HttpError('conflict', 'orders.bulk.alreadyPaid');
      } else if (cur.channel === 'daily') {
        order = await updateDaily(db, user, id, { version, paymentStatus: 'paid' });
      } else {
        order = await withLive((out) => updateOrder(db, user, id, { version, paymentStatus: 'paid' }, out));
      }
      results.push({ id, ok: true, order });
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      const current = e.status === 409 && isOrder(e.details) ? e.details : undefined;
      results.push({ id, ok: false, status: e.status, message: e.message, ...(current ? { current } : {}) });
    }
  }
  const changed = results.filter((r) => r.ok).length;
  return { changed, refused: results.length - changed, results };
}

const isOrder = (x: unknown): x is OrderView => typeof x === 'object' && x !== null && 'orderID' in x;
