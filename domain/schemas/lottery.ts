import * as v from 'valibot';
import { int } from './common.ts';

/** POST /api/lottery-draws/{drawId}/assign: orderID null takes the slot back. */
export const AssignWinner = v.strictObject({
  winnerNumber: int(1, 10_000),
  orderID: v.nullable(int(1, Number.MAX_SAFE_INTEGER)),
  drawNumber: v.optional(int(1, 10_000)),
});
export type AssignWinner = v.InferOutput<typeof AssignWinner>;
