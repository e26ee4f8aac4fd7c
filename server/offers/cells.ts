import { OFFER_CELLS } from '../../domain/offers/cells.ts';
import { offerSchemaFor } from '../../domain/offers/editing.ts';
import { offerInputOf } from '../../domain/offers/form-values.ts';
import type { OfferListRow } from '../../domain/offers/list.ts';
import { OfferBody } from '../../domain/offers/schema.ts';
import { assertInScope } from '../auth/scope.ts';
import { editBody } from '../cells/adapt.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { notFound } from '../errors.ts';
import { scopeOfUser } from '../resources/serve.ts';
import { offerDetails } from './details.ts';
import { setOfferStatus } from './lifecycle.ts';
import { offerListRow } from './list.ts';
import { updateOffer } from './save.ts';

/**
 * The offers list's cells (domain/offers/cells.ts) saved by the offer's own edits: the figures by
 * the form's PUT (the whole offer as it stands with the typed fields: every rule of the form, the
 * locks of a started offer, the audit entry), the status by the status update (discontinue). A row
 * that changes both is one transaction of the two, each with its audit entry and version.
 */
export const OFFER_CELLS_ADAPTER: CellsAdapter<OfferListRow> = {
  def: OFFER_CELLS,
  read: async (db, user, id) => {
    const row = await offerListRow(db, id);
    if (!row) throw notFound();
    assertInScope(user, row.community);
    return row;
  },
  apply: (db, withLive, user, row, version, set) =>
    withLive((out) =>
      inTransaction(db, async (trx) => {
        const { status, ...form } = set;
        let at = version;
        if (Object.keys(form).length > 0) {
          const current = await offerDetails(trx, row.id);
          if (!current) throw notFound();
          const body = editBody(offerSchemaFor(OfferBody, current.startingDate), {
            ...offerInputOf(current),
            ...form,
            version: at,
          });
          at = (await updateOffer(trx, user, row.id, body, scopeOfUser(user), current, out)).version;
        }
        if (status !== undefined)
          await setOfferStatus(trx, user, row.id, { status: status as OfferListRow['status'], version: at });
        return (await offerListRow(trx, row.id))!;
      }),
    ),
};
