import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type * as v from 'valibot';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { ChangeAudience } from '../changes/publish.ts';
import { audit } from '../db/audit.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { readDb } from '../db/read-handle.ts';
import type { Database } from '../db/types.ts';
import { badRequest, HttpError, idParam, notFound } from '../errors.ts';
import { createOnce } from '../http/create-once.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { type ListSource, runList } from '../lists/runner.ts';
import { bodyOf, ownBody } from './body.ts';
import { type OpHandler, RECORD_CHECK, type RecordCheck, type Scope, scoped, scopeOf } from './serve.ts';

/**
 * Handlers of the common shape: list, read one, create, update with version. An ordinary
 * entity's server side is its declaration (domain/<entity>/resource.ts), its queries and these; special
 * routes stay hand-written. A resource whose rows belong to communities passes `communityOf`
 * (rows) or `scope` (lists), which turns the handler into a scoped one (server/resources/serve.ts).
 */
type Db = Kysely<Database>;
type Trx = Transaction<Database>;
export interface Versioned {
  id: string;
  version: number;
}

/** GET list: the protocol's query through the one runner, `Content-Range` on the answer. */
export function listHandler<Row, Out>(src: ListSource<Row, Out>): OpHandler {
  const run = async (request: FastifyRequest, reply: Parameters<typeof sendList>[0], scope: Scope | null) => {
    const q = listQuery(src.def, request);
    return sendList(
      reply,
      src.def,
      q,
      await runList(await readDb(request), src, q, scope?.communities ?? null),
    );
  };
  return src.scope
    ? scoped((request, reply, scope) => run(request, reply, scope))
    : (rq, rp) => run(rq, rp, null);
}

export interface RecordSpec<T> {
  /** the path parameter naming the row */
  param: string;
  find: (db: Db | Trx, id: string, forUpdate?: boolean) => Promise<T | undefined>;
  /** the community of a row, for resources whose rows belong to one */
  communityOf?: (row: T) => string | null;
  /** rows some callers must not know exist (e.g. super-admins for everyone else): 404 */
  visible?: (caller: AuthUser, row: T) => boolean;
}

/**
 * The record `id` as `caller` may read it: 404 when missing (or invisible to him), 403 outside his
 * communities. The read of GET one and of every write, and of a row in a cells call.
 */
export async function readRecord<T>(
  spec: RecordSpec<T>,
  db: Db | Trx,
  caller: AuthUser,
  id: string,
  forUpdate = false,
): Promise<T> {
  const row = await spec.find(db, id, forUpdate);
  if (!row || (spec.visible && !spec.visible(caller, row))) throw notFound();
  if (spec.communityOf) assertInScope(caller, spec.communityOf(row));
  return row;
}

const readFor = <T>(spec: RecordSpec<T>, db: Db | Trx, request: FastifyRequest, forUpdate = false) =>
  readRecord(spec, db, request.user as AuthUser, idParam(request.params, spec.param), forUpdate);

/**
 * GET one: 404 when missing (or invisible), 403 outside the caller's communities. The handler
 * carries its record check, which serve() registers for the resource: the record's history (and
 * anything else about a named row) is then readable exactly by those who may read the row.
 */
export function readHandler<T>(db: Db, spec: RecordSpec<T>): OpHandler {
  const read = (request: FastifyRequest) => readFor(spec, db, request);
  const h = spec.communityOf ? scoped((request) => read(request)) : read;
  const check: RecordCheck = (request, id) => readFor({ ...spec, param: 'id' }, db, withId(request, id));
  return Object.assign(h, { [RECORD_CHECK]: check });
}

const withId = (request: FastifyRequest, id: string) =>
  Object.assign(Object.create(request) as FastifyRequest, { params: { id } });

export interface WriteSpec<S extends v.GenericSchema, T extends Versioned> extends RecordSpec<T> {
  entity: string;
  schema: S;
  /** a body that is one of several shapes (e.g. the whole record or only its status) */
  parseBody?: (raw: unknown) => v.InferOutput<S>;
  /** what the audit log keeps of a record (never secrets) */
  snapshot: (row: T) => Record<string, unknown>;
  /**
   * Rules on the change as asked (who may do what to this record); run before `prepare`, so a
   * refused change costs nothing slow, and again on the locked row inside the transaction.
   */
  check?: (before: T | undefined, body: v.InferOutput<S>, caller: AuthUser) => void;
  /** slow or outside work before the transaction (e.g. hashing a password) */
  prepare?: (body: v.InferOutput<S>, caller: AuthUser) => Promise<unknown>;
  insert?: (trx: Trx, body: v.InferOutput<S>, caller: AuthUser, prepared: unknown) => Promise<T>;
  /** writes the change; the row's version must be raised by one (`version = version + 1`) */
  update?: (trx: Trx, before: T, body: v.InferOutput<S>, caller: AuthUser, prepared: unknown) => Promise<T>;
  /** audit action of an update, e.g. 'discontinue' when the status changed */
  action?: (before: T, after: T) => string;
  /** who may hear of a change on the change feed; by default `communityOf`'s community */
  audience?: (row: T) => ChangeAudience;
  /** extra audit fields of a write (e.g. `password: 'changed'`) */
  auditExtra?: (body: v.InferOutput<S>) => Record<string, unknown>;
  /** the record as POST and PUT answer it, when the row read holds more (e.g. its owner, for `visible`) */
  answer?: (row: T) => unknown;
}

function audienceOf<T>(
  spec: { audience?: (r: T) => ChangeAudience; communityOf?: (r: T) => string | null },
  row: T,
) {
  if (spec.audience) return spec.audience(row);
  const c = spec.communityOf?.(row);
  return spec.communityOf ? { communities: c ? [c] : [] } : {};
}

/** A write based on an old version: 409 with the current record, so the form can show both. */
export const staleVersion = (current: unknown) =>
  new HttpError('conflict', 'errors.versionConflict', { details: current });

/**
 * POST: parse, insert and audit in one transaction, 201 with the stored record. Made once per
 * Idempotency-Key (server/http/create-once.ts): the key's second send answers 200 with the first
 * one's record, as the caller may read it now.
 */
export function createHandler<S extends v.GenericSchema, T extends Versioned>(
  db: Db,
  spec: WriteSpec<S, T>,
): OpHandler {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = request.user as AuthUser;
    const body = bodyOf(request, spec.schema);
    const key = idempotencyKey(request.headers['idempotency-key'], caller.id, body);
    const once = await createOnce(
      db,
      spec.entity,
      key,
      async (remember) => {
        spec.check?.(undefined, body, caller);
        const prepared = await spec.prepare?.(body, caller);
        return db.transaction().execute(async (trx) => {
          await remember?.claim(trx);
          const row = await spec.insert!(trx, body, caller, prepared);
          if (spec.communityOf) scopeOf(request).assert(spec.communityOf(row));
          await audit(trx, {
            actorId: caller.id,
            entity: spec.entity,
            entityId: row.id,
            action: 'create',
            before: null,
            after: { ...spec.snapshot(row), ...spec.auditExtra?.(body) },
            version: row.version,
            audience: audienceOf(spec, row),
          });
          await remember?.(trx, row.id);
          return row;
        });
      },
      (id) => readFor({ ...spec, param: 'id' }, db, withId(request, id)),
    );
    return reply.code(once.created ? 201 : 200).send(spec.answer ? spec.answer(once.record) : once.record);
  };
  // a row of a community: the operation is declared scoped, as its read and update are
  return spec.communityOf ? scoped((request, reply) => handle(request, reply)) : handle;
}

/**
 * The version an update or a move was made from: every write of a record names it (a missing one
 * is a 400 naming `version`), so a page showing an older record changes nothing.
 */
export function askedVersion(body: { version?: number | undefined }): number {
  if (body.version === undefined) throw badRequest({ version: 'validation.required' });
  return body.version;
}

/** The asked version against the locked row: 409 with the current record when another came first. */
export function assertVersion<T extends { version: number }>(
  body: { version?: number | undefined },
  current: T,
  answer: (current: T) => unknown = (c) => c,
): void {
  if (askedVersion(body) !== current.version) throw staleVersion(answer(current));
}

/**
 * PUT: parse, then `updateRecord`.
 */
export function updateHandler<S extends v.GenericSchema, T extends Versioned>(
  db: Db,
  spec: WriteSpec<S, T>,
): OpHandler {
  const handle = (request: FastifyRequest) => {
    const body = spec.parseBody ? spec.parseBody(request.body) : bodyOf(request, spec.schema);
    // a missing version is named before a malformed id, as it always was
    askedVersion(body as { version?: number });
    const written = updateRecord(
      db,
      spec,
      request.user as AuthUser,
      idParam(request.params, spec.param),
      body,
    );
    return spec.answer ? written.then(spec.answer) : written;
  };
  const h = spec.communityOf ? scoped((request) => handle(request)) : handle;
  // a body of several shapes is parsed by the spec's parseBody, which picks the shape by its keys
  return spec.parseBody ? ownBody(h) : h;
}

/**
 * The update of record `id` by `caller` with a parsed body, as PUT makes it: a missing `version`
 * is a 400, the rules checked on the row as read and again on the locked row, a stale version a
 * 409 with the current record, then the write and its audit entry. Joins the caller's transaction
 * when `db` is one (a row of a cells call), else commits on its own.
 */
export async function updateRecord<S extends v.GenericSchema, T extends Versioned>(
  db: Db,
  spec: WriteSpec<S, T>,
  caller: AuthUser,
  id: string,
  body: v.InferOutput<S>,
): Promise<T> {
  askedVersion(body as { version?: number });
  if (spec.check) spec.check(await readRecord(spec, db, caller, id), body, caller);
  const prepared = await spec.prepare?.(body, caller);
  return inTransaction(db, async (conn) => {
    // inTransaction hands a transaction (the caller's or its own)
    const trx = conn as Trx;
    const before = await readRecord(spec, trx, caller, id, true);
    spec.check?.(before, body, caller);
    assertVersion(body as { version?: number }, before);
    const after = await spec.update!(trx, before, body, caller, prepared);
    await audit(trx, {
      actorId: caller.id,
      entity: spec.entity,
      entityId: after.id,
      action: spec.action?.(before, after) ?? 'update',
      before: spec.snapshot(before),
      after: { ...spec.snapshot(after), ...spec.auditExtra?.(body) },
      version: after.version,
      audience: audienceOf(spec, after),
    });
    return after;
  });
}
