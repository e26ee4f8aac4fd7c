import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CUSTOMERS } from '../../domain/customers/resource.ts';
import type { Customer } from '../../domain/customers/schema.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { NO_LIVE } from '../cells/adapt.ts';
import { cellsHandler } from '../cells/handler.ts';
import type { AppContext } from '../context.ts';
import { readDb } from '../db/read-handle.ts';
import type { Database } from '../db/types.ts';
import { HttpError, idParam, notFound } from '../errors.ts';
import { listHandler, readHandler, updateHandler } from '../resources/crud.ts';
import {
  type OpHandler,
  RECORD_CHECK,
  RECORD_PRESENT,
  type RecordPresent,
  scoped,
  serve,
} from '../resources/serve.ts';
import { customerAnalytics, statsLite } from './analytics.ts';
import { CUSTOMER_CELLS_ADAPTER } from './cells.ts';
import { createCustomer } from './create.ts';
import { customerRecord, customerWrite, type FoundCustomer } from './edit.ts';
import { lookupSource } from './lookup.ts';
import { customersSource, findCustomer } from './queries.ts';
import { reaches, visibleGroups } from './rules.ts';

type Found = FoundCustomer;
const record = customerRecord;

/** What the caller is shown of a customer: without the counters, groups of his communities. */
const present = (caller: AuthUser, c: Found): Customer => {
  const { communities: _c, ...rest } = c;
  return { ...rest, wechatGroups: visibleGroups(caller, c.wechatGroups) };
};

/** A history snapshot cut the same way: another community's groups stay out of it. */
const presentSnapshot: RecordPresent = (caller, s) =>
  Array.isArray(s.wechatGroups)
    ? { ...s, wechatGroups: visibleGroups(caller, s.wechatGroups as Customer['wechatGroups']) }
    : s;

/**
 * The record checks above are enforced by `visible` (404); these handlers are scoped through
 * it, and what they answer is cut to the caller's groups, the 409's current record included.
 */
function shown(h: OpHandler): OpHandler {
  const run = h as (request: FastifyRequest, reply: unknown) => Promise<Found>;
  const wrapped = scoped(async (request, reply) => {
    const caller = request.user as AuthUser;
    try {
      return present(caller, await run(request, reply));
    } catch (e) {
      if (e instanceof HttpError && e.details)
        throw Object.assign(e, { details: present(caller, e.details as Found) });
      throw e;
    }
  });
  return RECORD_CHECK in h
    ? Object.assign(wrapped, { [RECORD_CHECK]: h[RECORD_CHECK], [RECORD_PRESENT]: presentSnapshot })
    : wrapped;
}

/** A named customer the caller reaches (404 otherwise), then one of its figures. */
function figures<T>(
  ctx: AppContext,
  run: (c: Found, scope: readonly string[] | null, reads: Kysely<Database>) => Promise<T>,
): OpHandler {
  return scoped(async (request, _reply, scope) => {
    const c = await findCustomer(ctx.db, idParam(request.params, 'customerId'));
    if (!c || !reaches(request.user as AuthUser, c)) throw notFound();
    return run(c, scope.communities, await readDb(request));
  });
}

/**
 * Customers: the list, the record, its figures, create and edit; and the order
 * entry's lookup. Every call keeps to the caller's communities (server/customers/scope.ts).
 */
export function customerRoutes(ctx: AppContext): void {
  const { db } = ctx;
  serve(ctx.app, CUSTOMERS, {
    list: listHandler(customersSource()),
    lookup: listHandler(lookupSource),
    one: shown(readHandler(db, record)),
    statsLite: figures(ctx, (c, scope, reads) => statsLite(reads, c.id, c.level, scope)),
    analytics: figures(ctx, (c, scope, reads) => customerAnalytics(reads, c.id, c.level, scope)),
    // a replayed create answers the customer as the caller reads it now
    create: createCustomer(ctx, async (request, id) => {
      const caller = request.user as AuthUser;
      const c = await findCustomer(db, id);
      return c && reaches(caller, c) ? present(caller, c) : undefined;
    }),
    update: shown(updateHandler(db, customerWrite(db))),
    cells: cellsHandler(db, NO_LIVE, CUSTOMERS.ops.cells, CUSTOMER_CELLS_ADAPTER),
  });
}
