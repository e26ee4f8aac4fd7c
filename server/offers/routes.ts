import { sql } from 'kysely';
import { assertInScope, scopeCommunities } from '../auth/scope.ts';
import type { AppContext } from '../context.ts';
import { idParam, notFound } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { offerAnalytics } from './analytics.ts';
import { offerDetails } from './details.ts';
import { listOffers, offersList } from './list.ts';

/** The offer reads of the live page: details with live counters, and analytics. */
export function offerRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  app.get('/api/offers/details', async (request, reply) => {
    const q = listQuery(offersList, request);
    return sendList(reply, offersList, q, await listOffers(db, q, scopeCommunities(ctx.user(request))));
  });

  app.get('/api/offers/:id/details', async (request) => {
    const offer = await offerDetails(db, idParam(request.params, 'id'));
    if (!offer) throw notFound();
    assertInScope(ctx.user(request), offer.community);
    return offer;
  });

  app.get('/api/offers/:id/analytics', async (request) => {
    const id = idParam(request.params, 'id');
    const r = await sql<{ community_id: string; ghost_id: string | null }>`
      SELECT community_id, ghost_id FROM offers WHERE id = ${id}`.execute(db);
    const o = r.rows[0];
    if (!o) throw notFound();
    assertInScope(ctx.user(request), o.community_id);
    return offerAnalytics(db, id, o.community_id, o.ghost_id);
  });
}
