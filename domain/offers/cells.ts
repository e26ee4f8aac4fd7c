import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { type CellDef, type CellLock, defineCells } from '../cells.ts';
import { fen, MSG, requiredText, STATUS } from '../schemas/common.ts';
import { percent } from '../schemas/shared.ts';
import type { OfferListRow } from './list.ts';
import { hasStarted } from './timing.ts';

/** The translation group of the status select's values (`offers.statuses.discontinued`). */
const STATUS_LABELS = 'offers.statuses';

/**
 * Once an offer has started, only its texts, images, clipboard and stock may change
 * (domain/offers/editing.ts EDITABLE_AFTER_START); the list's figures are set before the start.
 */
const started = (o: OfferListRow): CellLock | null => (hasStarted(o, new Date()) ? 'started' : null);

const beforeStart = (cell: Omit<CellDef<OfferListRow>, 'roles' | 'lockedBy'>): CellDef<OfferListRow> => ({
  roles: ACTIONS['offer.edit'],
  lockedBy: started,
  ...cell,
});

/**
 * The offers list's editable cells: the internal name, the sales target and the commission rate
 * while the offer has not started (the offer form's edit), and its status at any time
 * (discontinuing is a status update, asked for as the form asks it).
 */
export const OFFER_CELLS = defineCells<OfferListRow>({
  entity: 'offer',
  cells: {
    internalName: beforeStart({
      editor: 'text',
      schema: requiredText(200),
      get: (o) => o.internalName,
    }),
    // an empty target is stored as none (0), as the form saves it
    targetSales: beforeStart({
      editor: 'money',
      schema: v.pipe(
        v.nullable(fen(0)),
        v.transform((n) => n ?? 0),
      ),
      get: (o) => o.targetSales,
      clearable: true,
    }),
    commissionRate: beforeStart({
      editor: 'number',
      schema: percent(100),
      get: (o) => o.commissionRate,
    }),
    status: {
      editor: 'select',
      schema: v.picklist(STATUS, MSG.invalid),
      roles: ACTIONS['offer.edit'],
      get: (o) => o.status,
      options: (o) => [o.status, ...STATUS.filter((s) => s !== o.status)],
      optionKey: STATUS_LABELS,
      immediate: true,
      confirm: (_o, value) => (value === 'discontinued' ? 'offerForm.discontinueConfirm' : null),
    },
  },
});
