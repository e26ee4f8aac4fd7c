import type { AppContext } from '../context.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { customerCreateRoute } from './create.ts';
import { customerLookup, lookupCustomers } from './lookup.ts';

/** The customer lookup of the live order entry. The full customer area comes with its own issue. */
export function customerRoutes(ctx: AppContext): void {
  ctx.app.get('/api/customers/areas', async (request, reply) => {
    const q = listQuery(customerLookup, request);
    return sendList(reply, customerLookup, q, await lookupCustomers(ctx.db, q));
  });
  customerCreateRoute(ctx);
}
