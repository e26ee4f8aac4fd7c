import { can } from '../actions.ts';
import { type Actor, type Machine, type MoveResult, movesFor, step } from '../machine.ts';
import { ROLES, type Role } from '../roles.ts';
import { type OrderState, shownPaymentStatus } from './locking.ts';
import { TRACKING_STATUSES, type TrackingStatus } from './schema.ts';

/**
 * Delivery tracking: the dropdown moves freely among prepared, on_the_way, delayed and
 * delivered; delivered is final (read-only). 'process' is the state of an order nobody has
 * prepared yet; it is never chosen again. A move is named by its target status.
 */
const TRACKERS: readonly Role[] = ROLES.filter((r) => can(r, 'order.tracking'));
export const TRACKING_CHOICES: readonly TrackingStatus[] = ['prepared', 'on_the_way', 'delayed', 'delivered'];

export const TRACKING_MACHINE: Machine<TrackingStatus, TrackingStatus> = {
  states: TRACKING_STATUSES,
  final: ['delivered'],
  transitions: TRACKING_CHOICES.map((to) => ({
    from: TRACKING_STATUSES.filter((s) => s !== to && s !== 'delivered'),
    move: to,
    to,
    actors: TRACKERS,
  })),
};

export const INITIAL_TRACKING: TrackingStatus = 'process';

export function trackingTargets(current: TrackingStatus, actor: Actor): TrackingStatus[] {
  return movesFor(TRACKING_MACHINE, current, actor);
}

export function canMoveTracking(from: TrackingStatus, to: TrackingStatus, actor: Actor): boolean {
  return step(TRACKING_MACHINE, from, to, actor).ok;
}

export function applyTrackingMove(
  from: TrackingStatus,
  to: TrackingStatus,
  actor: Actor,
): MoveResult<TrackingStatus> {
  return step(TRACKING_MACHINE, from, to, actor);
}

export const TRACKING_CLOSED_MSG = 'order.errors.trackingClosed';

/**
 * A cancelled order (ccl, or a pending one cancelled) or a refunded one (rfd) ships nothing: its
 * tracking no longer changes, whoever asks (docs/delivery-tracking.md). A refund still pending
 * does not stop a parcel already on its way: it may be refused and the order paid again.
 */
export function trackingClosed(o: OrderState): boolean {
  const shown = shownPaymentStatus(o);
  return shown === 'ccl' || shown === 'rfd';
}

export const DELIVERED_READ_ONLY_MSG = 'order.errors.deliveredReadOnly';

/**
 * The tracking fields an order's own edit (live or daily) would change on an order whose tracking
 * no longer moves, each named with why: TRACKING_CLOSED_MSG when it ships nothing once the edit's
 * payment move is made (`next`), DELIVERED_READ_ONLY_MSG when it was delivered (delivered is final,
 * as on the tracking edit). The same value sent again (a form sends what it shows) is no change. A
 * tracking number is never cleared by an edit (null keeps it), so only a text counts.
 */
export function closedTrackingChanges(
  cur: { deliveryTrackingID: string; deliveryDate: string | null; trackingStatus: TrackingStatus },
  asked: { deliveryTrackingID?: string | null; deliveryDate?: string | null },
  next: OrderState,
): Record<string, string> {
  const why = trackingClosed(next)
    ? TRACKING_CLOSED_MSG
    : cur.trackingStatus === 'delivered'
      ? DELIVERED_READ_ONLY_MSG
      : null;
  if (!why) return {};
  const changed = [
    asked.deliveryTrackingID != null &&
      asked.deliveryTrackingID !== cur.deliveryTrackingID &&
      'deliveryTrackingID',
    asked.deliveryDate !== undefined && (asked.deliveryDate ?? null) !== cur.deliveryDate && 'deliveryDate',
  ].filter((k): k is string => !!k);
  return Object.fromEntries(changed.map((k) => [k, why]));
}
