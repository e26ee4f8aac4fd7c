import { CSV_BOM, csvRow } from '../../../domain/csv.ts';
import { formatDate } from '../../../domain/dates.ts';
import { toYuanString } from '../../../domain/money.ts';
import type { PurchaseOrderRecord } from '../../../domain/purchase-orders/list.ts';
import type { Translate } from '../../../locales/keys.ts';

/**
 * "Download invoice": the invoice's offers, one line each, with what the
 * supplier is invoiced (fapiao to issue) and paid (pay to vendor), then the totals line. Amounts
 * as plain yuan for the spreadsheet; the figures are those frozen at generation.
 */
export function invoiceCsv(inv: PurchaseOrderRecord, t: Translate, lang: 'en' | 'zh'): string {
  const head = [
    t('finance.services.csv.offerID'),
    t('finance.services.csv.name'),
    t('finance.services.csv.startingDate'),
    t('finance.services.csv.endingDate'),
    t('finance.services.csv.orders'),
    t('finance.services.csv.totalAmount'),
    t('finance.services.csv.deliveryFee'),
    t('finance.services.csv.commissionRate'),
    t('finance.services.csv.feeAmount'),
    t('finance.services.csv.payToVendor'),
    t('finance.services.csv.refundAmount'),
    t('finance.services.csv.voucherAmount'),
  ];
  const rows = inv.relatedOffers.map((o) => [
    o.offerID,
    o.name[lang],
    formatDate(o.startingDate),
    formatDate(o.endingDate),
    o.orders,
    toYuanString(o.totalAmount),
    toYuanString(o.deliveryFee),
    o.commissionRate,
    toYuanString(o.feeAmount),
    toYuanString(o.totalAmount - o.feeAmount),
    toYuanString(o.refundAmount),
    toYuanString(o.voucherAmount),
  ]);
  const total = [
    t('finance.services.csv.total'),
    inv.poId,
    '',
    '',
    inv.relatedOffers.reduce((s, o) => s + o.orders, 0),
    toYuanString(inv.totalSales),
    toYuanString(inv.totalDelivery),
    inv.feePercents.join(' / '),
    toYuanString(inv.feeAmount),
    toYuanString(inv.totalSales - inv.feeAmount),
    toYuanString(inv.totalRefund),
    toYuanString(inv.totalVouchers),
  ];
  return CSV_BOM + [head, ...rows, total].map(csvRow).join('');
}
