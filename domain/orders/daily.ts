import { businessDate } from '../dates.ts';
import { vatIncluded } from '../finance/rules.ts';
import type { OrderLine, OrderView } from '../live-views.ts';
import { sumFen, timesQty } from '../money.ts';
import type { DailyLine } from './daily-schema.ts';
import { dailyLinesEditable } from './locking.ts';
import { showsPaymentQr } from './payment-qr.ts';
import { type OrderTotals, orderTotals } from './totals.ts';

/**
 * Daily (walk-in) orders: the lines are catalogue products at the retail
 * price typed on the form, the delivery fee is what staff type, vouchers are the customer's
 * eligible ones. No specials or gifts apply: a daily order is not sold through an offer.
 */
export type DailyLineInput = Pick<DailyLine, 'product' | 'quantity' | 'price'>;

export function dailyTotals(
  lines: readonly DailyLineInput[],
  deliveryFee: number,
  voucherAmounts: readonly number[] = [],
): OrderTotals {
  const ticketAmount = sumFen(lines.map((l) => timesQty(l.price, l.quantity)));
  return orderTotals({ ticketAmount, gifts: [], deliveryFee, voucherAmounts });
}

/** Units each product holds in an order's lines (the same product may be listed twice). */
export function unitsByProduct(
  lines: readonly Pick<DailyLine, 'product' | 'quantity'>[],
): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of lines) m.set(l.product, (m.get(l.product) ?? 0) + l.quantity);
  return m;
}

/**
 * The stock each product must give (positive) or get back (negative) when an order's held units
 * go from `before` to `after`; products whose units do not change are left out.
 */
export function stockDeltas(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): [string, number][] {
  const out: [string, number][] = [];
  for (const p of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const d = (after.get(p) ?? 0) - (before.get(p) ?? 0);
    if (d !== 0) out.push([p, d]);
  }
  return out;
}

/**
 * Whether an update changes the product section (the lines), which only a pending order allows.
 * Every field the line stores counts, the weight too (a missing weight is the schema's 0).
 */
type ComparedLine = Pick<DailyLine, 'product' | 'quantity' | 'price' | 'weightType'> & { weight?: number };
export function linesDiffer(a: readonly ComparedLine[], b: readonly ComparedLine[]): boolean {
  const key = (l: (typeof a)[number]) =>
    `${l.product}|${l.quantity}|${l.price}|${l.weightType}|${l.weight ?? 0}`;
  return a.length !== b.length || a.some((l, i) => key(l) !== key(b[i]!));
}

/** One rate of a tax breakdown: the VAT-inclusive amount taxed at it and the VAT it holds. */
export interface TaxRow {
  rate: number;
  gross: number;
  vat: number;
  net: number;
}

/**
 * Tax breakdown of an order: the goods at the supplier's VAT rate, tax on a price
 * including VAT = price - price / (1 + rate/100). Delivery is shown as its own line, untaxed here
 * (docs/orders.md). The total VAT is the sum of the rows.
 */
export function taxBreakdown(goods: number, vatPercent: number | null | undefined): TaxRow[] {
  const rate = vatPercent ?? 0;
  const vat = vatIncluded(goods, rate);
  return [{ rate, gross: goods, vat, net: goods - vat }];
}

/** GET /api/orders/{id}/daily: the daily-order form's values, plus what the form shows read-only. */
export interface DailyOrderAnswer {
  id: string;
  orderID: number;
  version: number;
  customer: string | null;
  customerName: string;
  customerDaily: { customerName: string; fapiaoInformation: string };
  customerAddress: {
    type: 'office' | 'home' | 'other';
    city: string;
    area: string;
    detailedAddress: string;
    phone: string;
    contact: string;
    zipCode: string;
    comment: string;
  };
  community: string;
  supplier: string;
  supplierVat: number | null;
  deliveryFee: number;
  deliveryDate: string;
  orderDate: string;
  paymentMethod: 'wechat' | 'alipay';
  fapiao: boolean;
  fapiaoEmail: string;
  comment: string;
  lines: (DailyLine & { name: { en: string; zh: string } })[];
  vouchers: string[];
  paymentStatus: 'pending' | 'paid' | 'ccl' | 'refunding' | 'rfd';
  status: 'available' | 'discontinued';
  locked: boolean;
  /** the product section is editable only while payment is pending */
  linesEditable: boolean;
  totals: OrderTotals;
  tax: TaxRow[];
  /** the payment page its QR code links to (PAYMENT_PAGE_URL + the order id) */
  paymentUrl: string;
  /** whether it shows the QR code: a daily order still to pay */
  showsQr: boolean;
}

/** The stored lines (live-order snapshots) back as the form's lines. */
export function dailyLinesOf(stored: readonly OrderLine[]): DailyLine[] {
  return stored.map((l) => ({
    product: l.product ?? l.lineId,
    weightType: l.weightType as DailyLine['weightType'],
    weight: l.weight,
    quantity: l.quantity,
    price: l.price,
  }));
}

/** A daily order as its form edits it; another type of order is a 404 here. */
export function dailyAnswerOf(o: OrderView, paymentUrl: string): DailyOrderAnswer {
  const a = o.customerAddress;
  const lines = dailyLinesOf(o.singleItems);
  const totals = dailyTotals(
    lines,
    o.deliveryFee,
    o.vouchers.map((v) => v.amount),
  );
  const daily = (o.customerDaily ?? { customerName: o.customerName }) as DailyOrderAnswer['customerDaily'];
  return {
    id: o.id,
    orderID: o.orderID,
    version: o.version,
    customer: o.customer?.id ?? null,
    customerName: o.customerName,
    customerDaily: { customerName: daily.customerName, fapiaoInformation: daily.fapiaoInformation ?? '' },
    customerAddress: {
      type: (a?.type ?? 'home') as DailyOrderAnswer['customerAddress']['type'],
      city: a?.city ?? '',
      area: a?.area ?? '',
      detailedAddress: a?.detailedAddress ?? '',
      phone: a?.phone ?? '',
      contact: a?.contact ?? '',
      zipCode: a?.zipCode ?? '',
      comment: a?.comment ?? '',
    },
    community: o.community,
    supplier: o.supplier?.id ?? '',
    supplierVat: o.supplier?.vat ?? null,
    deliveryFee: o.deliveryFee,
    deliveryDate: o.deliveryDate ?? '',
    orderDate: businessDate(o.orderDate),
    paymentMethod: o.paymentMethod,
    fapiao: o.fapiao,
    fapiaoEmail: o.fapiaoEmail,
    comment: o.comment,
    lines: lines.map((l, i) => ({ ...l, name: o.singleItems[i]!.name })),
    vouchers: o.vouchers.map((v) => v.id),
    paymentStatus: o.paymentStatus,
    status: o.status,
    locked: o.locked,
    linesEditable: dailyLinesEditable(o),
    totals,
    tax: taxBreakdown(totals.goodsAmount, o.supplier?.vat),
    paymentUrl,
    showsQr: showsPaymentQr(o),
  };
}
