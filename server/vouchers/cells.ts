import { VOUCHER_CELLS } from '../../domain/vouchers/cells.ts';
import type { Voucher, VoucherStatus } from '../../domain/vouchers/schema.ts';
import { inScope } from '../auth/scope.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import { notFound } from '../errors.ts';
import { findVoucher } from './queries.ts';
import { editVoucher, moveVoucher } from './write.ts';

/**
 * The vouchers list's cells (domain/vouchers/cells.ts): the expiration date and the comment by
 * the voucher's field edit, then the status by its move (the voucher machine with the caller's
 * role, as the status select and the validate and decline buttons), in one transaction. A voucher
 * of none of the caller's communities is unknown to him (404), as when he reads it.
 */
export const VOUCHER_CELLS_ADAPTER: CellsAdapter<Voucher> = {
  def: VOUCHER_CELLS,
  read: async (db, user, id) => {
    const voucher = await findVoucher(db, id);
    if (!voucher?.communities.some((c) => inScope(user, c))) throw notFound();
    return voucher;
  },
  apply: (db, _withLive, user, row, version, set) =>
    db.transaction().execute(async (trx) => {
      let voucher = row;
      const { status, expirationDate, comment } = set as {
        status?: VoucherStatus;
        expirationDate?: string;
        comment?: string;
      };
      if (expirationDate !== undefined || comment !== undefined)
        voucher = await editVoucher(trx, user, row.id, { expirationDate, comment, version });
      if (status !== undefined) voucher = await moveVoucher(trx, user, row.id, status, voucher.version);
      return voucher;
    }),
};
