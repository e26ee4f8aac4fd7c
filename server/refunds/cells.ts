import type { Kysely } from 'kysely';
import { REFUND_CELLS, refundCellConfirms } from '../../domain/refunds/cells.ts';
import { isRefundHighlighted, PAYMENT_INFO_MISSING_MSG } from '../../domain/refunds/rules.ts';
import { type Refund, RefundPut, type RefundStatus } from '../../domain/refunds/schema.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { editBody } from '../cells/adapt.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import { pickCells } from '../cells/body.ts';
import type { Database } from '../db/types.ts';
import { HttpError, notFound } from '../errors.ts';
import { readIds } from './badge.ts';
import { editRefund, moveRefund } from './moves.ts';
import { findRefund } from './queries.ts';

type Db = Kysely<Database>;

/** The cells saved by the refund's field edit (PUT /api/refunds/{id} without a status). */
const EDIT_FIELDS = ['refundAmount', 'actionETA', 'comment'];

/** The refund as the list shows it to this member: with its unread mark. */
async function asListed(db: Db, user: AuthUser, refund: Refund): Promise<Refund> {
  const read = await readIds(db, user, [refund.id]);
  const unread = isRefundHighlighted(user.role, refund, { communities: user.communities, readIds: read });
  return { ...refund, unread };
}

const paymentInfoMissing = (e: unknown) => e instanceof HttpError && e.message === PAYMENT_INFO_MISSING_MSG;

/**
 * The refunds list's cells (domain/refunds/cells.ts) saved through the refund's own calls: the
 * fields by its edit (not by finance, not once final, the amount only while new, the order's
 * amount following it), then the status by its move (the machine with the caller's role, the
 * order following: refunded → rfd, refused → paid), in one transaction. `refunded` of a manual
 * refund is the confirmed one (the cell asks first). A wechat refund without its payment info is
 * flagged and refused as the PUT does: the flag is kept (the row is answered with it), the rest
 * of the row is not saved.
 */
export const REFUND_CELLS_ADAPTER: CellsAdapter<Refund> = {
  def: REFUND_CELLS,
  read: async (db, user, id) => {
    const refund = await findRefund(db, id);
    if (!refund) throw notFound();
    assertInScope(user, refund.community);
    return asListed(db, user, refund);
  },
  apply: async (db, _withLive, user, row, version, set) => {
    const status = set.status as RefundStatus | undefined;
    const move = (on: Db, at: number) =>
      moveRefund(on, user, row.id, status!, { manual: refundCellConfirms(row, status), version: at });
    try {
      const saved = await db.transaction().execute(async (trx) => {
        let refund: Refund = row;
        const fields = pickCells(set, EDIT_FIELDS);
        if (fields) refund = await editRefund(trx, user, row.id, editBody(RefundPut, { ...fields, version }));
        if (status !== undefined) refund = await move(trx, refund.version);
        return refund;
      });
      return await asListed(db, user, saved);
    } catch (e) {
      // the flag outlives the refusal, as on the refund's page: the move alone sets it
      if (status !== undefined && paymentInfoMissing(e)) await move(db, version);
      throw e;
    }
  },
};
