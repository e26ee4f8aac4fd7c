import { sql, type Transaction } from 'kysely';
import { COMMUNITIES } from '../../domain/communities.ts';
import { lineTotalExVat, lineVat, purchaseOrderTotals } from '../../domain/finance/rules.ts';
import type { PurchaseOrderBody } from '../../domain/purchase-orders/schema.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { notifyChange } from '../changes/publish.ts';
import { type CamelUpdate, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import type { Scope } from '../resources/serve.ts';
import { allWritten, applyMoves } from '../stock/move.ts';

type Trx = Transaction<Database>;

/**
 * The checks of a purchase order that need the database: the supplier exists and
 * sells direct (VAT applies to it); every product is one of its products that is not
 * discontinued; the community, when given, is one the caller has. Each failure is a 400 naming
 * the field.
 */
export async function checkPurchaseOrder(trx: Trx, body: PurchaseOrderBody, scope: Scope): Promise<void> {
  const supplier = await camel(trx)
    .selectFrom('suppliers')
    .select(['id', 'type'])
    .where('id', '=', body.supplier)
    .executeTakeFirst();
  if (!supplier) throw badRequest({ supplier: 'purchaseOrder.errors.unknownSupplier' });
  if (supplier.type !== 'direct_sales')
    throw badRequest(
      { supplier: 'purchaseOrder.errors.notDirectSales' },
      'purchaseOrder.errors.notDirectSales',
    );
  if (body.community) {
    if (!COMMUNITIES.some((c) => c.id === body.community))
      throw badRequest({ community: 'validation.unknownCommunity' });
    scope.assert(body.community);
  }
  const ids = [...new Set(body.purchaseOrderItems.map((l) => l.product))];
  const ok = await camel(trx)
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .where('supplierId', '=', body.supplier)
    .where('status', '<>', 'discontinued')
    .execute();
  const allowed = new Set(ok.map((p) => p.id));
  const bad = body.purchaseOrderItems.findIndex((l) => !allowed.has(l.product));
  if (bad >= 0)
    throw badRequest(
      { [`purchaseOrderItems.${bad}.product`]: 'purchaseOrder.errors.productNotOfSupplier' },
      'purchaseOrder.errors.productNotOfSupplier',
    );
}

/** The row's columns from a body: the totals by domain/finance/rules.ts, exact to the fen. */
export function poColumns(body: PurchaseOrderBody) {
  const totals = purchaseOrderTotals(body.purchaseOrderItems);
  return {
    supplierId: body.supplier,
    communityId: body.community ?? null,
    communities: body.community ? [body.community] : [],
    date: body.date,
    quantity: totals.quantity,
    vatAmount: totals.vatAmount,
    totalExVat: totals.totalExVat,
    totalSales: totals.totalInclVat,
  } satisfies CamelUpdate<'purchaseOrders'>;
}

/**
 * Writes the lines of a purchase order and their `purchased` stock movements (on their way: the
 * inventory's purchased figure rises, the buckets do not until reception).
 */
export async function writeLines(
  trx: Trx,
  poId: string,
  poNumber: string,
  body: PurchaseOrderBody,
  caller: Pick<AuthUser, 'id'>,
) {
  await camel(trx)
    .insertInto('purchaseOrderItems')
    .values(
      body.purchaseOrderItems.map((l, i) => ({
        purchaseOrderId: poId,
        position: i + 1,
        productId: l.product,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        vatPercentage: l.vatPercentage,
        totalPrice: lineTotalExVat(l),
        vatAmount: lineVat(l),
      })),
    )
    .execute();
  const moves = body.purchaseOrderItems.map((l) => ({
    productId: l.product,
    bucket: 'paid' as const,
    type: 'purchase_order' as const,
    status: 'purchased' as const,
    movementStock: l.quantity,
    comment: poNumber,
    purchaseOrderId: poId,
    createdBy: caller.id,
  }));
  const result = await applyMoves(trx, moves);
  if (!allWritten(moves, result)) throw new Error(`purchase order ${poNumber}: movements not written`);
  for (const id of result.movementIds) await notifyChange(trx, 'stock_movement', id);
}

/** An edit replaces the lines: the old ones' movements were only `purchased`, no bucket moved. */
export async function clearLines(trx: Trx, poId: string): Promise<void> {
  const db = camel(trx);
  await db
    .deleteFrom('stockMovements')
    .where('purchaseOrderId', '=', poId)
    .where('status', '=', 'purchased')
    .execute();
  await db.deleteFrom('purchaseOrderItems').where('purchaseOrderId', '=', poId).execute();
}

/** The next number of its sequence (a function call on a sequence: raw, the builder has nothing to add). */
export async function nextNumber(trx: Trx, type: 'purchase_order' | 'invoice'): Promise<string> {
  const seq = type === 'invoice' ? 'invoice_number_seq' : 'purchase_order_number_seq';
  const r = await sql<{ n: string }>`SELECT nextval(${seq}::regclass)::text AS n`.execute(trx);
  return `${type === 'invoice' ? 'INV' : 'PO'}${r.rows[0]!.n}`;
}
