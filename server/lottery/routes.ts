import { LOTTERY_DRAWS } from '../../domain/lottery/resource.ts';
import { AssignWinner } from '../../domain/lottery/schema.ts';
import type { AppContext } from '../context.ts';
import { idParam } from '../errors.ts';
import type { WithLive } from '../live/events.ts';
import { bodyOf } from '../resources/body.ts';
import { listHandler } from '../resources/crud.ts';
import { scoped, serve } from '../resources/serve.ts';
import { assignWinner } from './assign.ts';
import { drawsSource } from './draws.ts';
import { resultsSource } from './results.ts';

/**
 * The live page's lottery tab: draws with winner slots, and assigning an order to a slot
 * (assignWinner checks the draw's community against the caller).
 */
export function lotteryRoutes(ctx: AppContext, withLive: WithLive): void {
  serve(ctx.app, LOTTERY_DRAWS, {
    list: listHandler(drawsSource),
    results: listHandler(resultsSource),
    assign: scoped((request) => {
      const id = idParam(request.params, 'drawId');
      const body = bodyOf(request, AssignWinner);
      return withLive((out) => assignWinner(ctx.db, ctx.user(request), id, body, out));
    }),
  });
}
