import { type Kysely, sql } from 'kysely';
import { PURCHASE_ORDERS } from '../../domain/purchase-orders/resource.ts';
import { FINANCE_ROLES } from '../../domain/role-groups.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { ChangeAudience } from '../changes/publish.ts';
import { audit } from '../db/audit.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { forbidden, notFound } from '../errors.ts';
import { staleVersion } from '../resources/crud.ts';
import type { Scope } from '../resources/serve.ts';
import { findPurchaseOrder, type PoRow, purchaseOrderRecord, rowVisible } from './queries.ts';
import { applyChange, changeVersion, checkChange, type PoChange } from './update.ts';

type Db = Kysely<Database>;

/** Invoices are the finance roles': product-manager and logistic buy stock only. */
const INVOICE_READERS = FINANCE_ROLES;
export const seesInvoices = (u: Pick<AuthUser, 'role'>) => INVOICE_READERS.includes(u.role);

/**
 * A purchase order or invoice as `caller` may see it: 404 unknown (or an invoice for a role that
 * sees none), 403 outside his communities.
 */
export async function readPurchaseOrder(
  db: Db,
  caller: AuthUser,
  id: string,
  scope: Scope,
  forUpdate = false,
): Promise<PoRow> {
  const row = await findPurchaseOrder(db, id, forUpdate);
  if (!row || (row.type === 'invoice' && !seesInvoices(caller))) throw notFound();
  if (!rowVisible(row, scope.communities)) throw forbidden('errors.outOfScope');
  return row;
}

/**
 * Who hears of a change, as who may read the row (readPurchaseOrder): an invoice the invoice
 * readers only, a row of communities a member of every one of them.
 */
export const poAudience = (row: Pick<PoRow, 'communities' | 'type'>): ChangeAudience => ({
  ...(row.communities.length ? { communities: row.communities, everyCommunity: true } : {}),
  ...(row.type === 'invoice' ? { restrictTo: INVOICE_READERS } : {}),
});

export const poSnapshot = (r: PoRow) => ({
  supplier: r.supplierId,
  community: r.communityId,
  date: r.date,
  payment_status: r.paymentStatus,
  stock_status: r.stockStatus,
  quantity: r.quantity,
  vatAmount: r.vatAmount,
  totalExVat: r.totalExVat,
  totalSales: r.totalSales,
  bankTransferID: r.bankTransferId,
});

/** The lines as the create audit records them (the body's items), in their order. */
export const auditedLines = (db: Db, id: string) =>
  db
    .selectFrom('purchase_order_items')
    .select([
      'product_id as product',
      'quantity',
      sql<number>`unit_price::float8`.as('unitPrice'),
      sql<number>`vat_percentage::float8`.as('vatPercentage'),
    ])
    .where('purchase_order_id', '=', id)
    .orderBy('position')
    .execute();

/**
 * A change of PUT /api/purchase-orders/{id} (received, paid, the bank transfer id, or the whole
 * order on the edit page), and of the purchase-order lists' cells: its rules on the row as read
 * and again on the locked row, a stale version a 409 with the current record, the write and its
 * audit entry. Joins the caller's transaction when given one; answers the row after the change.
 */
export async function changePurchaseOrder(
  db: Db,
  caller: AuthUser,
  scope: Scope,
  id: string,
  change: PoChange,
): Promise<PoRow> {
  const asked = changeVersion(change);
  checkChange(await readPurchaseOrder(db, caller, id, scope), change, caller);
  return inTransaction(db, async (conn) => {
    // inTransaction hands a transaction (the caller's or its own)
    const trx = conn as Parameters<typeof applyChange>[0];
    const before = await readPurchaseOrder(trx, caller, id, scope, true);
    checkChange(before, change, caller);
    if (asked !== before.version) throw staleVersion(await purchaseOrderRecord(trx, before));
    // an edit may change the lines alone (another product at the same price): they are audited too
    const linesOf = async () => (change.kind === 'edit' ? { lines: await auditedLines(trx, before.id) } : {});
    const linesBefore = await linesOf();
    await applyChange(trx, before, change, caller, scope);
    const after = (await findPurchaseOrder(trx, before.id))!;
    await audit(trx, {
      actorId: caller.id,
      entity: PURCHASE_ORDERS.entity,
      entityId: after.id,
      action: change.kind,
      before: { ...poSnapshot(before), ...linesBefore },
      after: { ...poSnapshot(after), ...(await linesOf()) },
      version: after.version,
      audience: poAudience(after),
    });
    return after;
  });
}
