import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { cookieOf } from '../http/cookie.ts';
import type { Db } from './pool.ts';
import { parseLsn, watchReplica } from './replica-health.ts';
import type { Database } from './types.ts';

/** Where a read that tolerates a slightly old view goes: a Kysely for queries, a pool for cursors. */
export interface ReadHandle {
  db: Kysely<Database>;
  pool: { connect: () => Promise<pg.PoolClient> };
}

export interface ReplicaOptions {
  /** DATABASE_READ_URL: a streaming replica of the primary */
  url: string;
  /** seconds behind the primary a read may be; further behind, the primary serves */
  maxLagSeconds: number;
  /** how long one look at the replica is trusted (ms) */
  checkMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the handle of the lists, exports and analytics for this request (see readHandle) */
    reads: (request: FastifyRequest) => Promise<ReadHandle>;
  }
}

/**
 * Set on the answer of every successful write: the primary's WAL position just after it. Until
 * the replica has replayed that far, this browser's reads go to the primary, so a user sees his
 * own save at once (the list refetched after a cell edit) while everyone else may read a replica
 * a moment behind. It travels with the browser, so it holds across instances; it lives as long as
 * the lag bound, past which the replica has the write or is not read from at all.
 */
export const WROTE_COOKIE = 'comptoir_wrote';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CHECK_TIMEOUT_MS = 1000;
const NO_REPLICA_REACHES = 'FFFFFFFF/FFFFFFFF';

/**
 * The handle for lists, exports and analytics: the replica when it may answer this request. Only
 * these: they read many rows, and a view a few seconds old is still a true list. A record read
 * before an edit, a session, a permission or a counter must be the primary's.
 */
export function readHandle(request: FastifyRequest): Promise<ReadHandle> {
  return request.server.reads(request);
}

/** The Kysely of readHandle: `runList(await readDb(request), …)`. */
export async function readDb(request: FastifyRequest): Promise<Kysely<Database>> {
  return (await request.server.reads(request)).db;
}

/** Decorates the app with `reads`; with a replica, also marks writes and closes the replica's pool. */
export function installReads(app: FastifyInstance, primary: Db, replicaDb?: Db, opts?: ReplicaOptions): void {
  const onPrimary: ReadHandle = { db: primary.db, pool: primary.pool };
  if (!replicaDb || !opts) {
    app.decorate('reads', async () => onPrimary);
    return;
  }
  const watch = watchReplica(
    primary.pool,
    replicaDb.pool,
    { maxLagSeconds: opts.maxLagSeconds, checkMs: opts.checkMs ?? 1000, timeoutMs: CHECK_TIMEOUT_MS },
    (usable, reason) =>
      usable ? app.log.info('replica in use') : app.log.warn({ reason }, 'replica set aside'),
  );
  // A replica that went away since the last look costs no request an error: the connection is
  // refused, the replica is set aside, and the primary answers.
  const pool = {
    connect: () =>
      replicaDb.pool.connect().catch((err: Error) => {
        watch.setAside(err.message);
        return primary.pool.connect();
      }),
    end: async () => undefined,
    options: replicaDb.pool.options,
  };
  const onReplica: ReadHandle = {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    pool,
  };
  app.decorate('reads', async (request: FastifyRequest) => {
    const s = await watch.current();
    if (!s.usable) return onPrimary;
    const wrote = parseLsn(cookieOf(request.headers.cookie, WROTE_COOKIE));
    return wrote !== undefined && wrote > s.replayed ? onPrimary : onReplica;
  });
  markWrites(app, primary.pool, opts.maxLagSeconds);
  app.addHook('onClose', async () => {
    await onReplica.db.destroy();
    await replicaDb.close();
  });
}

/** Sets WROTE_COOKIE on the answer of every successful write. */
function markWrites(app: FastifyInstance, primary: pg.Pool, maxLagSeconds: number): void {
  const maxAge = Math.max(1, Math.ceil(maxLagSeconds) + 1);
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith('/api/'))
      return payload;
    // the insert position is at or past the end of the commit just made, flushed or not; when it
    // cannot be read, a position no replica reaches keeps this browser on the primary a while
    const lsn = await primary
      .query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')
      .then((r) => r.rows[0]?.lsn ?? NO_REPLICA_REACHES)
      .catch(() => NO_REPLICA_REACHES);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${WROTE_COOKIE}=${lsn}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
    );
    return payload;
  });
}
