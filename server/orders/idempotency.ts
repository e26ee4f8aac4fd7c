import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { OrderView } from '../../domain/live-views.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { badRequest, HttpError } from '../errors.ts';
import { orderByKey } from './queries.ts';

const KeyHeader = v.pipe(v.string(), v.minLength(8), v.maxLength(200), v.regex(/^[\w.:-]+$/));

/**
 * An Idempotency-Key as stored: scoped to the member who sent it (another member's key never
 * finds, reveals or returns that order) and bound to the body it came with (the same key with
 * another body is a client bug, answered 422 rather than with the first order).
 */
export interface IdempotencyKey {
  value: string;
  bodyHash: string;
}

/** The request's key, or undefined without the header; a malformed one is a 400. */
export function idempotencyKey(
  header: string | string[] | undefined,
  userId: string,
  body: unknown,
): IdempotencyKey | undefined {
  if (header === undefined) return undefined;
  if (!v.is(KeyHeader, header)) {
    throw badRequest({ 'Idempotency-Key': 'validation.invalid' }, 'errors.badIdempotencyKey');
  }
  // the parsed body: its keys in schema order, so two spellings of one order hash alike
  const bodyHash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  return { value: `${userId}:${header}`, bodyHash };
}

/** A stored order's key met again: its body must be the one that made the order. */
export function assertSameBody(key: IdempotencyKey, storedHash: string | null): void {
  if (storedHash !== null && storedHash !== key.bodyHash) {
    throw new HttpError('unprocessable', 'errors.idempotencyKeyReused', {
      fields: { 'Idempotency-Key': 'validation.idempotencyKeyReused' },
    });
  }
}

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
  const found = key ? await orderByKey(db, key.value) : undefined;
  if (!found || !key) return undefined;
  assertSameBody(key, found.bodyHash);
  assertInScope(user, found.order.community);
  return { order: found.order, created: false };
}
