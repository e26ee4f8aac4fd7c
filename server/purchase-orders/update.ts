import { expressionBuilder, sql, type Transaction } from 'kysely';
import type * as v from 'valibot';
import { can } from '../../domain/actions.ts';
import type { MoveResult } from '../../domain/machine.ts';
import { payPurchaseOrder, receivePurchaseOrder } from '../../domain/purchase-orders/rules.ts';
import { PoBankId, PoPay, PoReceive, PurchaseOrderEdit } from '../../domain/purchase-orders/schema.ts';
import { FINANCE_ROLES } from '../../domain/role-groups.ts';
import { MSG } from '../../domain/schemas/common.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { notifyChange } from '../changes/publish.ts';
import { audit } from '../db/audit.ts';
import { type CamelDatabase, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest, conflict, forbidden, HttpError, parse } from '../errors.ts';
import { askedVersion } from '../resources/crud.ts';
import type { Scope } from '../resources/serve.ts';
import { receivePurchased } from '../stock/receive.ts';
import type { PoRow } from './queries.ts';
import { checkPurchaseOrder, clearLines, poColumns, writeLines } from './write.ts';

type Trx = Transaction<Database>;

const MSG_PAY_FORBIDDEN = 'errors.moveForbidden';
const EDIT_KEYS = new Set(['supplier', 'date', 'community', 'purchaseOrderItems']);

export type PoChange =
  | { kind: 'receive'; version: number }
  | { kind: 'pay'; bankTransferID?: string; version: number }
  | { kind: 'bank'; bankTransferID: string; version: number }
  | { kind: 'edit'; body: v.InferOutput<typeof PurchaseOrderEdit> };

/** The version a change was made from: every change names one (400 naming `version` otherwise). */
export const changeVersion = (change: PoChange): number =>
  askedVersion(change.kind === 'edit' ? change.body : change);

/**
 * PUT /api/purchase-orders/{id} carries one field: stock_status received, or
 * payment_status paid (an invoice's with its bank transfer id), or the bank transfer id alone
 * (typed in the invoices grid); or, on the edit page, the whole order. The body's keys say which,
 * so a mistake is reported on its own field rather than as "matches no shape".
 */
export function parseChange(raw: unknown): PoChange {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest({ body: MSG.invalid });
  const keys = Object.keys(raw);
  // a key only the whole order has makes it an edit, whatever else it carries
  if (keys.length === 0 || keys.some((k) => EDIT_KEYS.has(k)))
    return { kind: 'edit', body: parse(PurchaseOrderEdit, raw) };
  if (keys.includes('stock_status')) return { kind: 'receive', version: parse(PoReceive, raw).version };
  if (keys.includes('payment_status')) {
    const { payment_status: _p, ...pay } = parse(PoPay, raw);
    return { kind: 'pay', ...pay };
  }
  if (keys.every((k) => k === 'bankTransferID' || k === 'version') && keys.includes('bankTransferID'))
    return { kind: 'bank', ...parse(PoBankId, raw) };
  return { kind: 'edit', body: parse(PurchaseOrderEdit, raw) };
}

const refused = (r: MoveResult<string>) =>
  r.ok ? null : r.error === 'forbidden' ? forbidden(r.message) : new HttpError('conflict', r.message);

/** The rules of a change on the row as it is (run before the transaction and on the locked row). */
export function checkChange(row: PoRow, change: PoChange, caller: AuthUser): void {
  const invoice = row.type === 'invoice';
  // invoices are the finance roles': others may not know of them
  if (invoice && !FINANCE_ROLES.includes(caller.role)) throw forbidden();
  if (change.kind === 'receive') {
    if (invoice) throw badRequest({ stock_status: MSG.invalid });
    const r = receivePurchaseOrder(row.stockStatus, caller.role);
    if (!r.ok)
      throw r.error === 'conflict'
        ? conflict(
            { stock_status: 'purchaseOrder.errors.alreadyReceived' },
            'purchaseOrder.errors.alreadyReceived',
          )
        : refused(r)!;
  } else if (change.kind === 'pay') {
    const r = payPurchaseOrder(row.paymentStatus, caller.role);
    if (!r.ok)
      throw r.error === 'conflict'
        ? conflict({ payment_status: 'purchaseOrder.errors.alreadyPaid' }, 'purchaseOrder.errors.alreadyPaid')
        : refused(r)!;
  } else if (change.kind === 'bank') {
    if (!can(caller.role, 'purchase.markPaid')) throw forbidden(MSG_PAY_FORBIDDEN);
  } else {
    if (invoice) throw badRequest({ purchaseOrderItems: MSG.invalid });
    if (!can(caller.role, 'purchase.write')) throw forbidden();
    if (row.stockStatus !== 'pending' || row.paymentStatus !== 'unpaid')
      throw conflict(undefined, 'purchaseOrder.errors.locked');
  }
}

/** Writes an allowed change on the locked row; the version rises by one. */
export async function applyChange(
  trx: Trx,
  row: PoRow,
  change: PoChange,
  caller: AuthUser,
  scope: Scope,
): Promise<void> {
  // the version raised as every camel-view update raises it; `now()` is the transaction's time
  const eb = expressionBuilder<CamelDatabase, 'purchaseOrders'>();
  const bump = { version: eb('version', '+', 1), updatedAt: sql<Date>`now()` };
  const q = camel(trx).updateTable('purchaseOrders').where('id', '=', row.id);
  if (change.kind === 'receive') {
    // the stock each product gained is audited and announced as the inventory's own changes are
    for (const p of await receivePurchased(trx, row.id))
      await audit(trx, {
        actorId: caller.id,
        entity: 'product_stock',
        entityId: p.id,
        action: 'purchase_received',
        before: { stock: p.stock - p.added },
        after: { stock: p.stock, purchaseOrder: row.poId },
      });
    const moved = await camel(trx)
      .selectFrom('stockMovements')
      .select('id')
      .where('purchaseOrderId', '=', row.id)
      .execute();
    for (const m of moved) await notifyChange(trx, 'stock_movement', m.id);
    await q.set({ stockStatus: 'received', receivedAt: sql`now()`, ...bump }).execute();
  } else if (change.kind === 'pay') {
    // a payment without a bank transfer id keeps the one the row has (undefined is left out)
    const bankTransferId = change.bankTransferID;
    await q.set({ paymentStatus: 'paid', paidAt: sql`now()`, bankTransferId, ...bump }).execute();
  } else if (change.kind === 'bank') {
    await q.set({ bankTransferId: change.bankTransferID, ...bump }).execute();
  } else {
    const { version: _v, ...body } = change.body;
    await checkPurchaseOrder(trx, body, scope);
    await clearLines(trx, row.id);
    await q.set({ ...poColumns(body), ...bump }).execute();
    await writeLines(trx, row.id, row.poId, body, caller);
  }
}
