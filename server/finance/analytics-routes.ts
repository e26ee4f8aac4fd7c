import { isIsoDate } from '../../domain/dates.ts';
import { FINANCE_ANALYTICS } from '../../domain/finance/resource.ts';
import type { AppContext } from '../context.ts';
import { readDb } from '../db/read-handle.ts';
import { badRequest, queryOf } from '../errors.ts';
import { scoped, serve } from '../resources/serve.ts';
import { generalAnalytics } from './analytics.ts';
import { financeOverview } from './overview.ts';

/** `?dateStart&dateEnd`: both days that exist, in order; each mistake a 400 naming its field. */
function dateWindow(query: unknown): { start: string; end: string } {
  const q = queryOf(query, FINANCE_ANALYTICS.ops.general.query);
  for (const k of ['dateStart', 'dateEnd'] as const) {
    if (!q[k]) throw badRequest({ [k]: 'validation.required' });
    if (!isIsoDate(q[k])) throw badRequest({ [k]: 'validation.invalidDate' });
  }
  if (q.dateEnd! < q.dateStart!) throw badRequest({ dateEnd: 'validation.dateOrder' });
  return { start: q.dateStart!, end: q.dateEnd! };
}

export function analyticsRoutes(ctx: AppContext): void {
  const { app } = ctx;
  serve(app, FINANCE_ANALYTICS, {
    general: scoped(async (request, _reply, scope) => {
      const { start, end } = dateWindow(request.query);
      return generalAnalytics(await readDb(request), start, end, scope.communities);
    }),
    overview: scoped(async (request, _reply, scope) => {
      queryOf(request.query, []);
      return financeOverview(await readDb(request), scope.communities);
    }),
  });
}
