import type { Kysely } from 'kysely';
import type { OrderView } from '../../domain/live-views.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { assertSameBody, type IdempotencyKey } from '../http/idempotency-key.ts';
import { assertKeyNotSpentElsewhere } from '../http/key-spent.ts';
import { orderByKey } from './queries.ts';

/** The insert that lost a race on the same key: the unique index on orders.idempotency_key. */
export const isKeyClash = (e: unknown) =>
  (e as { code?: string; constraint?: string }).code === '23505' &&
  (e as { constraint?: string }).constraint === 'orders_idempotency_key_key';

/**
 * The order a key has already made, answered again (200, nothing written): only for the same
 * body (422 otherwise) and a caller who may see it. Undefined when the key made nothing yet.
 */
export async function replayed(
  db: Kysely<Database>,
  user: AuthUser,
  key: IdempotencyKey | undefined,
): Promise<{ order: OrderView; created: false } | undefined> {
  if (!key) return undefined;
  const found = await orderByKey(db, key.value);
  if (!found) {
    // a key a create or a cells call was sent with is a reuse too
    await assertKeyNotSpentElsewhere(db, key, 'orders');
    return undefined;
  }
  assertSameBody(key, found.bodyHash);
  assertInScope(user, found.order.community);
  return { order: found.order, created: false };
}
