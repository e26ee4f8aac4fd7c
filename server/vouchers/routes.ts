import type { FastifyRequest } from 'fastify';
import { VOUCHERS } from '../../domain/vouchers/resource.ts';
import { VoucherCreate, VoucherMove, VoucherStatusUpdate } from '../../domain/vouchers/schema.ts';
import { inScope } from '../auth/scope.ts';
import { NO_LIVE } from '../cells/adapt.ts';
import { cellsHandler } from '../cells/handler.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { idParam, notFound } from '../errors.ts';
import { createOnceHandler } from '../http/create-once.ts';
import { beforeParse, bodyOf, emptyWhenMissing } from '../resources/body.ts';
import { listHandler } from '../resources/crud.ts';
import { ANSWER, RECORD_CHECK, type RecordCheck, scoped, serve } from '../resources/serve.ts';
import { hidingMembers } from '../users/shown-actor.ts';
import { VOUCHER_CELLS_ADAPTER } from './cells.ts';
import { findVoucher, vouchersSource } from './queries.ts';
import { createVoucher, moveVoucher } from './write.ts';

/** Vouchers: the list, create (pending), status moves. */
export function voucherRoutes(ctx: AppContext): void {
  const { db } = ctx;
  // one of the caller's communities among the voucher's: else 404, as the list would not show it
  const readVoucher: RecordCheck = async (request, id) => {
    const voucher = await findVoucher(db, id);
    if (!voucher?.communities.some((c) => inScope(ctx.user(request), c))) throw notFound();
    return voucher;
  };
  // the version the member saw: a row showing an older voucher moves nothing
  const move = (to: 'validate' | 'decline') =>
    // a move sent without a body is asked its version, as an empty one is
    beforeParse(
      scoped((request: FastifyRequest) =>
        moveVoucher(
          db,
          ctx.user(request),
          idParam(request.params, 'id'),
          to,
          bodyOf(request, VoucherMove).version,
        ),
      ),
      emptyWhenMissing,
    );
  serve(ctx.app, VOUCHERS, {
    // the team member of a record is a super-admin only to a super-admin
    [ANSWER]: hidingMembers(db),
    list: listHandler(vouchersSource),
    one: Object.assign(
      scoped((request) => readVoucher(request, idParam(request.params, 'id'))),
      { [RECORD_CHECK]: readVoucher },
    ),
    create: createOnceHandler(
      db,
      VOUCHERS.entity,
      VoucherCreate,
      (user, body, remember) => createVoucher(db, user, body, remember),
      async (user, id) => {
        const voucher = await findVoucher(db, id);
        return voucher?.communities.some((c) => inScope(user, c)) ? voucher : undefined;
      },
    ),
    update: scoped((request) => {
      const body = bodyOf(request, VoucherStatusUpdate);
      return moveVoucher(db, ctx.user(request), idParam(request.params, 'id'), body.status, body.version);
    }),
    validate: move('validate'),
    decline: move('decline'),
    cells: cellsHandler(db, NO_LIVE, VOUCHERS.ops.cells, VOUCHER_CELLS_ADAPTER),
  });
}

export default voucherRoutes satisfies AreaRoutes;
