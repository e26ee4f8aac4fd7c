import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { type CellDef, clearableText, defineCells } from '../cells.ts';
import { MSG, requiredText, STATUS } from '../schemas/common.ts';
import { CUSTOMER_LEVELS } from './schema.ts';
import type { CustomerListRow } from './views.ts';

/** Who may correct a customer: the customer's edit (PUT /api/customers/{id}) is theirs. */
const WRITERS = ACTIONS['customer.write'];

/** A select of a fixed list of values: any of them, the current one first. */
const pick = <K extends 'level' | 'status'>(
  field: K,
  values: readonly CustomerListRow[K][],
  optionKey: string,
): CellDef<CustomerListRow> => ({
  editor: 'select',
  schema: v.picklist(values, MSG.invalid),
  roles: WRITERS,
  get: (c) => c[field],
  options: (c) => [c[field], ...values.filter((x) => x !== c[field])],
  optionKey,
  immediate: true,
});

/**
 * The customers list's editable cells: name, WeChat ID, level, status,
 * and the flag. A cell is saved by the customer's own edit, which saves every customer as not
 * flagged: so the flag is only ever taken off (any saved cell takes it off too), and
 * a customer who is not flagged cannot be flagged here.
 */
export const CUSTOMER_CELLS = defineCells<CustomerListRow>({
  entity: 'customer',
  cells: {
    name: { editor: 'text', schema: requiredText(120), roles: WRITERS, get: (c) => c.name },
    wechatID: {
      editor: 'text',
      schema: clearableText(100),
      roles: WRITERS,
      get: (c) => c.wechatID,
      clearable: true,
    },
    level: pick('level', CUSTOMER_LEVELS, 'customers.levels'),
    status: pick('status', STATUS, 'customers.statuses'),
    flagged: {
      editor: 'boolean',
      schema: v.boolean(MSG.invalid),
      roles: WRITERS,
      get: (c) => c.flagged,
      lockedBy: (c) => (c.flagged ? null : 'noMove'),
      immediate: true,
    },
  },
});
