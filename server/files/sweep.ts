import { type Kysely, sql } from 'kysely';
import { isStorage, STORAGE_NAMES, STORED_URI } from '../../domain/storages.ts';
import type { Database } from '../db/types.ts';
import type { FileStore } from '../storage/store.ts';
import { referencedUris } from './references.ts';

/** Default time an unreferenced file is kept: a form may sit open for a day before it is saved. */
export const DEFAULT_GRACE_MS = 24 * 3600 * 1000;
const LOCK_KEY = sql`hashtext('comptoir.files.sweep')`;
const BATCH = 500;

export interface SweepResult {
  /** false when another instance was sweeping: this run did nothing */
  ran: boolean;
  removed: { storage: string; uri: string }[];
  /** bytes in the store that no row described (a crash between writing and recording) */
  orphans: number;
}

/**
 * Removes the files no record references once they are older than the grace period (counted
 * from the upload or from the last claim, whichever is later). One instance at a time: the work
 * runs under a session advisory lock, and an instance that does not get it skips this round.
 * Rows go first, in batches, then their bytes; bytes left without a row (a crash, a failed
 * delete) are found by listing the store and removed past the same grace.
 */
export async function sweepFiles(
  db: Kysely<Database>,
  store: FileStore,
  graceMs = DEFAULT_GRACE_MS,
): Promise<SweepResult> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ ok: boolean }>`SELECT pg_try_advisory_lock(${LOCK_KEY}) AS ok`.execute(conn);
    if (!rows[0]?.ok) return { ran: false, removed: [], orphans: 0 };
    try {
      const cutoff = new Date(Date.now() - graceMs);
      const removed: SweepResult['removed'] = [];
      for (;;) {
        // the age test is repeated on the row itself: a claim committed while this statement
        // waited for the row's lock is seen there, and the file is kept
        const batch = await sql<{ storage: string; uri: string }>`
          WITH referenced AS (${referencedUris()})
          DELETE FROM files f
          WHERE (f.storage, f.uri) IN (
            SELECT storage, uri FROM files
            WHERE greatest(created_at, claimed_at) < ${cutoff}
              AND NOT EXISTS (SELECT 1 FROM referenced r WHERE r.uri = files.uri)
            LIMIT ${BATCH})
          AND greatest(f.created_at, f.claimed_at) < ${cutoff}
          RETURNING f.storage, f.uri`.execute(conn);
        for (const f of batch.rows) {
          if (isStorage(f.storage)) await store.delete({ storage: f.storage, uri: f.uri });
          removed.push(f);
        }
        if (batch.rows.length < BATCH) break;
      }
      const orphans = await sweepOrphans(conn, store, cutoff);
      return { ran: true, removed, orphans };
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
    }
  });
}

async function sweepOrphans(db: Kysely<Database>, store: FileStore, cutoff: Date): Promise<number> {
  let count = 0;
  for (const storage of STORAGE_NAMES) {
    const old: string[] = [];
    for await (const o of store.list(storage)) if (o.modifiedAt < cutoff) old.push(o.name);
    for (let i = 0; i < old.length; i += BATCH) {
      const names = old.slice(i, i + BATCH);
      const valid = names.filter((n) => STORED_URI.test(n));
      const known = valid.length
        ? new Set(
            (
              await db
                .selectFrom('files')
                .select('uri')
                .where('storage', '=', storage)
                .where('uri', 'in', valid)
                .execute()
            ).map((r) => r.uri),
          )
        : new Set<string>();
      for (const name of names) {
        if (known.has(name)) continue;
        await store.deleteListed(storage, name);
        count++;
      }
    }
  }
  return count;
}

/** Runs the sweep every `intervalMs` on this instance (the lock keeps instances from overlapping). */
export function scheduleSweep(
  db: Kysely<Database>,
  store: FileStore,
  opts: { intervalMs: number; graceMs: number; log: (err: unknown) => void },
): () => void {
  const timer = setInterval(() => {
    sweepFiles(db, store, opts.graceMs).catch(opts.log);
  }, opts.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
