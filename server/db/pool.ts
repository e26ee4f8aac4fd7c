import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { prepareMarked } from './prepared.ts';
import type { Database } from './types.ts';

const INT8 = 20;
const DATE = 1082;
const DATE_ARRAY = 1182;

/** `{2025-03-14,2025-03-15}`: ISO dates are never quoted in an array literal. */
const parseDates = (v: string): string[] => (v === '{}' ? [] : v.slice(1, -1).split(','));

/**
 * Per-pool type parsers (not pg's global ones, which would leak into every other client):
 * bigint holds money in fen and counters, far below 2^53, so it is read as a number; a `date`
 * is a calendar day and stays 'YYYY-MM-DD' instead of becoming a midnight in the server's zone,
 * in an array too. server/db/tables.generated.ts types the columns accordingly.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (v: string) => Number(v);
    if (oid === DATE) return (v: string) => v;
    if (oid === DATE_ARRAY) return parseDates;
    return pg.types.getTypeParser(oid, format);
  },
};

export interface Db {
  pool: pg.Pool;
  db: Kysely<Database>;
  /** a fresh, unpooled client with the same settings (LISTEN needs its own connection) */
  newClient: () => pg.Client;
  close: () => Promise<void>;
}

export function createDb(databaseUrl: string, max = Number(process.env.PG_POOL_MAX ?? 10)): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    types,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'comptoir',
  });
  // An idle client dropped by the server (restart, admin kill) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  pool.on('connect', (client) => {
    // A client checked out when its connection drops emits 'error' with no listener of pg-pool's
    // attached, which would end the process: the query in flight fails on its own (and its
    // request answers 503), the pool discards the client when it comes back.
    client.on('error', (err) => console.error('[db] connection lost:', err.message));
    prepareMarked(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    pool,
    db,
    newClient: () => new pg.Client({ connectionString: databaseUrl, types, application_name: 'comptoir' }),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      // Kysely ends the pool only if it ever ran a query through it
      if (!pool.ended) await pool.end();
    },
  };
}
