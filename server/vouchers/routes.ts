import { VOUCHERS } from '../../domain/resources/vouchers.ts';
import { VoucherCreate, VoucherStatusUpdate } from '../../domain/schemas/voucher.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { idParam, parse } from '../errors.ts';
import { listHandler } from '../resources/crud.ts';
import { scoped, serve } from '../resources/serve.ts';
import { vouchersSource } from './queries.ts';
import { createVoucher, moveVoucher } from './write.ts';

/** Vouchers (part 2 §2, §4, §5, §7): the list, create (pending), status moves. */
export function voucherRoutes(ctx: AppContext): void {
  const { db } = ctx;
  serve(ctx.app, VOUCHERS, {
    list: listHandler(db, vouchersSource),
    create: scoped((request, reply) =>
      createVoucher(db, ctx.user(request), parse(VoucherCreate, request.body)).then((v) =>
        reply.code(201).send(v),
      ),
    ),
    update: scoped((request) => {
      const body = parse(VoucherStatusUpdate, request.body);
      return moveVoucher(db, ctx.user(request), idParam(request.params, 'id'), body.status, body.version);
    }),
    validate: scoped((request) =>
      moveVoucher(db, ctx.user(request), idParam(request.params, 'id'), 'validate'),
    ),
    decline: scoped((request) =>
      moveVoucher(db, ctx.user(request), idParam(request.params, 'id'), 'decline'),
    ),
  });
}

export default voucherRoutes satisfies AreaRoutes;
