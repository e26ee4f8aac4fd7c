import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type * as v from 'valibot';
import { requireUser } from '../auth/guard.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { bodyOf } from '../resources/body.ts';
import { type OpHandler, scoped } from '../resources/serve.ts';
import { assertSameBody, type IdempotencyKey, idempotencyKey, keyReused } from './idempotency-key.ts';
import { assertKeyNotSpentElsewhere } from './key-spent.ts';

type Db = Kysely<Database>;

/**
 * Called by a create in its own transaction with the new record's id: the key is kept with it.
 * `claim`, called first in that transaction, makes a second send of the key wait there for the
 * first one's commit and then answer its record: a create whose rules read other rows (a name
 * taken, an order no longer paid) must not see the first send's record as a clash.
 */
export type RememberKey = ((trx: Db, id: string) => Promise<void>) & { claim: (trx: Db) => Promise<void> };

/** Thrown by `claim` when the key made its record while this send waited. */
class KeyUsed extends Error {}

const isKeyClash = (e: unknown) =>
  (e as { code?: string }).code === '23505' &&
  (e as { constraint?: string }).constraint === 'request_keys_pkey';

/**
 * A create made at most once per Idempotency-Key (a double submit, a retry after an answer lost
 * on the way): a key already used answers its record (`created: false`) and writes nothing; the
 * same key with another body, or for another kind of record, is 422. Two sends racing both pass
 * the first look; the second's key row waits for the first's transaction and fails at its commit,
 * which rolls the second's record back with it, and the first's record is answered.
 * `load` reads a record as the caller may (his scope): a record he can no longer read is a 404.
 */
export async function createOnce<T>(
  db: Db,
  entity: string,
  key: IdempotencyKey | undefined,
  create: (remember: RememberKey | undefined) => Promise<T>,
  load: (id: string) => Promise<T | undefined>,
): Promise<{ record: T; created: boolean }> {
  if (!key) return { record: await create(undefined), created: true };
  const replay = async () => {
    const seen = await db
      .selectFrom('request_keys')
      .select(['entity', 'entity_id', 'body_hash'])
      .where('key', '=', key.value)
      .executeTakeFirst();
    if (!seen) {
      // a key an order or a call such as the cells call was sent with is a reuse too
      await assertKeyNotSpentElsewhere(db, key, 'request_keys');
      return undefined;
    }
    // the key spent on another kind of record is a reuse too
    if (seen.entity !== entity) throw keyReused();
    assertSameBody(key, seen.body_hash);
    const record = await load(seen.entity_id);
    if (record === undefined) throw notFound();
    return { record, created: false };
  };
  const seen = await replay();
  if (seen) return seen;
  const claim = async (trx: Db) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`request-key:${key.value}`}, 0))`.execute(trx);
    const used = await trx
      .selectFrom('request_keys')
      .select('key')
      .where('key', '=', key.value)
      .executeTakeFirst();
    if (used) throw new KeyUsed();
  };
  const remember: RememberKey = Object.assign(
    async (trx: Db, id: string) => {
      await trx
        .insertInto('request_keys')
        .values({ key: key.value, entity, entity_id: id, body_hash: key.bodyHash })
        .execute();
    },
    { claim },
  );
  try {
    return { record: await create(remember), created: true };
  } catch (e) {
    if (!(e instanceof KeyUsed) && !isKeyClash(e)) throw e;
    const existing = await replay();
    if (existing) return existing;
    throw e;
  }
}

/**
 * The POST handler of such a create: the body parsed by `schema`, the caller's key read, 201 with
 * the new record or 200 with the one the key made before. `load` reads a record as `user` may.
 * For a scoped operation (its rows belong to communities); `createOnceRoute` is the same for one
 * that is not.
 */
export function createOnceHandler<S extends v.GenericSchema, T>(
  db: Db,
  entity: string,
  schema: S,
  create: (user: AuthUser, body: v.InferOutput<S>, remember: RememberKey | undefined) => Promise<T>,
  load: (user: AuthUser, id: string) => Promise<T | undefined>,
): OpHandler {
  const route = createOnceRoute(db, entity, schema, create, load);
  return scoped((request, reply) => route(request, reply));
}

export function createOnceRoute<S extends v.GenericSchema, T>(
  db: Db,
  entity: string,
  schema: S,
  create: (user: AuthUser, body: v.InferOutput<S>, remember: RememberKey | undefined) => Promise<T>,
  load: (user: AuthUser, id: string) => Promise<T | undefined>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return async (request, reply) => {
    const user = requireUser(request);
    const body = bodyOf(request, schema);
    const key = idempotencyKey(request.headers['idempotency-key'], user.id, body);
    const once = await createOnce(
      db,
      entity,
      key,
      (remember) => create(user, body, remember),
      (id) => load(user, id),
    );
    return reply.code(once.created ? 201 : 200).send(once.record);
  };
}
