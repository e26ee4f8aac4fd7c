import * as v from 'valibot';
import { OrderCreate, OrderTrackingUpdate, OrderUpdate } from '../../domain/schemas/order.ts';
import { scopeCommunities } from '../auth/scope.ts';
import type { AppContext } from '../context.ts';
import { badRequest, idParam, parse } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import type { WithLive } from '../live/events.ts';
import { createOrder } from './create.ts';
import { listOrders, ordersList } from './list.ts';
import { readOrderFor } from './queries.ts';
import { updateTracking } from './tracking.ts';
import { updateOrder } from './update.ts';

const IdempotencyKey = v.pipe(v.string(), v.minLength(8), v.maxLength(200), v.regex(/^[\w.:-]+$/));

/** Orders of the live offer page (issue 4): list, read, create, edit, tracking. */
export function orderRoutes(ctx: AppContext, withLive: WithLive): void {
  const { app, db } = ctx;

  app.get('/api/orders/details', async (request, reply) => {
    const q = listQuery(ordersList, request);
    return sendList(reply, ordersList, q, await listOrders(db, q, scopeCommunities(ctx.user(request))));
  });

  app.get('/api/orders/:id/details', async (request) => {
    return readOrderFor(db, ctx.user(request), idParam(request.params, 'id'));
  });

  app.post('/api/orders', async (request, reply) => {
    const user = ctx.user(request);
    const raw = request.headers['idempotency-key'];
    if (raw !== undefined && !v.is(IdempotencyKey, raw)) {
      throw badRequest({ 'Idempotency-Key': 'validation.invalid' }, 'errors.badIdempotencyKey');
    }
    const body = parse(OrderCreate, request.body);
    const r = await withLive((out) => createOrder(db, user, body, raw, out));
    return reply.code(r.created ? 201 : 200).send(r.order);
  });

  app.put('/api/orders/:id', async (request) => {
    const id = idParam(request.params, 'id');
    const body = parse(OrderUpdate, request.body);
    return withLive((out) => updateOrder(db, ctx.user(request), id, body, out));
  });

  app.put('/api/orders/:id/tracking', async (request) => {
    const id = idParam(request.params, 'id');
    const body = parse(OrderTrackingUpdate, request.body);
    return withLive((out) => updateTracking(db, ctx.user(request), id, body, out));
  });
}
