import type { LiveEvent } from '../../domain/live-messages.ts';
import { openSessions } from '../auth/sessions.ts';
import { ChangeFeed } from '../changes/feed.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { customerRoutes } from '../customers/routes.ts';
import { lotteryRoutes } from '../lottery/routes.ts';
import { offerRoutes } from '../offers/routes.ts';
import { orderRoutes } from '../orders/routes.ts';
import type { WithLive } from './events.ts';
import { LiveHub } from './hub.ts';
import { liveSocketPlugin } from './plugin.ts';

/**
 * The live offer page's server: the socket at /api/live and the offer, order, customer
 * lookup and lottery routes it works with. Permission rules: domain/api-rules/live.ts.
 */
export async function livePageRoutes(ctx: AppContext): Promise<void> {
  const hub = new LiveHub({ db: ctx.db, newClient: ctx.newClient, log: ctx.app.log });
  await ctx.app.register(liveSocketPlugin, {
    db: ctx.db,
    hub,
    feed: new ChangeFeed(ctx.newClient, ctx.app.log),
    authenticate: ctx.authenticate,
    openSessions: (ids) => openSessions(ctx.db, ids),
  });
  // what this instance commits reaches its own sockets at once (hub.publish), the others by NOTIFY
  const withLive: WithLive = async (write) => {
    const out: LiveEvent[] = [];
    const result = await write(out);
    try {
      hub.publish(out);
    } catch (err) {
      // after the commit: a saved change must not turn into an error (the NOTIFY still delivers)
      ctx.app.log.warn({ err }, 'live: local publish failed');
    }
    return result;
  };
  offerRoutes(ctx, withLive);
  orderRoutes(ctx, withLive);
  customerRoutes(ctx);
  lotteryRoutes(ctx, withLive);
}

export default livePageRoutes satisfies AreaRoutes;
