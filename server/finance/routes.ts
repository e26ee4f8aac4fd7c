import { OFFER_SERVICES } from '../../domain/finance/resource.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { readDb } from '../db/read-handle.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { runList } from '../lists/runner.ts';
import { scoped, serve } from '../resources/serve.ts';
import { analyticsRoutes } from './analytics-routes.ts';
import { serviceOffersSource } from './services.ts';

/** The services offers tab and the analytics; purchase orders and invoices are server/purchase-orders/. */
export function financeRoutes(ctx: AppContext): void {
  const { app } = ctx;
  serve(app, OFFER_SERVICES, {
    list: scoped(async (request, reply, scope) => {
      const q = listQuery(serviceOffersSource.def, request);
      return sendList(
        reply,
        serviceOffersSource.def,
        q,
        await runList(await readDb(request), serviceOffersSource, q, scope.communities),
      );
    }),
  });
  analyticsRoutes(ctx);
}

export default financeRoutes satisfies AreaRoutes;
