import * as v from 'valibot';
import { id, int, MSG } from '../schemas/common.ts';
import { isoDate, optText } from '../schemas/shared.ts';

export const STOCK_MOVEMENT_TYPES = [
  'manual_add',
  'manual_remove',
  'customer_order',
  'purchase_order',
  'merge',
] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];
export const STOCK_MOVEMENT_STATUSES = ['in', 'out', 'purchased', 'on_delivery'] as const;
export const STOCK_BUCKETS = ['paid', 'free'] as const;
export type StockBucket = (typeof STOCK_BUCKETS)[number];
export const COMMENT_REQUIRED_MSG = 'stock.errors.commentRequired';
/** A purchase-order movement posted by hand: only its purchase order writes one. */
export const PURCHASE_ORDER_OWN_MSG = 'stock.errors.purchaseOrderOwn';
/** The most units one movement of the add/remove dialog moves. */
export const MAX_MOVE = 10_000_000;

/** The reason a stock change needs ('Please add a comment'). */
export const stockComment = () =>
  v.pipe(
    v.string(COMMENT_REQUIRED_MSG),
    v.trim(),
    v.nonEmpty(COMMENT_REQUIRED_MSG),
    v.maxLength(1000, MSG.tooLong),
  );

/** POST /api/stock-movements */
export const StockMovementCreate = v.strictObject({
  product: id(),
  stockType: v.optional(v.picklist(STOCK_BUCKETS, MSG.invalid), 'paid'),
  type: v.picklist(STOCK_MOVEMENT_TYPES, MSG.required),
  status: v.picklist(STOCK_MOVEMENT_STATUSES, MSG.required),
  date: isoDate(),
  movementStock: int(-10_000_000, 10_000_000),
  comment: optText(1000),
});
export type StockMovementCreate = v.InferOutput<typeof StockMovementCreate>;

/**
 * The add/remove stock dialog. Quantity 0 cannot be confirmed; a remove may not take more than
 * the chosen bucket holds (checked with the stock in stock.ts); a comment is required.
 */
export const StockAdjustment = v.pipe(
  v.strictObject({
    productId: id(),
    quantity: int(1, MAX_MOVE),
    type: v.picklist(['manual_add', 'manual_remove'] as const, MSG.required),
    direction: v.optional(v.picklist(['in', 'out'] as const, MSG.invalid)),
    bucket: v.picklist(STOCK_BUCKETS, MSG.required),
    comment: stockComment(),
  }),
  v.forward(
    v.check(
      (a) => a.direction == null || a.direction === (a.type === 'manual_add' ? 'in' : 'out'),
      MSG.invalid,
    ),
    ['direction'],
  ),
  v.transform((a) => ({ ...a, direction: a.type === 'manual_add' ? ('in' as const) : ('out' as const) })),
);
export type StockAdjustment = v.InferOutput<typeof StockAdjustment>;
