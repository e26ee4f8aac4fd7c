import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { allows, ruleFor } from '../../domain/permissions.ts';
import { SUPPLIERS } from '../../domain/suppliers/resource.ts';
import { type Supplier, SupplierCreate } from '../../domain/suppliers/schema.ts';
import { requireUser } from '../auth/guard.ts';
import { scopeCommunities } from '../auth/scope.ts';
import { cellsHandler } from '../cells/handler.ts';
import { NO_LIVE } from '../cells/record.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { readDb } from '../db/read-handle.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { claimFiles } from '../files/references.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { runList } from '../lists/runner.ts';
import { createHandler, listHandler, readHandler, updateHandler } from '../resources/crud.ts';
import { type OpHandler, RECORD_CHECK, type RecordCheck, serve } from '../resources/serve.ts';
import { SUPPLIER_CELLS_ADAPTER } from './cells.ts';
import { supplierSnapshot } from './map.ts';
import {
  assertAreaKnown,
  assertNameFree,
  choicesSource,
  findSupplier,
  insertSupplier,
  supplierCounts,
  suppliersOutlineSource,
  suppliersSource,
} from './queries.ts';
import { SUPPLIER_UPDATE } from './update.ts';

const record = { param: 'supplierId', find: findSupplier };

/**
 * The choices are every supplier unless a range is asked: a picker needs them all, by name. The
 * spec's "optional filter type" may also come as `?type=services`, read as `filter={"type":…}`.
 */
function choicesHandler(): OpHandler {
  const { def } = choicesSource;
  return async (request, reply) => {
    const { type, ...asked } = (request.query ?? {}) as Record<string, unknown>;
    if (type !== undefined) {
      if (typeof type !== 'string' || asked.filter !== undefined)
        throw badRequest({ type: 'errors.invalidParameter' }, 'errors.invalidParameter');
      asked.filter = JSON.stringify({ type });
    }
    const query = { range: JSON.stringify([0, def.spec.maxPage - 1]), ...asked };
    const q = listQuery(def, Object.assign(Object.create(request) as FastifyRequest, { query }));
    return sendList(reply, def, q, await runList(await readDb(request), choicesSource, q, null));
  };
}

/** The record as `one` reads it, with its counts as the caller may see them; the record check kept. */
function withCounts(db: Kysely<Database>, read: OpHandler): OpHandler {
  const run = read as (request: FastifyRequest, reply: unknown) => Promise<Supplier>;
  const h = async (request: FastifyRequest, reply: unknown) => {
    const s = await run(request, reply);
    return { ...s, counts: await supplierCounts(db, s.id, scopeCommunities(requireUser(request))) };
  };
  return RECORD_CHECK in read ? Object.assign(h, { [RECORD_CHECK]: read[RECORD_CHECK] as RecordCheck }) : h;
}

/** The list in full for those who may open a supplier, in outline for the others. */
function listFor(): OpHandler {
  const one = ruleFor(SUPPLIERS.ops.one.method, SUPPLIERS.ops.one.path);
  const full = listHandler(suppliersSource) as (rq: FastifyRequest, rp: unknown) => unknown;
  const outline = listHandler(suppliersOutlineSource) as (rq: FastifyRequest, rp: unknown) => unknown;
  return (request, reply) => {
    const mayOpen = !!one && allows(one, requireUser(request).role);
    return (mayOpen ? full : outline)(request, reply);
  };
}

/** Suppliers: choices, list, read with counts, create, edit. */
export function supplierRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, SUPPLIERS, {
    choices: choicesHandler(),
    list: listFor(),
    // the record with the counts of what refers to it in the caller's communities (writes lock
    // and compare the bare row)
    one: withCounts(db, readHandler(db, record)),
    create: createHandler(db, {
      ...record,
      entity: SUPPLIERS.entity,
      schema: SupplierCreate,
      snapshot: supplierSnapshot,
      insert: async (trx, body, caller) => {
        await assertNameFree(trx, body.name);
        await assertAreaKnown(trx, body.addressArea);
        await claimFiles(trx, 'finance-information', body.financeInformation, 'financeInformation', {
          by: caller.id,
          held: [],
        });
        return insertSupplier(trx, body);
      },
    }),
    update: updateHandler(db, SUPPLIER_UPDATE),
    cells: cellsHandler(db, NO_LIVE, SUPPLIERS.ops.cells, SUPPLIER_CELLS_ADAPTER),
  });
}

export default supplierRoutes satisfies AreaRoutes;
