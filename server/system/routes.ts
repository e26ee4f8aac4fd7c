import { sql } from 'kysely';
import type { ApiError } from '../../domain/errors.ts';
import type { AppContext } from '../context.ts';

/** Health (for load balancers and the start script) and the community dictionary. */
export function systemRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`SELECT 1`.execute(db);
    } catch {
      // 503, not 500: the server is fine, its database is not reachable (yet)
      const body: ApiError = { error: 'internal', message: 'errors.databaseUnavailable' };
      return reply.code(503).send(body);
    }
    return { ok: true };
  });

  // all five, whatever the caller's scope: forms narrow the choice to the caller's own list
  app.get('/api/communities', async () => {
    const rows = await db.selectFrom('communities').selectAll().orderBy('position').execute();
    return rows.map((r) => ({ id: r.id, key: r.key, name: { en: r.name_en, zh: r.name_zh } }));
  });
}
