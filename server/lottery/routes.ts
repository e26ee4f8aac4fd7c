import { scopeCommunities } from '../auth/scope.ts';
import type { AppContext } from '../context.ts';
import { idParam, parse } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import type { WithLive } from '../live/events.ts';
import { AssignWinner, assignWinner } from './assign.ts';
import { drawsList, listDraws } from './draws.ts';

/** The live page's lottery tab: draws with winner slots, and assigning an order to a slot. */
export function lotteryRoutes(ctx: AppContext, withLive: WithLive): void {
  ctx.app.get('/api/lottery-draws/details', async (request, reply) => {
    const q = listQuery(drawsList, request);
    return sendList(reply, drawsList, q, await listDraws(ctx.db, q, scopeCommunities(ctx.user(request))));
  });
  ctx.app.post('/api/lottery-draws/:drawId/assign', async (request) => {
    const id = idParam(request.params, 'drawId');
    const body = parse(AssignWinner, request.body);
    return withLive((out) => assignWinner(ctx.db, ctx.user(request), id, body, out));
  });
}
