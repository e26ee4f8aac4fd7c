import { type SqlBool, sql } from 'kysely';
import { commissionAmount } from '../../domain/finance/rules.ts';
import { SERVICE_OFFERS_LIST, type ServiceOfferRow } from '../../domain/finance/service-offers-list.ts';
import type { FilterValue } from '../../domain/list-protocol.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { figuresOf, rateOf } from './offer-figures.ts';

const invoiced = sql`EXISTS (SELECT 1 FROM invoice_offers x WHERE x.offer_id = f.id)`;

const columns = {
  supplier: { expr: sql.ref('f.supplier_id') },
  offerID: { expr: sql`f.offer_id::text`, sortBy: sql.ref('f.offer_id'), notNull: true },
  community: { expr: sql.ref('f.community_id'), notNull: true },
  endingDate: { expr: sql.ref('f.ending_date'), date: 'timestamptz' as const, notNull: true },
  startingDate: { expr: sql.ref('f.starting_date'), date: 'timestamptz' as const, notNull: true },
  createdAt: { expr: sql.ref('f.created_at'), date: 'timestamptz' as const, notNull: true },
  invoiced: {
    expr: invoiced,
    where: (f: FilterValue) =>
      f.op === 'eq' && f.value === false ? sql<SqlBool>`NOT ${invoiced}` : sql<SqlBool>`${invoiced}`,
  },
};

interface Row {
  id: string;
  offer_id: number;
  name: { en: string; zh: string };
  starting_date: Date;
  ending_date: Date;
  community_id: string;
  supplier_id: string;
  supplier_name: string;
  rate: string;
  orders: number;
  pack: number;
  single: number;
  delivery: number;
  income: number;
  refund: number;
  vouchers: number;
  invoice_id: string | null;
  invoice_po_id: string | null;
  invoice_paid: 'unpaid' | 'paid' | null;
  io_rate: string | null;
  io_fee: number | null;
}

function toRow(r: Row): ServiceOfferRow {
  const rate = Number(r.io_rate ?? r.rate);
  return {
    id: r.id,
    offerID: r.offer_id,
    name: r.name,
    startingDate: r.starting_date.toISOString(),
    endingDate: r.ending_date.toISOString(),
    finished: r.ending_date.getTime() <= Date.now(),
    supplier: { id: r.supplier_id, name: r.supplier_name },
    community: r.community_id,
    orders: r.orders,
    actualIncomePack: Number(r.pack),
    actualIncomeSingleItem: Number(r.single),
    actualIncomeDelivery: Number(r.delivery),
    actualIncome: Number(r.income),
    commissionRate: rate,
    commissionAmount: commissionAmount(Number(r.pack), Number(r.single), rate),
    refundAmount: Number(r.refund),
    voucherAmount: Number(r.vouchers),
    relatedInvoice: r.invoice_id
      ? { id: r.invoice_id, poId: r.invoice_po_id!, payment_status: r.invoice_paid! }
      : null,
  };
}

/**
 * The services offers tab: offers of services suppliers, scoped by the offer's community. The
 * page is cut from the offers alone (an index on the ending date gives the order), then each of
 * its 80 rows gets its figures; an invoiced offer shows the figures its invoice froze.
 */
export const serviceOffersSource: ListSource<Row, ServiceOfferRow> = {
  def: defineList(SERVICE_OFFERS_LIST, columns, 'f.id'),
  from: sql`offers f`,
  where: [sql<SqlBool>`f.supplier_id IN (SELECT id FROM suppliers WHERE type = 'services')`],
  scope: { expr: sql.ref('f.community_id'), field: 'community' },
  select: sql`f.id, f.offer_id, f.name, f.starting_date, f.ending_date, f.community_id, f.supplier_id,
    s.name AS supplier_name, ${rateOf('f', 's')}::text AS rate,
    coalesce(io.orders, x.orders) AS orders,
    coalesce(io.pack_income, x.pack) AS pack, coalesce(io.single_item_income, x.single) AS single,
    coalesce(io.delivery_fee, x.delivery) AS delivery, coalesce(io.total_amount, x.income) AS income,
    coalesce(io.refund_amount, x.refund) AS refund, coalesce(io.voucher_amount, x.vouchers) AS vouchers,
    inv.id AS invoice_id, inv.po_id AS invoice_po_id, inv.payment_status AS invoice_paid,
    io.commission_rate::text AS io_rate, io.fee_amount AS io_fee`,
  pageJoins: {
    alias: 'f',
    joins: sql`JOIN suppliers s ON s.id = f.supplier_id
      LEFT JOIN invoice_offers io ON io.offer_id = f.id
      LEFT JOIN purchase_orders inv ON inv.id = io.invoice_id
      LEFT JOIN LATERAL ${figuresOf(sql`f.id`)} x ON io.offer_id IS NULL`,
  },
  map: toRow,
};
