import * as v from 'valibot';
import { int } from '../schemas/common.ts';

/**
 * POST /api/lottery-draws/{drawId}/assign: orderID null takes the slot back. `currentOrderID` is
 * the slot's holder the operator saw (null: free), required: when another operator gave the slot
 * meanwhile, the assign is a 409 with the draw as it is, never a silent overwrite.
 */
export const AssignWinner = v.strictObject({
  winnerNumber: int(1, 10_000),
  orderID: v.nullable(int(1, Number.MAX_SAFE_INTEGER)),
  currentOrderID: v.nullable(int(1, Number.MAX_SAFE_INTEGER)),
  drawNumber: v.optional(int(1, 10_000)),
});
export type AssignWinner = v.InferOutput<typeof AssignWinner>;
