import type { Kysely } from 'kysely';
import type { Database } from './types.ts';

/**
 * Runs `work` in the caller's transaction when it is given one, else in a transaction of its own.
 * A writer called alone (one PUT) commits on its own; called by a larger write (a row of the cells
 * call whose fields belong to two writers) it commits, or rolls back, with that write.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
