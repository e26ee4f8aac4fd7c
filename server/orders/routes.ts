import { DailyOrderCreate, DailyOrderUpdate } from '../../domain/orders/daily-schema.ts';
import { ORDERS } from '../../domain/orders/resource.ts';
import { OrderCreate, OrderTrackingUpdate, OrderUpdate } from '../../domain/orders/schema.ts';
import { cellsHandler } from '../cells/handler.ts';
import type { AppContext } from '../context.ts';
import { idParam, parse } from '../errors.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import type { WithLive } from '../live/events.ts';
import { bodyOf, ownBody } from '../resources/body.ts';
import { listHandler, readHandler } from '../resources/crud.ts';
import { scoped, serve } from '../resources/serve.ts';
import { ORDER_CELLS_ADAPTER } from './cells.ts';
import { createOrder } from './create.ts';
import { createDailyOnce } from './daily-once.ts';
import { readDaily } from './daily-read.ts';
import { updateDaily } from './daily-update.ts';
import { orderExport } from './export.ts';
import { ordersSource } from './list.ts';
import { orderPdf } from './pdf.ts';
import { orderChannel, readOrder } from './queries.ts';
import { updateTracking } from './tracking.ts';
import { trackingImport } from './tracking-import.ts';
import { updateOrder } from './update.ts';

/** A body that asks for a daily order (type and channel daily). */
const asksDaily = (b: unknown) =>
  typeof b === 'object' &&
  b !== null &&
  ((b as { type?: unknown }).type === 'daily' || (b as { channel?: unknown }).channel === 'daily');

/**
 * Orders: list, export, read, create, edit, tracking, the daily-order form, the PDF
 * actions and the cells typed on the lists. The writers and the reads check the caller's
 * communities on the order itself (readOrderFor, the sale's gather), with the caller they are given.
 */
export function orderRoutes(ctx: AppContext, withLive: WithLive): void {
  const { app, db } = ctx;
  serve(app, ORDERS, {
    list: listHandler(ordersSource),
    export: orderExport(ctx),
    one: readHandler(db, { param: 'id', find: readOrder, communityOf: (o) => o.community }),
    // a daily order or a service order, told by the body's keys (create) or the stored order's
    // channel (update, read after the id): each parsed with its own schema, so a mistake is named
    // on its field rather than as matching neither shape of the declared union
    create: ownBody(
      scoped(async (request, reply) => {
        const user = ctx.user(request);
        if (asksDaily(request.body)) {
          const body = parse(DailyOrderCreate, request.body);
          const key = idempotencyKey(request.headers['idempotency-key'], user.id, body);
          const r = await createDailyOnce(db, user, body, key);
          return reply.code(r.created ? 201 : 200).send(r.order);
        }
        const body = parse(OrderCreate, request.body);
        const key = idempotencyKey(request.headers['idempotency-key'], user.id, body);
        const r = await withLive((out) => createOrder(db, user, body, key, out));
        return reply.code(r.created ? 201 : 200).send(r.order);
      }),
    ),
    update: ownBody(
      scoped(async (request) => {
        const id = idParam(request.params, 'id');
        if ((await orderChannel(db, id)) === 'daily')
          return updateDaily(db, ctx.user(request), id, parse(DailyOrderUpdate, request.body));
        const body = parse(OrderUpdate, request.body);
        return withLive((out) => updateOrder(db, ctx.user(request), id, body, out));
      }),
    ),
    tracking: scoped((request) => {
      const id = idParam(request.params, 'id');
      const body = bodyOf(request, OrderTrackingUpdate);
      return withLive((out) => updateTracking(db, ctx.user(request), id, body, out));
    }),
    daily: scoped((request) => readDaily(db, ctx.user(request), idParam(request.params, 'id'))),
    pdf: orderPdf(ctx),
    trackingImport: trackingImport(ctx),
    cells: cellsHandler(db, withLive, ORDERS.ops.cells, ORDER_CELLS_ADAPTER),
  });
}
