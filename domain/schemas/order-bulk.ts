import * as v from 'valibot';
import { id, int, MSG } from './common.ts';

/** What one action does to each selected order of the order lists (bulk, from the keyboard). */
export const BULK_ACTIONS = ['paid', 'tracking'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
const BULK_TRACKING = ['prepared', 'on_the_way', 'delayed', 'delivered'] as const;

/**
 * POST /api/orders/bulk: one action on many orders, each at the version the list showed. Each
 * row is its own change (own transaction, own audit, own 409 with the newer row), so one refused
 * row never holds back the others.
 */
export const OrderBulk = v.pipe(
  v.strictObject({
    action: v.picklist(BULK_ACTIONS, MSG.required),
    trackingStatus: v.optional(v.picklist(BULK_TRACKING, MSG.invalid)),
    rows: v.pipe(
      v.array(v.strictObject({ id: id(), version: int(0, Number.MAX_SAFE_INTEGER) }), MSG.required),
      v.minLength(1, MSG.required),
      v.maxLength(200, MSG.tooLong),
    ),
  }),
  v.forward(
    v.check((b) => b.action !== 'tracking' || b.trackingStatus !== undefined, MSG.required),
    ['trackingStatus'],
  ),
);
export type OrderBulk = v.InferOutput<typeof OrderBulk>;

/** One row's answer: the order after the change, or why it was refused (and the newer row on 409). */
export type BulkRowResult<O> =
  | { id: string; ok: true; order: O }
  | { id: string; ok: false; status: number; message: string; current?: O };

export interface BulkAnswer<O> {
  changed: number;
  refused: number;
  results: BulkRowResult<O>[];
}
