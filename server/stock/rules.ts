import {
  COMMENT_REQUIRED_MSG,
  PURCHASE_ORDER_OWN_MSG,
  type StockMovementCreate,
} from '../../domain/stock/schema.ts';
import type { Move } from './move.ts';

/**
 * The raw movement call (POST /api/stock-movements) records what a member may record by hand:
 * manual adds and removes. Customer-order and merge movements are the server's own (a sale, a
 * merge): posting one would make stock appear from nowhere. Purchase-order movements are their
 * purchase order's: written with its lines, turned `in` by its reception. The call's body names no
 * purchase order, so one posted here would be purchased stock no reception ever settles.
 * The sign follows the status: in and purchased add, out and on_delivery take. A manual change is
 * the stock dialog's, made here without it: its reason is as required as there.
 */
export function movementIssues(b: StockMovementCreate): Record<string, string> | null {
  if (b.type === 'customer_order' || b.type === 'merge') return { type: 'stock.errors.systemType' };
  if (b.type === 'purchase_order') return { type: PURCHASE_ORDER_OWN_MSG };
  const positive = b.status === 'in' || b.status === 'purchased';
  if (b.movementStock === 0 || b.movementStock > 0 !== positive)
    return { movementStock: 'validation.invalid' };
  if ((b.type === 'manual_add' && b.status !== 'in') || (b.type === 'manual_remove' && b.status !== 'out'))
    return { status: 'validation.invalid' };
  if ((b.type === 'manual_add' || b.type === 'manual_remove') && !b.comment?.trim())
    return { comment: COMMENT_REQUIRED_MSG };
  return null;
}

export function rawMove(b: StockMovementCreate, createdBy: string): Move {
  return {
    productId: b.product,
    bucket: b.stockType,
    type: b.type,
    status: b.status,
    movementStock: b.movementStock,
    comment: b.comment,
    date: b.date,
    createdBy,
  };
}
