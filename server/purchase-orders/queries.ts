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
import type { Database, Row } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { defineList } from '../lists/list-query.ts';
import type { CommunityScope, ListSource } from '../lists/runner.ts';

type Db = Kysely<Database>;

export type PoRow = Row<'purchase_orders'> & { supplier_name: string; supplier_payment_term: string };

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

export const SELECT_PO = sql`po.*, s.name AS supplier_name, s.payment_term AS supplier_payment_term`;
export const FROM_PO = sql`purchase_orders po JOIN suppliers s ON s.id = po.supplier_id`;

export function toPurchaseOrder(r: PoRow): PurchaseOrderRow {
  const term = r.supplier_payment_term as PaymentTerm;
  return {
    id: r.id,
    poId: r.po_id,
    type: r.type,
    supplier: { id: r.supplier_id, name: r.supplier_name, paymentTerm: term },
    community: r.community_id,
    date: r.date,
    dueDate: dueDate(r.date, term),
    payment_status: r.payment_status,
    stock_status: r.stock_status,
    quantity: r.quantity,
    vatAmount: r.vat_amount,
    totalExVat: r.total_ex_vat,
    totalSales: r.total_sales,
    totalDelivery: r.total_delivery,
    feeAmount: r.fee_amount,
    feePercents: r.fee_percents.map(Number),
    totalRefund: r.total_refund,
    totalVouchers: r.total_vouchers,
    bankTransferID: r.bank_transfer_id,
    createdAt: r.created_at.toISOString(),
    version: r.version,
  };
}

/** The finance list: the caller's type restriction is added by the route. */
export const purchaseOrdersSource: ListSource<PoRow, PurchaseOrderRow> = {
  def: defineList(PURCHASE_ORDERS_LIST, columns, 'po.id'),
  from: FROM_PO,
  scope: { where: visibleTo },
  select: SELECT_PO,
  map: toPurchaseOrder,
};

export async function findPurchaseOrder(db: Db, id: string, forUpdate = false): Promise<PoRow | undefined> {
  const lock = forUpdate ? sql`FOR UPDATE OF po` : sql``;
  const r = await sql<PoRow>`SELECT ${SELECT_PO} FROM ${FROM_PO} WHERE po.id = ${id} ${lock}`.execute(db);
  return r.rows[0];
}

/** Whether a caller of these communities may see the row (null: every community). */
export function rowVisible(row: Pick<PoRow, 'communities'>, scope: CommunityScope): boolean {
  return scope === null || row.communities.every((c) => scope.includes(c));
}

type LineRow = Row<'purchase_order_items'> & { product_code: string; name_en: string; name_zh: string };

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
  const r = await sql<LineRow>`
    SELECT i.*, p.product_id AS product_code, p.name_en, p.name_zh
    FROM purchase_order_items i JOIN products p ON p.id = i.product_id
    WHERE i.purchase_order_id = ${id} ORDER BY ${order}`.execute(db);
  return r.rows.map((l) => ({
    id: l.id,
    position: l.position,
    product: { id: l.product_id, productId: l.product_code, name: { en: l.name_en, zh: l.name_zh } },
    quantity: l.quantity,
    unitPrice: l.unit_price,
    vatPercentage: Number(l.vat_percentage),
    totalPrice: l.total_price,
    vatAmount: l.vat_amount,
  }));
}

type InvoicedRow = Row<'invoice_offers'> & {
  offer_number: number;
  name: { en: string; zh: string };
  starting_date: Date;
  ending_date: Date;
  community_id: string;
};

export async function invoiceOffers(db: Db, invoiceId: string): Promise<InvoicedOfferRow[]> {
  const r = await sql<InvoicedRow>`
    SELECT io.*, o.offer_id AS offer_number, o.name, o.starting_date, o.ending_date, o.community_id
    FROM invoice_offers io JOIN offers o ON o.id = io.offer_id
    WHERE io.invoice_id = ${invoiceId} ORDER BY o.offer_id`.execute(db);
  return r.rows.map((o) => ({
    id: o.offer_id,
    offerID: o.offer_number,
    name: o.name,
    startingDate: o.starting_date.toISOString(),
    endingDate: o.ending_date.toISOString(),
    community: o.community_id,
    orders: o.orders,
    totalAmount: o.total_amount,
    deliveryFee: o.delivery_fee,
    commissionRate: Number(o.commission_rate),
    feeAmount: o.fee_amount,
    refundAmount: o.refund_amount,
    voucherAmount: o.voucher_amount,
  }));
}

export async function purchaseOrderRecord(db: Db, row: PoRow): Promise<PurchaseOrderRecord> {
  const [lines, relatedOffers] = await Promise.all([
    row.type === 'purchase_order' ? purchaseOrderLines(db, row.id) : Promise.resolve([]),
    row.type === 'invoice' ? invoiceOffers(db, row.id) : Promise.resolve([]),
  ]);
  return { ...toPurchaseOrder(row), lines, relatedOffers };
}
