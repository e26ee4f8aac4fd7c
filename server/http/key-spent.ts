import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import { type IdempotencyKey, keyReused } from './idempotency-key.ts';

/** The three places a key is kept: a create's record, an order, a call's stored answer. */
export type KeyStore = 'request_keys' | 'orders' | 'request_answers';

/**
 * One key names one request: a key already spent in another store (a view created with it, then
 * sent on a cells call) is a reuse, 422 as for another body, before anything is written.
 */
export async function assertKeyNotSpentElsewhere(
  db: Kysely<Database>,
  key: IdempotencyKey,
  here: KeyStore,
): Promise<void> {
  const r = await sql<{ spent: boolean }>`
    SELECT (${here !== 'request_keys'} AND EXISTS (SELECT 1 FROM request_keys WHERE key = ${key.value}))
        OR (${here !== 'orders'} AND EXISTS (SELECT 1 FROM orders WHERE idempotency_key = ${key.value}))
        OR (${here !== 'request_answers'} AND EXISTS (SELECT 1 FROM request_answers WHERE key = ${key.value}))
      AS spent`.execute(db);
  if (r.rows[0]?.spent) throw keyReused();
}
