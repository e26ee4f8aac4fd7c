import { type Kysely, sql } from 'kysely';
import type { Database } from './types.ts';

/**
 * A transaction for a hot path made of id-keyed statements (a sale). Its prepared statements run
 * with their generic plan from the first call: left to choose, PostgreSQL kept re-planning a
 * sale's gather on every call (about 1.2 ms of planning for 0.3 ms of work) because a custom plan
 * folds the walk-in's NULL customer, key and area into constants and so looks cheaper. BEGIN and
 * the setting travel in one round trip (a simple query may hold two statements); SET LOCAL ends
 * with the transaction, so the connection goes back to the pool as it came.
 */
export async function hotTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`BEGIN; SET LOCAL plan_cache_mode = force_generic_plan`.execute(conn);
    let result: T;
    try {
      result = await fn(conn);
    } catch (e) {
      await sql`ROLLBACK`.execute(conn).catch(() => undefined);
      throw e;
    }
    await sql`COMMIT`.execute(conn);
    return result;
  });
}
