import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { dueDate, type PaymentTerm } from '../../domain/finance/due.ts';
import { type FilterValue, parseListQuery } from '../../domain/list-protocol.ts';
import {
  type InvoicedOfferRow,
  PO_LINE_SORTS,
  PURCHASE_ORDERS_LIST,
  type PurchaseOrderLine,
  type PurchaseOrderRecord,
  type PurchaseOrderRow,
} from '../../domain/purchase-orders/list.ts';
import { type CamelRow, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { defineList } from '../lists/list-query.ts';
import type { CommunityScope, ListSource } from '../lists/runner.ts';

type Db = Kysely<Database>;

/** A purchase order or invoice as read through the camel view, with its supplier's name and terms. */
export type PoRow = CamelRow<'purchaseOrders'> & { supplierName: string; supplierPaymentTerm: string };

const dateCol = (c: string) => ({ expr: sql.ref(c), date: 'date' as const, notNull: true });

const columns = {
  type: { expr: sql.ref('po.type'), notNull: true },
  poId: { expr: sql.ref('po.po_id'), notNull: true },
  supplier: { expr: sql.ref('po.supplier_id'), sortBy: sql`lower(s.name)`, notNull: true },
  payment_status: { expr: sql.ref('po.payment_status'), notNull: true },
  stock_status: { expr: sql.ref('po.stock_status'), notNull: true },
  offerID: {
    expr: sql`NULL`,
    where: (f: FilterValue) => {
      const typed = f.op === 'text' ? f.value.trim() : '';
      return sql<SqlBool>`EXISTS (SELECT 1 FROM invoice_offers io JOIN offers o ON o.id = io.offer_id
        WHERE io.invoice_id = po.id AND o.offer_id::text = ${typed})`;
    },
  },
  date: dateCol('po.date'),
  totalSales: { expr: sql.ref('po.total_sales'), notNull: true },
  createdAt: { expr: sql.ref('po.created_at'), date: 'timestamptz' as const, notNull: true },
};

/**
 * Who sees a row besides the admins: rows of no community (the warehouse's purchases) and rows
 * all of whose communities are the caller's. An invoice over several communities carries each
 * offer's figures, so a member of only some of them may not read it (nor pay it): exactly those
 * who could have generated it.
 */
export const visibleTo = (communities: readonly string[]): RawBuilder<SqlBool> =>
  sql<SqlBool>`(po.communities <@ ${[...communities]}::uuid[])`;

// Raw SQL for the list runner (its filters and sorts name these aliases), read through the camel view.
const SELECT_PO = sql`po.*, s.name AS supplier_name, s.payment_term AS supplier_payment_term`;
const FROM_PO = sql`purchase_orders po JOIN suppliers s ON s.id = po.supplier_id`;

/** The API's row: the supplier is an object, the two statuses keep the names the API always gave them. */
export function toPurchaseOrder(r: PoRow): PurchaseOrderRow {
  const term = r.supplierPaymentTerm as PaymentTerm;
  return {
    id: r.id,
    poId: r.poId,
    type: r.type,
    supplier: { id: r.supplierId, name: r.supplierName, paymentTerm: term },
    community: r.communityId,
    date: r.date,
    dueDate: dueDate(r.date, term),
    payment_status: r.paymentStatus,
    stock_status: r.stockStatus,
    quantity: r.quantity,
    vatAmount: r.vatAmount,
    totalExVat: r.totalExVat,
    totalSales: r.totalSales,
    totalDelivery: r.totalDelivery,
    feeAmount: r.feeAmount,
    feePercents: r.feePercents.map(Number),
    totalRefund: r.totalRefund,
    totalVouchers: r.totalVouchers,
    bankTransferID: r.bankTransferId,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  };
}

/** The finance list: the caller's type restriction is added by the route. */
export const purchaseOrdersSource: ListSource<PoRow, PurchaseOrderRow> = {
  def: defineList(PURCHASE_ORDERS_LIST, columns, 'po.id'),
  from: FROM_PO,
  scope: { where: visibleTo },
  select: SELECT_PO,
  camel: true,
  map: toPurchaseOrder,
};

export async function findPurchaseOrder(db: Db, id: string, forUpdate = false): Promise<PoRow | undefined> {
  let q = camel(db)
    .selectFrom('purchaseOrders as po')
    .innerJoin('suppliers as s', 's.id', 'po.supplierId')
    .selectAll('po')
    .select(['s.name as supplierName', 's.paymentTerm as supplierPaymentTerm'])
    .where('po.id', '=', id);
  if (forUpdate) q = q.forUpdate('po');
  return q.executeTakeFirst();
}

/** Whether a caller of these communities may see the row (null: every community). */
export function rowVisible(row: Pick<PoRow, 'communities'>, scope: CommunityScope): boolean {
  return scope === null || row.communities.every((c) => scope.includes(c));
}

const LINE_ORDER: Record<(typeof PO_LINE_SORTS)[number], RawBuilder<unknown>> = {
  position: sql`i.position`,
  product: sql`lower(p.name_en)`,
  quantity: sql`i.quantity`,
  unitPrice: sql`i.unit_price`,
  vatPercentage: sql`i.vat_percentage`,
  totalPrice: sql`i.total_price`,
};

/** `?sort=["quantity","DESC"]` of the lines call; anything else is a 400 naming `sort`. */
export function lineSort(raw: string | undefined): RawBuilder<unknown> {
  if (raw === undefined) return sql`i.position ASC`;
  const parsed = parseListQuery({ ...PURCHASE_ORDERS_LIST, sorts: PO_LINE_SORTS }, { sort: raw });
  if (!parsed.ok) throw badRequest({ sort: parsed.error.message }, parsed.error.message);
  const [field, dir] = parsed.value.sort;
  return sql`${LINE_ORDER[field as (typeof PO_LINE_SORTS)[number]]} ${sql.raw(dir)}, i.position ASC`;
}

export async function purchaseOrderLines(
  db: Db,
  id: string,
  order: RawBuilder<unknown> = sql`i.position ASC`,
): Promise<PurchaseOrderLine[]> {
  // the order is raw: the lines call's sort, built by lineSort over these two aliases
  const rows = await camel(db)
    .selectFrom('purchaseOrderItems as i')
    .innerJoin('products as p', 'p.id', 'i.productId')
    .selectAll('i')
    .select(['p.productId as productCode', 'p.nameEn', 'p.nameZh'])
    .where('i.purchaseOrderId', '=', id)
    .orderBy(order)
    .execute();
  return rows.map((l) => ({
    id: l.id,
    position: l.position,
    product: { id: l.productId, productId: l.productCode, name: { en: l.nameEn, zh: l.nameZh } },
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    vatPercentage: Number(l.vatPercentage),
    totalPrice: l.totalPrice,
    vatAmount: l.vatAmount,
  }));
}

export async function invoiceOffers(db: Db, invoiceId: string): Promise<InvoicedOfferRow[]> {
  const rows = await camel(db)
    .selectFrom('invoiceOffers as io')
    .innerJoin('offers as o', 'o.id', 'io.offerId')
    .selectAll('io')
    .select(['o.offerId as offerNumber', 'o.name', 'o.startingDate', 'o.endingDate', 'o.communityId'])
    .where('io.invoiceId', '=', invoiceId)
    .orderBy('o.offerId')
    .execute();
  return rows.map((o) => ({
    id: o.offerId,
    offerID: o.offerNumber,
    name: o.name,
    startingDate: o.startingDate.toISOString(),
    endingDate: o.endingDate.toISOString(),
    community: o.communityId,
    orders: o.orders,
    totalAmount: o.totalAmount,
    deliveryFee: o.deliveryFee,
    commissionRate: Number(o.commissionRate),
    feeAmount: o.feeAmount,
    refundAmount: o.refundAmount,
    voucherAmount: o.voucherAmount,
  }));
}

export async function purchaseOrderRecord(db: Db, row: PoRow): Promise<PurchaseOrderRecord> {
  const [lines, relatedOffers] = await Promise.all([
    row.type === 'purchase_order' ? purchaseOrderLines(db, row.id) : Promise.resolve([]),
    row.type === 'invoice' ? invoiceOffers(db, row.id) : Promise.resolve([]),
  ]);
  return { ...toPurchaseOrder(row), lines, relatedOffers };
}
