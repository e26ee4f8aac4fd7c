import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { type CellDef, type CellLock, clearableText, defineCells } from '../cells.ts';
import { MSG } from '../schemas/common.ts';
import { isoDate } from '../schemas/shared.ts';
import { isVoucherSettled, type VoucherMove, voucherMoves } from './rules.ts';
import { VOUCHER_STATUSES, type Voucher, type VoucherStatus } from './schema.ts';

/** Who changes a voucher once given: the status select's roles, admin and super-admin. */
const SETTERS = ACTIONS['voucher.setStatus'];

/** The translation group of the status select's values (`customers.voucherStatuses.pending`...). */
const STATUS_LABELS = 'customers.voucherStatuses';

const TARGET: Partial<Record<VoucherMove, VoucherStatus>> = {
  validate: 'validated',
  decline: 'declined',
  cancel: 'ccl',
};

/** A used voucher is read-only (its order holds it), a declined or cancelled one is final. */
const settled = (x: Voucher): CellLock | null => (isVoucherSettled(x) ? 'final' : null);

const field = (
  get: (x: Voucher) => unknown,
  cell: Omit<CellDef<Voucher>, 'roles' | 'get' | 'lockedBy'>,
): CellDef<Voucher> => ({ roles: SETTERS, get, lockedBy: settled, ...cell });

/**
 * The vouchers list's editable cells, the admins': the status through
 * the voucher machine (pending → validated or declined, validated → ccl, asked first since ccl is
 * final), the expiration date (not before today, as when given) and the comment. Used vouchers,
 * declined and cancelled ones are read-only.
 */
export const VOUCHER_CELLS = defineCells<Voucher>({
  entity: 'voucher',
  cells: {
    status: field((x) => x.status, {
      editor: 'select',
      schema: v.picklist(VOUCHER_STATUSES, MSG.invalid),
      options: (x, role) => [x.status, ...voucherMoves(x, role).flatMap((m) => TARGET[m] ?? [])],
      optionKey: STATUS_LABELS,
      immediate: true,
      confirm: (_x, value) => (value === 'ccl' ? 'vouchers.cancelCellQuestion' : null),
    }),
    expirationDate: field((x) => x.expirationDate, { editor: 'date', schema: isoDate() }),
    comment: field((x) => x.comment, { editor: 'text', schema: clearableText(2000), clearable: true }),
  },
});
