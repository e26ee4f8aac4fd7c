import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import type { FileStore } from '../storage/store.ts';

/**
 * Writes that fail for want of room or permission: the database's disk is full (it cannot extend a
 * file), the database is read-only (a standby promoted the other way, an operator's setting), the
 * file store is full, read-only or broken. None is the caller's fault nor a bug: the write is
 * refused whole with 503 and Retry-After, and the instance says it is not ready until a probe
 * write succeeds again, so a load balancer sends the traffic elsewhere meanwhile.
 */
export type WritePath = 'database' | 'files';

interface CapacityFailure {
  path: WritePath;
  message:
    | 'errors.databaseFull'
    | 'errors.databaseReadOnly'
    | 'errors.storageFull'
    | 'errors.storageUnavailable';
  retryAfterSeconds: number;
}

const DATABASE_FULL: CapacityFailure = {
  path: 'database',
  message: 'errors.databaseFull',
  retryAfterSeconds: 60,
};
const DATABASE_READ_ONLY: CapacityFailure = {
  path: 'database',
  message: 'errors.databaseReadOnly',
  retryAfterSeconds: 30,
};
const FILES_FULL: CapacityFailure = { path: 'files', message: 'errors.storageFull', retryAfterSeconds: 60 };
const FILES_BROKEN: CapacityFailure = {
  path: 'files',
  message: 'errors.storageUnavailable',
  retryAfterSeconds: 60,
};

/** disk_full (a relation or WAL file could not be extended), read_only_sql_transaction */
const PG_CODES: Record<string, CapacityFailure> = { '53100': DATABASE_FULL, '25006': DATABASE_READ_ONLY };

const FS_CODES: Record<string, CapacityFailure> = {
  ENOSPC: FILES_FULL,
  EDQUOT: FILES_FULL,
  EROFS: FILES_BROKEN,
  EACCES: FILES_BROKEN,
  EPERM: FILES_BROKEN,
  EIO: FILES_BROKEN,
};

export function capacityFailure(err: unknown): CapacityFailure | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  return PG_CODES[code] ?? FS_CODES[code];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the write paths of this instance that failed and have not been probed writable since */
    failingWrites: Set<WritePath>;
  }
}

export function installWriteCapacity(app: FastifyInstance): void {
  app.decorate('failingWrites', new Set<WritePath>());
}

/**
 * A write that needs new room: rows too large to share a page with anything left in the probe
 * table, so PostgreSQL must extend its file, then rolled back. A read-only database refuses it too.
 */
async function probeDatabase(db: Kysely<Database>): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`INSERT INTO write_probes (payload) SELECT repeat(md5(random()::text), 120) FROM generate_series(1, 3)`.execute(
        trx,
      );
      throw new ProbeDone();
    })
    .catch((err) => {
      if (!(err instanceof ProbeDone)) throw err;
    });
}

class ProbeDone extends Error {}

async function probeFiles(store: FileStore): Promise<void> {
  await store.probe(randomBytes(8).toString('hex'));
}

/**
 * What /api/ready says of writes: the database's read-only state is asked every time (cheap);
 * a path that failed is probed until a write succeeds again.
 */
export async function writeReadiness(
  app: FastifyInstance,
  db: Kysely<Database>,
  store: FileStore,
): Promise<CapacityFailure | undefined> {
  const r = await sql<{ ro: string; recovery: boolean }>`
    SELECT current_setting('transaction_read_only') AS ro, pg_is_in_recovery() AS recovery`.execute(db);
  const state = r.rows[0];
  if (state && (state.ro === 'on' || state.recovery)) return DATABASE_READ_ONLY;
  for (const path of [...app.failingWrites]) {
    try {
      await (path === 'database' ? probeDatabase(db) : probeFiles(store));
      app.failingWrites.delete(path);
    } catch (err) {
      return capacityFailure(err) ?? (path === 'database' ? DATABASE_FULL : FILES_BROKEN);
    }
  }
  return undefined;
}
