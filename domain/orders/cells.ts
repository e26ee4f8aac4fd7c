import * as v from 'valibot';
import { ACTIONS, can } from '../actions.ts';
import { type CellDef, type CellLock, clearable, clearableText, defineCells } from '../cells.ts';
import type { OrderView } from '../live-views.ts';
import { MSG } from '../schemas/common.ts';
import { isoDate } from '../schemas/shared.ts';
import { isFrozenByOffer, isOrderLocked, isRefundOwned, shownPaymentStatus } from './locking.ts';
import { paymentMoves } from './payment-status.ts';
import { TRACKING_STATUSES } from './schema.ts';
import { trackingClosed, trackingTargets } from './tracking.ts';
import { trackingIdText } from './tracking-id.ts';

/** The payment statuses a cell may choose: paying and cancelling (refunds have their own flow). */
const MOVE_TO = { pay: 'paid', cancel: 'ccl' } as const;

/** The translation groups of the selects' values (`live.paymentStatuses.paid`...). */
const PAYMENT_LABELS = 'live.paymentStatuses';
const TRACKING_LABELS = 'live.trackingStatuses';

/**
 * A pending order of a discontinued offer keeps everything as it was, whoever asks: only its
 * cancel is left (the server refuses the rest with order.errors.offerDiscontinuedEdit).
 */
const frozen = (o: OrderView): CellLock | null =>
  isFrozenByOffer(o, o.offerStatus) ? 'offerDiscontinued' : null;

/**
 * A cancelled or refunded order ships nothing; a delivered one's tracking fields are final, as on
 * delivery tracking.
 */
const trackingLock = (o: OrderView): CellLock | null =>
  frozen(o) ?? (trackingClosed(o) ? 'noDelivery' : o.trackingStatus === 'delivered' ? 'delivered' : null);

const tracking = <K extends keyof OrderView>(
  field: K,
  cell: Omit<CellDef<OrderView>, 'roles' | 'get' | 'lockedBy'>,
): CellDef<OrderView> => ({
  roles: ACTIONS['order.tracking'],
  get: (o) => o[field],
  lockedBy: trackingLock,
  ...cell,
});

/**
 * The order lists' editable cells (services, direct sales, daily, delivery tracking): payment
 * status through the payment machine, the tracking fields through the tracking machine, the comment.
 */
export const ORDER_CELLS = defineCells<OrderView>({
  entity: 'order',
  cells: {
    paymentStatus: {
      editor: 'select',
      schema: v.picklist(['pending', 'paid', 'ccl'] as const, MSG.invalid),
      roles: ACTIONS['order.edit'],
      get: (o) => shownPaymentStatus(o),
      lockedBy: (o, role) => {
        if (isRefundOwned(o)) return 'final';
        // a locked order's status is the admins' (the machine offers them its moves)
        if (isOrderLocked(o) && !can(role, 'order.changeLocked')) return 'orderLocked';
        if (o.paymentStatus === 'paid' && !can(role, 'order.changePaid')) return 'paid';
        return null;
      },
      options: (o, role) => [
        shownPaymentStatus(o),
        ...paymentMoves(o, role).flatMap((m) =>
          m === 'cancel' || (m === 'pay' && !frozen(o)) ? [MOVE_TO[m]] : [],
        ),
      ],
      narrowedBy: frozen,
      optionKey: PAYMENT_LABELS,
      immediate: true,
    },
    trackingStatus: tracking('trackingStatus', {
      editor: 'select',
      schema: v.picklist(TRACKING_STATUSES, MSG.invalid),
      options: (o, role) => [o.trackingStatus, ...trackingTargets(o.trackingStatus, role)],
      optionKey: TRACKING_LABELS,
      immediate: true,
    }),
    deliveryTrackingID: tracking('deliveryTrackingID', {
      editor: 'text',
      schema: clearable(trackingIdText()),
      clearable: true,
    }),
    deliveryDate: tracking('deliveryDate', {
      editor: 'date',
      schema: v.nullable(isoDate()),
      clearable: true,
    }),
    comment: {
      editor: 'text',
      schema: clearableText(2000),
      roles: ACTIONS['order.edit'],
      get: (o) => o.comment,
      // a locked order takes no edit, whoever asks; one its refund owns changes only through it
      lockedBy: (o) => (isRefundOwned(o) ? 'final' : isOrderLocked(o) ? 'orderLocked' : frozen(o)),
      clearable: true,
    },
  },
});
