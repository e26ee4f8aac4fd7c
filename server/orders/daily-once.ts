import type { Kysely } from 'kysely';
import type { OrderView } from '../../domain/live-views.ts';
import type { DailyOrderCreate } from '../../domain/orders/daily-schema.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../errors.ts';
import type { IdempotencyKey } from '../http/idempotency-key.ts';
import { createDaily } from './daily-create.ts';
import { isKeyClash, replayed } from './idempotency.ts';

type Db = Kysely<Database>;

/**
 * A daily order made at most once per Idempotency-Key (a double submit of the form, a retried
 * request): a key already used answers its order (200) and writes nothing, neither order nor
 * stock movement. Two sends racing both pass the first look; the loser's insert meets the unique
 * key (or the stock the winner took) and answers the winner's order.
 */
export async function createDailyOnce(
  db: Db,
  user: AuthUser,
  body: DailyOrderCreate,
  key: IdempotencyKey | undefined,
): Promise<{ order: OrderView; created: boolean }> {
  const replay = () => replayed(db, user, key);
  const seen = await replay();
  if (seen) return seen;
  try {
    return { order: await createDaily(db, user, body, key), created: true };
  } catch (e) {
    if (key && (isKeyClash(e) || e instanceof HttpError)) {
      const existing = await replay();
      if (existing) return existing;
    }
    throw e;
  }
}
