import * as v from 'valibot';
import { everyValue } from '../cells/choices.ts';
import { type CellDef, clearableText, defineCells } from '../cells.ts';
import { nameText } from '../names.ts';
import { SUPPLIER_EDITORS } from '../role-groups.ts';
import { MSG } from '../schemas/common.ts';
import { percent } from '../schemas/shared.ts';
import { PAYMENT_TERMS, SUPPLIER_STATUSES, type Supplier } from './schema.ts';

/** The translation groups of the selects' values. */
const TERM_LABELS = 'suppliers.paymentTerms';
const STATUS_LABELS = 'suppliers.statuses';

/** The supplier's edit (PUT /api/suppliers/{id}) is the editors': every cell is theirs. */
const cell = <K extends keyof Supplier>(
  field: K,
  c: Omit<CellDef<Supplier>, 'roles' | 'get'>,
): CellDef<Supplier> => ({ roles: SUPPLIER_EDITORS, get: (s) => s[field], ...c });

/**
 * The suppliers list's editable cells: name (the case-insensitive duplicate rule
 * of the form holds: 409 'Supplier already exists'), phone, payment term, the percentage of the
 * supplier's type (VAT for direct sales, commission for services; the other is not the type's and
 * stays read-only, as the list leaves it empty) and status (available, ongoing, discontinued).
 */
export const SUPPLIER_CELLS = defineCells<Supplier>({
  entity: 'supplier',
  cells: {
    name: cell('name', { editor: 'text', schema: nameText(200) }),
    phone: cell('phone', { editor: 'text', schema: clearableText(40), clearable: true }),
    paymentTerm: cell('paymentTerm', {
      editor: 'select',
      schema: v.picklist(PAYMENT_TERMS, MSG.invalid),
      options: everyValue<Supplier, 'paymentTerm'>('paymentTerm', PAYMENT_TERMS),
      optionKey: TERM_LABELS,
      immediate: true,
    }),
    vat: cell('vat', {
      editor: 'number',
      schema: percent(100),
      lockedBy: (s) => (s.type === 'direct_sales' ? null : 'notEditable'),
    }),
    commission: cell('commission', {
      editor: 'number',
      schema: percent(100),
      lockedBy: (s) => (s.type === 'services' ? null : 'notEditable'),
    }),
    status: cell('status', {
      editor: 'select',
      schema: v.picklist(SUPPLIER_STATUSES, MSG.invalid),
      options: everyValue<Supplier, 'status'>('status', SUPPLIER_STATUSES),
      optionKey: STATUS_LABELS,
      immediate: true,
    }),
  },
});
