import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { CLAIMS } from '../../domain/claims/resource.ts';
import { CLAIM_STATUSES, ClaimCreate, ClaimMove, ClaimUpdate } from '../../domain/claims/schema.ts';
import { NO_LIVE } from '../cells/adapt.ts';
import { cellsHandler } from '../cells/handler.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { readDb } from '../db/read-handle.ts';
import { badRequest, idParam } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { listWhere, runList } from '../lists/runner.ts';
import { beforeParse, bodyOf, emptyWhenMissing } from '../resources/body.ts';
import { ANSWER, scoped, serve } from '../resources/serve.ts';
import { caseRecordRoutes } from '../service-cases/routes.ts';
import { hidingMembers } from '../users/shown-actor.ts';
import { CLAIM_CELLS_ADAPTER } from './cells.ts';
import { createClaim, editClaim, moveClaim } from './moves.ts';
import { claimsSource, findClaim } from './queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?customer=<id>` is the list's customer filter, folded into `filter`. */
function withCustomerParam(request: FastifyRequest): FastifyRequest {
  const { customer, ...query } = (request.query ?? {}) as Record<string, unknown>;
  if (customer === undefined) return request;
  if (typeof customer !== 'string' || !UUID.test(customer))
    throw badRequest({ customer: 'validation.invalid' });
  let filter: Record<string, unknown> = {};
  try {
    filter = typeof query.filter === 'string' ? (JSON.parse(query.filter) as Record<string, unknown>) : {};
  } catch {
    throw badRequest({ filter: 'errors.invalidFilter' }, 'errors.invalidFilter');
  }
  const merged = { ...query, filter: JSON.stringify({ ...filter, customer }) };
  return Object.assign(Object.create(request) as FastifyRequest, { query: merged });
}

/** Claims: list (urgent sortable), detail, create, edit, next, fail, analytics. */
export function claimRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  // the version the member saw: a page showing an older claim (another member moved it) moves nothing
  // a move sent without a body is asked its version, as an empty one is
  const move = (op: 'next' | 'fail') =>
    beforeParse(
      scoped((request: FastifyRequest) =>
        moveClaim(
          db,
          ctx.user(request),
          idParam(request.params, 'id'),
          op,
          bodyOf(request, ClaimMove).version,
        ),
      ),
      emptyWhenMissing,
    );
  serve(app, CLAIMS, {
    // the team member of a record is a super-admin only to a super-admin
    [ANSWER]: hidingMembers(db),
    list: scoped(async (request, reply, scope) => {
      const q = listQuery(claimsSource.def, withCustomerParam(request));
      return sendList(
        reply,
        claimsSource.def,
        q,
        await runList(await readDb(request), claimsSource, q, scope.communities),
      );
    }),
    analytics: scoped(async (request, _reply, scope) => {
      const q = listQuery(claimsSource.def, request, 'summary');
      const where = listWhere(claimsSource as never, q, scope.communities);
      const r = await sql<{
        status: string;
        action: string;
        issue: string;
        resp: string;
        urgent: boolean;
        n: number;
      }>`
        SELECT c.status, c.action, c.issue, c.resp, ${claimsSource.def.columns.urgent!.expr} AS urgent, count(*)::int AS n
        FROM ${claimsSource.from} WHERE ${where} GROUP BY 1, 2, 3, 4, 5`.execute(await readDb(request));
      const tally = (key: 'status' | 'action' | 'issue' | 'resp') => {
        const out: Record<string, number> = {};
        for (const row of r.rows) out[row[key]] = (out[row[key]] ?? 0) + row.n;
        return out;
      };
      const byStatus = { ...Object.fromEntries(CLAIM_STATUSES.map((s) => [s, 0])), ...tally('status') };
      return {
        total: r.rows.reduce((a, x) => a + x.n, 0),
        urgent: r.rows.filter((x) => x.urgent).reduce((a, x) => a + x.n, 0),
        byStatus,
        byAction: tally('action'),
        byIssue: tally('issue'),
        byResp: tally('resp'),
      };
    }),
    ...caseRecordRoutes(db, {
      entity: CLAIMS.entity,
      create: ClaimCreate,
      find: findClaim,
      insert: createClaim,
    }),
    update: scoped((request) =>
      editClaim(db, ctx.user(request), idParam(request.params, 'id'), bodyOf(request, ClaimUpdate)),
    ),
    next: move('next'),
    fail: move('fail'),
    cells: cellsHandler(db, NO_LIVE, CLAIMS.ops.cells, CLAIM_CELLS_ADAPTER),
  });
}

export default claimRoutes satisfies AreaRoutes;
