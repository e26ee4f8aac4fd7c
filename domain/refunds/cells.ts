import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { type CellDef, type CellLock, clearableText, defineCells } from '../cells.ts';
import { REFUND_ROLES } from '../role-groups.ts';
import type { Role } from '../roles.ts';
import { fen, MSG } from '../schemas/common.ts';
import { isoDate } from '../schemas/shared.ts';
import {
  isRefundFinal,
  MANUAL_REFUND_CONFIRM,
  needsRefundConfirmation,
  type RefundMove,
  refundFieldsEditable,
  refundMoves,
} from './rules.ts';
import { REFUND_STATUSES, type Refund, type RefundStatus } from './schema.ts';

const TARGET: Record<RefundMove, RefundStatus> = {
  validate: 'validated',
  refuse: 'refused',
  refund: 'refunded',
};

/** The translation group of the status select's values (`refunds.statuses.new`...). */
const STATUS_LABELS = 'refunds.statuses';

/** Who decides (validate, refuse) and who marks refunded: the refund machine's roles. */
const MOVERS: readonly Role[] = [...new Set([...ACTIONS['refund.decide'], ...ACTIONS['refund.refund']])];
/** Who edits a refund's fields: every refund role but finance, who sees refunds read-only. */
const EDITORS: readonly Role[] = REFUND_ROLES.filter(
  (r) => refundFieldsEditable({ status: 'new' }, r).fields,
);

/** A refused or refunded refund is read-only; the amount only while the refund is new. */
const fieldLock =
  (amount: boolean) =>
  (r: Refund, role: Role): CellLock | null => {
    const can = refundFieldsEditable(r, role);
    if (!can.fields) return 'final';
    return amount && !can.amount ? 'locked' : null;
  };

const field = (
  get: (r: Refund) => unknown,
  cell: Omit<CellDef<Refund>, 'roles' | 'get' | 'lockedBy'>,
  amount = false,
): CellDef<Refund> => ({ roles: EDITORS, get, lockedBy: fieldLock(amount), ...cell });

/**
 * Whether the status cell's `refunded` is a manual refund, asked first ("Are you sure you want to
 * refund this order manually?"): alipay, or wechat with its payment info missing. The
 * cells call takes a value of this cell as the answered question.
 */
export const refundCellConfirms = (r: Refund, value: unknown): boolean =>
  value === 'refunded' && needsRefundConfirmation(r);

/**
 * The refunds list's editable cells: the status through the refund
 * machine (new → validated or refused by the admins, validated → refunded by the admins and
 * finance, a manual refund asked first), the amount while the refund is new, action ETA and
 * comment. Finance and final refunds are read-only but for the moves finance may make.
 */
export const REFUND_CELLS = defineCells<Refund>({
  entity: 'refund',
  cells: {
    status: {
      editor: 'select',
      schema: v.picklist(REFUND_STATUSES, MSG.invalid),
      roles: MOVERS,
      get: (r) => r.status,
      lockedBy: (r) => (isRefundFinal(r.status) ? 'final' : null),
      options: (r, role) => [r.status, ...refundMoves(r, role).map((m) => TARGET[m])],
      optionKey: STATUS_LABELS,
      immediate: true,
      confirm: (r, value) => (refundCellConfirms(r, value) ? MANUAL_REFUND_CONFIRM : null),
    },
    refundAmount: field((r) => r.refundAmount, { editor: 'money', schema: fen(1) }, true),
    actionETA: field((r) => r.actionETA, { editor: 'date', schema: isoDate() }),
    comment: field((r) => r.comment, { editor: 'text', schema: clearableText(2000), clearable: true }),
  },
});
