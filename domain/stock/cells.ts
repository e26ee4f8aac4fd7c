import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { type CellDef, defineCells } from '../cells.ts';
import { MSG } from '../schemas/common.ts';
import { stockComment } from './schema.ts';
import type { ProductStockRow } from './views.ts';

/** A remove may not take more than the bucket holds. */
export const NOT_ENOUGH_MSG = 'stock.errors.notEnough';
/** A comment typed with no new paid or free stock: there is no movement for it to explain. */
export const MOVE_REQUIRED_MSG = 'stock.errors.moveRequired';

/**
 * A bucket's new figure: whole units, never below zero (a remove beyond what the bucket holds is
 * the dialog's 'not enough stock').
 */
const figure = () =>
  v.pipe(
    v.number(MSG.invalid),
    v.integer(MSG.integer),
    v.minValue(0, NOT_ENOUGH_MSG),
    v.maxValue(10_000_000, MSG.max),
  );

/** The stock add/remove roles, as the dialog's call (POST /api/stock-movements/manual). */
const cell = (c: Omit<CellDef<ProductStockRow>, 'roles'>): CellDef<ProductStockRow> => ({
  roles: ACTIONS['stock.adjust'],
  ...c,
});

/**
 * The inventory's editable cells: the paid and the
 * free stock, and the comment. A bucket's cell takes its new figure and is saved as the dialog's
 * movement of the difference (an add or a remove of that bucket), never as an overwrite; the
 * comment is the movement's reason, required: a figure without it is refused on `comment`, a
 * comment without a new figure on `stock`. The comment cell shows the reason of the bucket's last
 * change. A figure typed on a stock that changed since the grid showed it is a 409. A figure and
 * its reason are saved with each other: the grid's typing pause waits for both (`savedWith`).
 */
export const STOCK_CELLS = defineCells<ProductStockRow>({
  entity: 'product_stock',
  cells: {
    stock: cell({ editor: 'number', schema: figure(), get: (r) => r.stock, savedWith: ['comment'] }),
    freeStock: cell({ editor: 'number', schema: figure(), get: (r) => r.freeStock, savedWith: ['comment'] }),
    comment: cell({
      editor: 'text',
      schema: stockComment(),
      get: (r) => r.comment,
      savedWith: ['stock', 'freeStock'],
    }),
  },
});

/** The bucket each figure cell moves. */
export const STOCK_CELL_BUCKETS = { stock: 'paid', freeStock: 'free' } as const;
