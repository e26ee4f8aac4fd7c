import { PO_CELLS } from '../../domain/purchase-orders/cells.ts';
import type { PurchaseOrderRow } from '../../domain/purchase-orders/list.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { scopeOfUser } from '../resources/serve.ts';
import { type PoRow, toPurchaseOrder } from './queries.ts';
import { changePurchaseOrder, readPurchaseOrder } from './save.ts';
import type { PoChange } from './update.ts';

/**
 * The purchase-order lists' cells (domain/purchase-orders/cells.ts) saved by the order's own
 * changes (PUT /api/purchase-orders/{id}): paid with the bank transfer id typed on the same row
 * (the payment carries it, as Mark paid does), the id alone otherwise, received (the stock
 * rises). A row that changes both is one transaction of the two, each with its audit entry.
 */
export const PO_CELLS_ADAPTER: CellsAdapter<PurchaseOrderRow> = {
  def: PO_CELLS,
  read: async (db, user, id) => toPurchaseOrder(await readPurchaseOrder(db, user, id, scopeOfUser(user))),
  apply: (db, _withLive, user, row, version, set) =>
    inTransaction(db, async (trx) => {
      const scope = scopeOfUser(user);
      const bank = set.bankTransferID as string | undefined;
      const change = (c: PoChange) => changePurchaseOrder(trx, user, scope, row.id, c);
      let after: PoRow | undefined;
      if (set.payment_status !== undefined)
        after = await change({
          kind: 'pay',
          version,
          ...(bank !== undefined ? { bankTransferID: bank } : {}),
        });
      else if (bank !== undefined) after = await change({ kind: 'bank', bankTransferID: bank, version });
      if (set.stock_status !== undefined)
        after = await change({ kind: 'receive', version: after?.version ?? version });
      return after ? toPurchaseOrder(after) : row;
    }),
};
