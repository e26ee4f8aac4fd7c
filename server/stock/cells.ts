import { sql } from 'kysely';
import { MOVE_REQUIRED_MSG, STOCK_CELL_BUCKETS, STOCK_CELLS } from '../../domain/stock/cells.ts';
import { COMMENT_REQUIRED_MSG, MAX_MOVE, StockAdjustment } from '../../domain/stock/schema.ts';
import type { ProductStockRow } from '../../domain/stock/views.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import { editBody } from '../cells/record.ts';
import { badRequest, notFound } from '../errors.ts';
import { staleVersion } from '../resources/crud.ts';
import { findProductStock } from './queries.ts';
import { manualMove, writeMoves } from './write.ts';

type Figure = keyof typeof STOCK_CELL_BUCKETS;
const FIGURES = Object.keys(STOCK_CELL_BUCKETS) as Figure[];

/**
 * The inventory's cells (domain/stock/cells.ts). A new paid or free figure is the add/remove
 * dialog's movement of the difference, with the comment sent beside it as its reason: the
 * dialog's body and rules (a comment, a quantity of at least 1), its one-statement write (the
 * bucket never below zero), its audit entry and change-feed events, one per bucket, in the row's
 * transaction. The difference is taken from the locked product at the version the grid showed:
 * a stock that changed since is a 409 with the row as it stands.
 */
export const STOCK_CELLS_ADAPTER: CellsAdapter<ProductStockRow> = {
  def: STOCK_CELLS,
  read: async (db, _user, id) => {
    const row = await findProductStock(db, id);
    if (!row) throw notFound();
    return row;
  },
  apply: (db, _withLive, user, row, version, set, sent) => {
    const figures = FIGURES.filter((f) => f in set);
    if (figures.length === 0) throw badRequest({ stock: MOVE_REQUIRED_MSG }, MOVE_REQUIRED_MSG);
    if (sent.comment === undefined) throw badRequest({ comment: COMMENT_REQUIRED_MSG }, COMMENT_REQUIRED_MSG);
    return db.transaction().execute(async (trx) => {
      const locked = await sql<{ stock: number; free_stock: number; stock_version: number }>`
        SELECT stock, free_stock, stock_version FROM products WHERE id = ${row.id} FOR NO KEY UPDATE`.execute(
        trx,
      );
      const now = locked.rows[0];
      if (!now) throw notFound();
      if (now.stock_version !== version) throw staleVersion(await findProductStock(trx, row.id));
      const held = { stock: now.stock, freeStock: now.free_stock };
      for (const f of figures) {
        const delta = (set[f] as number) - held[f];
        if (delta === 0) continue;
        // the dialog's quantity, named on the figure's cell (a bucket may hold more than one move takes)
        if (Math.abs(delta) > MAX_MOVE) throw badRequest({ [f]: 'validation.max' }, 'validation.max');
        const adjustment = editBody(StockAdjustment, {
          productId: row.id,
          quantity: Math.abs(delta),
          type: delta > 0 ? 'manual_add' : 'manual_remove',
          bucket: STOCK_CELL_BUCKETS[f],
          comment: sent.comment,
        });
        await writeMoves(trx, user, adjustment.type, [manualMove(adjustment, user.id)], f);
      }
      const after = await findProductStock(trx, row.id);
      if (!after) throw notFound();
      return after;
    });
  },
};
