import type { AppContext } from '../context.ts';
import { customerRoutes } from '../customers/routes.ts';
import { lotteryRoutes } from '../lottery/routes.ts';
import { offerRoutes } from '../offers/routes.ts';
import { orderRoutes } from '../orders/routes.ts';
import { liveSocketPlugin } from './plugin.ts';

/**
 * The live offer page's server (issue 4): the socket at /api/live and the offer, order, customer
 * lookup and lottery routes it works with. Permission rules: domain/api-rules/live.ts.
 */
export async function livePageRoutes(ctx: AppContext): Promise<void> {
  await ctx.app.register(liveSocketPlugin, {
    db: ctx.db,
    newClient: ctx.newClient,
    authenticate: ctx.authenticate,
  });
  offerRoutes(ctx);
  orderRoutes(ctx);
  customerRoutes(ctx);
  lotteryRoutes(ctx);
}
