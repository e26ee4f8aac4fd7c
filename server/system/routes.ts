import { type SqlBool, sql } from 'kysely';
import type { ApiError } from '../../domain/errors.ts';
import { COMMUNITIES_LIST } from '../../domain/system/list.ts';
import { SYSTEM } from '../../domain/system/resource.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { migrationFiles } from '../db/migrate.ts';
import { writeReadiness } from '../http/write-capacity.ts';
import { defineList } from '../lists/list-query.ts';
import { listQuery } from '../lists/reply.ts';
import { listWhere } from '../lists/runner.ts';

/** The communities' filter fields in SQL: a name is searched in English and Chinese. */
const COMMUNITY_COLUMNS = defineList(
  COMMUNITIES_LIST,
  { id: 'id', key: 'key', name: { expr: sql.ref('name_en'), alsoSearch: [sql.ref('name_zh')] } },
  'id',
);

const DATABASE_DOWN = {
  path: 'database',
  message: 'errors.databaseUnavailable',
  retryAfterSeconds: 5,
} as const;

const unavailable = (details?: unknown): ApiError => ({
  error: 'unavailable',
  message: 'errors.databaseUnavailable',
  ...(details === undefined ? {} : { details }),
});

/**
 * Health (alive: for the start script and process supervisors), readiness (for load balancers:
 * database reachable and every migration of this build applied) and the community dictionary.
 */
export async function systemRoutes(ctx: AppContext): Promise<void> {
  const { app, db } = ctx;
  const versions = (await migrationFiles()).map((m) => m.version);

  // alive: the process answers; a supervisor restarting it would not bring the database back
  app.get(SYSTEM.ops.health.path, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });

  app.get(SYSTEM.ops.ready.path, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let applied: Set<string>;
    try {
      const r = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(db);
      applied = new Set(r.rows.map((row) => row.version));
    } catch {
      return reply.code(503).send(unavailable());
    }
    // an instance of a newer build beside a database another instance has not migrated yet
    const pending = versions.filter((v) => !applied.has(v));
    if (pending.length) return reply.code(503).send(unavailable({ pendingMigrations: pending }));
    const writes = await writeReadiness(app, db, ctx.store).catch(() => DATABASE_DOWN);
    if (writes) {
      const body: ApiError = {
        error: 'unavailable',
        message: writes.message,
        details: { writes: writes.path },
      };
      return reply.code(503).header('retry-after', String(writes.retryAfterSeconds)).send(body);
    }
    return { ok: true };
  });

  // all five, whatever the caller's scope: forms narrow the choice to the caller's own list
  app.get(SYSTEM.ops.communities.path, async (request) => {
    const q = listQuery(COMMUNITY_COLUMNS, request, 'summary');
    const where = listWhere({ def: COMMUNITY_COLUMNS, from: sql`communities`, select: sql`*` }, q, null);
    const rows = await db
      .selectFrom('communities')
      .selectAll()
      .where(sql<SqlBool>`${where}`)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({ id: r.id, key: r.key, name: { en: r.name_en, zh: r.name_zh } }));
  });
}

export default systemRoutes satisfies AreaRoutes;
