import { offerSchemaFor } from '../../domain/offers/editing.ts';
import { OFFERS } from '../../domain/offers/resource.ts';
import { isStatusOnly, OfferBody, OfferStatusUpdate } from '../../domain/offers/schema.ts';
import { inScope } from '../auth/scope.ts';
import { cellsHandler } from '../cells/handler.ts';
import type { AppContext } from '../context.ts';
import { camel } from '../db/camel.ts';
import { readDb } from '../db/read-handle.ts';
import { idParam, notFound, parse } from '../errors.ts';
import { createOnce } from '../http/create-once.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import type { WithLive } from '../live/events.ts';
import { bodyOf, ownBody } from '../resources/body.ts';
import { askedVersion, listHandler, readHandler } from '../resources/crud.ts';
import { type Scope, scoped, serve } from '../resources/serve.ts';
import { offerAnalytics } from './analytics.ts';
import { OFFER_CELLS_ADAPTER } from './cells.ts';
import { offerDetails } from './details.ts';
import { deleteOffer, duplicateDraft, setOfferStatus } from './lifecycle.ts';
import { offersSource } from './list.ts';
import { createOffer, updateOffer } from './save.ts';

/**
 * The offers list, the offer reads of the live page (details with live counters, analytics) and
 * the offer form's writes (create, update or discontinue, delete while coming, duplicate draft)
 * and the cells typed on the list.
 */
export function offerRoutes(ctx: AppContext, withLive: WithLive): void {
  const { app, db } = ctx;
  /** the named offer, 404 when unknown, 403 outside the caller's communities */
  const named = async (params: unknown, scope: Scope) => {
    const o = await offerDetails(db, idParam(params, 'id'));
    if (!o) throw notFound();
    scope.assert(o.community);
    return o;
  };
  serve(app, OFFERS, {
    list: listHandler(offersSource),
    one: readHandler(db, { param: 'id', find: offerDetails, communityOf: (o) => o.community }),
    analytics: scoped(async (request, _reply, scope) => {
      const id = idParam(request.params, 'id');
      const o = await camel(db)
        .selectFrom('offers as o')
        .leftJoin('offers as g', 'g.id', 'o.ghostId')
        .select(['o.communityId', 'o.ghostId', 'g.communityId as ghostCommunity'])
        .where('o.id', '=', id)
        .executeTakeFirst();
      if (!o) throw notFound();
      scope.assert(o.communityId);
      // the ghost's figures are its community's: an admin may have picked one of another
      // community, which a member outside it does not read through this offer
      const mine = scope.communities === null || scope.communities.includes(o.ghostCommunity ?? '');
      return offerAnalytics(await readDb(request), id, o.communityId, mine ? o.ghostId : null);
    }),
    create: scoped(async (request, reply, scope) => {
      const user = ctx.user(request);
      const body = bodyOf(request, OfferBody);
      const key = idempotencyKey(request.headers['idempotency-key'], user.id, body);
      const once = await createOnce(
        db,
        'offer',
        key,
        (remember) => createOffer(db, user, body, scope, remember),
        async (id) => {
          const o = await offerDetails(db, id);
          return o && inScope(user, o.community) ? o : undefined;
        },
      );
      return reply.code(once.created ? 201 : 200).send(once.record);
    }),
    // the row's community before the body: a stranger gets 403 whatever he sends; then the
    // body is the whole offer or its status alone, each parsed with its own schema
    update: ownBody(
      scoped(async (request, _reply, scope) => {
        const current = await named(request.params, scope);
        if (isStatusOnly(request.body)) {
          const body = parse(OfferStatusUpdate, request.body);
          askedVersion(body);
          return setOfferStatus(db, ctx.user(request), current.id, body);
        }
        const body = parse(offerSchemaFor(OfferBody, current.startingDate), request.body);
        askedVersion(body);
        return withLive((out) => updateOffer(db, ctx.user(request), current.id, body, scope, current, out));
      }),
    ),
    remove: scoped(async (request, reply, scope) => {
      await deleteOffer(db, ctx.user(request), await named(request.params, scope));
      return reply.code(204).send();
    }),
    duplicate: scoped(async (request, _reply, scope) => duplicateDraft(await named(request.params, scope))),
    cells: cellsHandler(db, withLive, OFFERS.ops.cells, OFFER_CELLS_ADAPTER),
  });
}
