import * as v from 'valibot';
import type { OrderView } from '../../domain/live-views.ts';
import { ORDER_CELLS } from '../../domain/orders/cells.ts';
import { DailyOrderUpdate } from '../../domain/orders/daily-schema.ts';
import { OrderTrackingUpdate, OrderUpdate } from '../../domain/orders/schema.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import { badRequest, fieldsOf } from '../errors.ts';
import { updateDaily } from './daily-update.ts';
import { readOrderFor } from './queries.ts';
import { updateTracking } from './tracking.ts';
import { updateOrder } from './update.ts';

/** The cells saved by the order's edit (PUT /api/orders/:id, the daily form's for a daily order). */
const EDIT_FIELDS = ['paymentStatus', 'comment'];
/** The cells saved by the tracking edit (PUT /api/orders/:id/tracking). */
const TRACKING_FIELDS = ['trackingStatus', 'deliveryTrackingID', 'deliveryDate'];

const pick = (set: Record<string, unknown>, fields: readonly string[]) => {
  const out = Object.fromEntries(Object.entries(set).filter(([k]) => fields.includes(k)));
  return Object.keys(out).length > 0 ? out : undefined;
};

/** The body as the single edit's route would have parsed it (400 naming the field otherwise). */
function bodyOf<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, body);
  if (!r.success) throw badRequest(fieldsOf(r.issues));
  return r.output;
}

/**
 * The order lists' cells (domain/orders/cells.ts) saved through the order's own edits: payment
 * status and comment by the order's edit (the payment machine with the caller's role, the lock,
 * the repricing), the tracking fields by the tracking edit (the tracking machine, delivered is
 * final). A row that changes both is one transaction of the two edits, each with its audit entry
 * and version; the row is read and answered as the order lists show it.
 */
export const ORDER_CELLS_ADAPTER: CellsAdapter<OrderView> = {
  def: ORDER_CELLS,
  read: (db, user, id) => readOrderFor(db, user, id),
  apply: (db, withLive, user, row, version, set) =>
    withLive((out) =>
      db.transaction().execute(async (trx) => {
        let order = row;
        let at = version;
        const edit = pick(set, EDIT_FIELDS);
        if (edit) {
          order =
            row.channel === 'daily'
              ? await updateDaily(trx, user, row.id, bodyOf(DailyOrderUpdate, { version: at, ...edit }))
              : await updateOrder(trx, user, row.id, bodyOf(OrderUpdate, { version: at, ...edit }), out);
          at = order.version;
        }
        const tracking = pick(set, TRACKING_FIELDS);
        if (tracking)
          order = await updateTracking(
            trx,
            user,
            row.id,
            bodyOf(OrderTrackingUpdate, { version: at, ...tracking }),
            out,
          );
        return order;
      }),
    ),
};
