import { REFUNDS } from '../../domain/refunds/resource.ts';
import { isRefundFinal, isRefundHighlighted } from '../../domain/refunds/rules.ts';
import { RefundCreate, RefundPut } from '../../domain/refunds/schema.ts';
import { assertInScope } from '../auth/scope.ts';
import { NO_LIVE } from '../cells/adapt.ts';
import { cellsHandler } from '../cells/handler.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { readDb } from '../db/read-handle.ts';
import { badRequest, HttpError, idParam, notFound } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { runList } from '../lists/runner.ts';
import { bodyOf } from '../resources/body.ts';
import { ANSWER, scoped, serve } from '../resources/serve.ts';
import { caseRecordRoutes } from '../service-cases/routes.ts';
import { hidingMembers } from '../users/shown-actor.ts';
import { refundAnalytics } from './analytics.ts';
import { badgeCount, markRead, readIds } from './badge.ts';
import { REFUND_CELLS_ADAPTER } from './cells.ts';
import { createRefund, editRefund, moveRefund } from './moves.ts';
import { findRefund, refundsSource } from './queries.ts';

/** Refunds: list with read marks, detail, create, edits and moves, badge. */
export function refundRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, REFUNDS, {
    // the team member of a record is a super-admin only to a super-admin
    [ANSWER]: hidingMembers(db),
    list: scoped(async (request, reply, scope) => {
      const user = ctx.user(request);
      const q = listQuery(refundsSource.def, request);
      const page = await runList(await readDb(request), refundsSource, q, scope.communities);
      const read = await readIds(
        db,
        user,
        page.rows.map((r) => r.id),
      );
      const ctxRead = { communities: user.communities, readIds: read };
      const rows = page.rows.map((r) => ({ ...r, unread: isRefundHighlighted(user.role, r, ctxRead) }));
      return sendList(reply, refundsSource.def, q, { ...page, rows });
    }),
    analytics: scoped(async (request, _reply, scope) =>
      refundAnalytics(
        await readDb(request),
        listQuery(refundsSource.def, request, 'summary'),
        scope.communities,
      ),
    ),
    badge: scoped(async (request) => ({ count: await badgeCount(db, ctx.user(request)) })),
    ...caseRecordRoutes(db, {
      entity: REFUNDS.entity,
      create: RefundCreate,
      find: findRefund,
      insert: createRefund,
    }),
    update: scoped((request) => {
      const user = ctx.user(request);
      const id = idParam(request.params, 'id');
      const body = bodyOf(request, RefundPut);
      if (body.status === undefined) return editRefund(db, user, id, body);
      const extra = Object.keys(body).find((k) => !['status', 'manual', 'version'].includes(k));
      if (extra) throw badRequest({ [extra]: 'refund.errors.statusAlone' });
      return moveRefund(db, user, id, body.status, { manual: body.manual, version: body.version });
    }),
    cells: cellsHandler(db, NO_LIVE, REFUNDS.ops.cells, REFUND_CELLS_ADAPTER),
    read: scoped(async (request, reply) => {
      const user = ctx.user(request);
      const refund = await findRefund(db, idParam(request.params, 'id'));
      if (!refund) throw notFound();
      assertInScope(user, refund.community);
      // the badge counts finished refunds not yet read: a mark taken earlier would hide one for good
      if (!isRefundFinal(refund.status)) throw new HttpError('conflict', 'refund.errors.readNotFinal');
      await markRead(db, user, refund);
      return reply.code(204).send();
    }),
  });
}

export default refundRoutes satisfies AreaRoutes;
