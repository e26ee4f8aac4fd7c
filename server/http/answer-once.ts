import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import { assertSameBody, type IdempotencyKey, keyReused } from './idempotency-key.ts';
import { assertKeyNotSpentElsewhere } from './key-spent.ts';

type Db = Kysely<Database>;

/** How long an answer is kept for its key: far longer than any retry of a lost answer. */
const KEPT = '1 day';

const lockName = (key: IdempotencyKey) => `request-answer:${key.value}`;

/** The answer a key already has, for the same body and call (422 otherwise); undefined when none. */
async function storedAnswer(db: Db, operation: string, key: IdempotencyKey): Promise<unknown> {
  const seen = await db
    .selectFrom('request_answers')
    .select(['operation', 'body_hash', 'answer'])
    .where('key', '=', key.value)
    .executeTakeFirst();
  if (!seen) {
    // a key spent on a create is a reuse too
    await assertKeyNotSpentElsewhere(db, key, 'request_answers');
    return undefined;
  }
  // the key spent on another call is a reuse too
  if (seen.operation !== operation) throw keyReused();
  assertSameBody(key, seen.body_hash);
  return seen.answer;
}

/**
 * A call that changes many rows, each in its own transaction (the cells call), done at most once
 * per Idempotency-Key: the first send runs and its answer is stored; a later send of the key with
 * the same body gets that answer and changes nothing; with another body it is a 422. A send that
 * arrives while the first still runs waits for it (a session advisory lock on the key, held on the
 * connection the work runs on, so a waiting send never holds a second connection of the pool),
 * then answers the stored answer. Nothing is kept in the process: any instance answers any send.
 * When the work fails (a server fault), nothing is stored and the key may be sent again; rows the
 * first send saved then answer as saved (see server/cells/rows.ts).
 * `run` gets the database to work on: the pinned connection when there is a key.
 */
export async function answerOnce<T>(
  db: Db,
  operation: string,
  key: IdempotencyKey | undefined,
  run: (db: Db) => Promise<T>,
): Promise<T> {
  if (!key) return run(db);
  const before = await storedAnswer(db, operation, key);
  if (before !== undefined) return before as T;
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(hashtextextended(${lockName(key)}, 0))`.execute(conn);
    try {
      const meanwhile = await storedAnswer(conn, operation, key);
      if (meanwhile !== undefined) return meanwhile as T;
      const answer = await run(conn);
      await conn
        .insertInto('request_answers')
        .values({ key: key.value, operation, body_hash: key.bodyHash, answer: JSON.stringify(answer) })
        .execute();
      await sql`DELETE FROM request_answers WHERE created_at < now() - ${KEPT}::interval`.execute(conn);
      return answer;
    } finally {
      // a connection that broke has lost its lock with it
      await sql`SELECT pg_advisory_unlock(hashtextextended(${lockName(key)}, 0))`
        .execute(conn)
        .catch(() => undefined);
    }
  });
}
