import type { LiveEvent } from '../../domain/live-messages.ts';
import { scopeCommunities } from '../auth/scope.ts';
import type { AppContext } from '../context.ts';
import { idParam, parse } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { AssignWinner, assignWinner } from './assign.ts';
import { drawsList, listDraws } from './draws.ts';

/** The live page's lottery tab: draws with winner slots, and assigning an order to a slot. */
export function lotteryRoutes(ctx: AppContext, publish: (events: readonly LiveEvent[]) => void): void {
  ctx.app.get('/api/lottery-draws/details', async (request, reply) => {
    const q = listQuery(drawsList, request);
    return sendList(reply, drawsList, q, await listDraws(ctx.db, q, scopeCommunities(ctx.user(request))));
  });
  ctx.app.post('/api/lottery-draws/:drawId/assign', async (request) => {
    const id = idParam(request.params, 'drawId');
    const out: LiveEvent[] = [];
    const draw = await assignWinner(ctx.db, ctx.user(request), id, parse(AssignWinner, request.body), out);
    publish(out);
    return draw;
  });
}
