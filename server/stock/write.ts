import type { Kysely } from 'kysely';
import type { Role } from '../../domain/roles.ts';
import { BUCKET_FULL_MSG, MAX_BUCKET } from '../../domain/stock/rules.ts';
import type { StockAdjustment } from '../../domain/stock/schema.ts';
import type { StockMovementAnswer } from '../../domain/stock/views.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { notifyChange } from '../changes/publish.ts';
import { audit } from '../db/audit.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { badRequest, notFound } from '../errors.ts';
import type { RememberKey } from '../http/create-once.ts';
import { allWritten, applyMoves, type Move } from './move.ts';
import { findMovement } from './movements.ts';
import { findProductStock } from './queries.ts';

/**
 * One stock change asked by a member (the dialog, the raw movement call, a merge, a stock typed
 * in an inventory cell): the moves and their bucket changes in one statement, audited, announced
 * to the inventory and movement lists, in one transaction (the caller's when it runs in one).
 * `shortField` names the field a short bucket is reported on.
 */
export async function writeMoves(
  db: Kysely<Database>,
  caller: AuthUser,
  action: string,
  moves: Move[],
  shortField: string,
  remember?: RememberKey,
): Promise<StockMovementAnswer> {
  return inTransaction(db, async (trx) => {
    await remember?.claim(trx);
    const productId = moves[0]!.productId;
    const result = await applyMoves(trx, moves);
    const after = await findProductStock(trx, productId);
    if (!after) throw notFound();
    if (!allWritten(moves, result))
      throw badRequest(
        { [shortField]: 'validation.max' },
        overflows(moves, after) ? BUCKET_FULL_MSG : 'stock.errors.notEnough',
      );
    const movement = await findMovement(trx, result.movementIds[result.movementIds.length - 1]!, caller);
    const paid = moves
      .filter((m) => m.bucket === 'paid' && isMoving(m))
      .reduce((s, m) => s + m.movementStock, 0);
    const free = moves
      .filter((m) => m.bucket === 'free' && isMoving(m))
      .reduce((s, m) => s + m.movementStock, 0);
    await audit(trx, {
      actorId: caller.id,
      entity: 'product_stock',
      entityId: productId,
      action,
      before: { stock: after.stock - paid, freeStock: after.freeStock - free, ...pending(after, moves, -1) },
      after: { stock: after.stock, freeStock: after.freeStock, ...pending(after, moves, 0) },
    });
    for (const id of result.movementIds) await notifyChange(trx, 'stock_movement', id);
    await remember?.(trx, movement!.id);
    return { ...movement!, productStock: after };
  });
}

/** The movement of the add/remove dialog (POST /api/stock-movements/manual). */
export const manualMove = (a: StockAdjustment, createdBy: string): Move => ({
  productId: a.productId,
  bucket: a.bucket,
  type: a.type,
  status: a.direction,
  movementStock: a.type === 'manual_add' ? a.quantity : -a.quantity,
  comment: a.comment,
  createdBy,
});

const isMoving = (m: Move) => m.status === 'in' || m.status === 'out';

/** Whether the moves refused were an add past what a bucket holds, rather than a short one. */
function overflows(moves: Move[], s: { stock: number; freeStock: number }): boolean {
  const held = { paid: s.stock, free: s.freeStock };
  return moves.some(
    (m) => isMoving(m) && m.movementStock > 0 && held[m.bucket] + m.movementStock > MAX_BUCKET,
  );
}

/** Pending figures in the audit entry, only when a move changed them. */
function pending(s: { purchasedStock: number; onDeliveryStock: number }, moves: Move[], sign: -1 | 0) {
  const p = moves.filter((m) => m.status === 'purchased').reduce((a, m) => a + m.movementStock, 0);
  const d = moves.filter((m) => m.status === 'on_delivery').reduce((a, m) => a - m.movementStock, 0);
  return {
    ...(p ? { purchasedStock: s.purchasedStock + sign * p } : {}),
    ...(d ? { onDeliveryStock: s.onDeliveryStock + sign * d } : {}),
  };
}

/** A movement as its create answered it, with its product's stock as it is now (a replayed key). */
export async function movementAnswer(
  db: Kysely<Database>,
  id: string,
  reader: { role: Role },
): Promise<StockMovementAnswer | undefined> {
  const movement = await findMovement(db, id, reader);
  const stock = movement && (await findProductStock(db, movement.product));
  return movement && stock ? { ...movement, productStock: stock } : undefined;
}
