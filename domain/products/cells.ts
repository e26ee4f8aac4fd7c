import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { everyValue } from '../cells/choices.ts';
import { type CellDef, clearableText, defineCells } from '../cells.ts';
import { fen, MSG, STATUS } from '../schemas/common.ts';
import type { ProductListRow } from './list.ts';
import { STORAGE_TYPES } from './schema.ts';

/** The translation groups of the selects' values. */
const STORAGE_LABELS = 'product.storageTypes';
const STATUS_LABELS = 'product.statuses';

/** The product's edit (PUT /api/products/{id}) is the product editors'. */
const cell = <K extends keyof ProductListRow>(
  field: K,
  c: Omit<CellDef<ProductListRow>, 'roles' | 'get'>,
): CellDef<ProductListRow> => ({ roles: ACTIONS['product.edit'], get: (p) => p[field], ...c });

/**
 * The products list's editable cells: unit price and retail price in fen (the
 * retail price may be emptied), storage, status (available, discontinued, either way) and the
 * comment. Going back to available is the form's duplicate rule: another available product with
 * the same English name refuses it (409 'Product already exists', on the status).
 */
export const PRODUCT_CELLS = defineCells<ProductListRow>({
  entity: 'product',
  cells: {
    price: cell('price', { editor: 'money', schema: fen(0) }),
    retailPrice: cell('retailPrice', { editor: 'money', schema: v.nullable(fen(0)), clearable: true }),
    storageType: cell('storageType', {
      editor: 'select',
      schema: v.picklist(STORAGE_TYPES, MSG.invalid),
      options: everyValue<ProductListRow, 'storageType'>('storageType', STORAGE_TYPES),
      optionKey: STORAGE_LABELS,
      immediate: true,
    }),
    status: cell('status', {
      editor: 'select',
      schema: v.picklist(STATUS, MSG.invalid),
      options: everyValue<ProductListRow, 'status'>('status', STATUS),
      optionKey: STATUS_LABELS,
      immediate: true,
    }),
    comment: cell('comment', { editor: 'text', schema: clearableText(2000), clearable: true }),
  },
});
