import { isCellar } from '../communities.ts';
import { basisPoints, divRound, percentOf, timesQty } from '../money.ts';

/**
 * Finance arithmetic, all in fen, every division rounded half-up to the fen
 * ("rounded to 2 decimals" of a yuan):
 *   VAT included in a price  = price - price / (1 + rate/100) = price x rate / (100 + rate)
 *   line total excluding VAT = quantity x unit price - its included VAT
 *   service fee              = (total - delivery) x commission rate / 100
 *   supplier share           = total - service fee
 *   commission amount        = (pack income + single item income) x commission rate / 100
 */
export interface VatLine {
  quantity: number;
  /** unit price including VAT, fen */
  unitPrice: number;
  vatPercentage: number;
}

/** The VAT contained in a VAT-inclusive amount. */
export function vatIncluded(priceFen: number, vatPercent: number): number {
  const bp = basisPoints(vatPercent);
  return Number(divRound(BigInt(priceFen) * bp, 10_000n + bp));
}

export function lineGross(line: VatLine): number {
  return timesQty(line.unitPrice, line.quantity);
}

/** Total excluding VAT of a purchase-order line, rounded to the fen. */
export function lineTotalExVat(line: VatLine): number {
  const gross = lineGross(line);
  return gross - vatIncluded(gross, line.vatPercentage);
}

/** The line's VAT, so that VAT + total excluding VAT is exactly the gross. */
export function lineVat(line: VatLine): number {
  return vatIncluded(lineGross(line), line.vatPercentage);
}

export interface PurchaseOrderTotals {
  quantity: number;
  vatAmount: number;
  totalExVat: number;
  totalInclVat: number;
}

/** The totals row of a purchase order: sums of the lines' own rounded figures. */
export function purchaseOrderTotals(lines: readonly VatLine[]): PurchaseOrderTotals {
  const out: PurchaseOrderTotals = { quantity: 0, vatAmount: 0, totalExVat: 0, totalInclVat: 0 };
  for (const l of lines) {
    out.quantity += l.quantity;
    out.vatAmount += lineVat(l);
    out.totalExVat += lineTotalExVat(l);
    out.totalInclVat += lineGross(l);
  }
  return out;
}

/**
 * The payment states of the orders a services offer earns its commission on (with status
 * available): those that brought money in. Pending orders have not paid, cancelled ones (ccl, or a
 * pending one discontinued) never will; a refunded order still counts, its refund being settled
 * apart (the refunds column). One rule for the services screen, its invoices, the
 * general analytics and the money overview (docs/finance.md).
 */
export const FEE_PAYMENT_STATES = ['paid', 'refunding', 'rfd'] as const;

/** Whether an order counts toward its services offer's commission (`FEE_PAYMENT_STATES`). */
export function earnsServiceFee(o: { paymentStatus: string; status: string }): boolean {
  return o.status === 'available' && (FEE_PAYMENT_STATES as readonly string[]).includes(o.paymentStatus);
}

/** Service fee = (total − delivery) × commission rate / 100, half-up to the fen. */
export function serviceFee(total: number, delivery: number, commissionRate: number): number {
  return percentOf(total - delivery, commissionRate);
}

export function supplierShare(total: number, delivery: number, commissionRate: number): number {
  return total - serviceFee(total, delivery, commissionRate);
}

export function commissionAmount(
  packIncome: number,
  singleItemIncome: number,
  commissionRate: number,
): number {
  return percentOf(packIncome + singleItemIncome, commissionRate);
}

export interface InvoicedOffer {
  /** stats[0].totalAmount: sales including delivery */
  totalAmount: number;
  /** stats[0].deliveryFee */
  deliveryFee: number;
  commissionRate: number;
}

export interface InvoiceTotals {
  totalSales: number;
  totalSalesExDelivery: number;
  /** the distinct commission rates, in the offers' order */
  feePercents: number[];
  /** sum of each offer's own service fee */
  feeAmount: number;
  refunds: number;
  vouchers: number;
  supplierShare: number;
}

export function invoiceTotals(
  offers: readonly InvoicedOffer[],
  totalRefund = 0,
  totalVouchers = 0,
): InvoiceTotals {
  const totalSales = offers.reduce((s, o) => s + o.totalAmount, 0);
  const delivery = offers.reduce((s, o) => s + o.deliveryFee, 0);
  const feeAmount = offers.reduce(
    (s, o) => s + serviceFee(o.totalAmount, o.deliveryFee, o.commissionRate),
    0,
  );
  return {
    totalSales,
    totalSalesExDelivery: totalSales - delivery,
    feePercents: [...new Set(offers.map((o) => o.commissionRate))],
    feeAmount,
    refunds: totalRefund,
    vouchers: totalVouchers,
    supplierShare: totalSales - feeAmount,
  };
}

/** One community (cellar, by fixed id) shows VAT per line on invoices. */
export function showsVatPerLine(communityId: string | null | undefined): boolean {
  return isCellar(communityId);
}

/** The VAT of a customer-order line for the cellar, from the supplier's VAT; null elsewhere. */
export function cellarLineVat(
  communityId: string | null | undefined,
  line: { quantity: number; price: number },
  supplierVat: number | null | undefined,
): number | null {
  if (!showsVatPerLine(communityId) || supplierVat == null) return null;
  return vatIncluded(timesQty(line.price, line.quantity), supplierVat);
}

/** Gross margin (cellar only): sales minus cost, and its percent of sales with 2 decimals. */
export function grossMargin(salesFen: number, costFen: number): { amount: number; percent: number } {
  const amount = salesFen - costFen;
  const percent = salesFen === 0 ? 0 : Number(divRound(BigInt(amount) * 10_000n, BigInt(salesFen))) / 100;
  return { amount, percent };
}
