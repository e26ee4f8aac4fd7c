import { CSV_BOM, csvRow } from '../../../domain/csv.ts';
import type { GeneralAnalytics } from '../../../domain/finance/analytics.ts';
import { toYuanString } from '../../../domain/money.ts';
import { keyIn, type Translate } from '../../../locales/keys.ts';

/** The general analytics as a CSV: one line per total, then the three revenue splits. */
export function analyticsCsv(a: GeneralAnalytics, t: Translate, community: (id: string) => string): string {
  const rows: (string | number)[][] = [
    [t('finance.analytics.figure'), t('finance.analytics.value'), t('finance.analytics.orders')],
    [t('finance.analytics.from'), a.dateStart, ''],
    [t('finance.analytics.to'), a.dateEnd, ''],
    [t('finance.analytics.totalOrder'), a.totalOrder, ''],
    [t('finance.analytics.totalClaim'), a.totalClaim ?? '', ''],
    [t('finance.analytics.totalOffer'), a.totalOffer, ''],
    [t('finance.analytics.totalVoucher'), a.totalVoucher, ''],
    [t('finance.analytics.totalVoucherAmount'), toYuanString(a.totalVoucherAmount), ''],
    [t('finance.analytics.totalStock'), a.totalStock, ''],
    [t('finance.analytics.totalStockValue'), toYuanString(a.totalStockValue), ''],
    [t('finance.analytics.totalServiceFee'), toYuanString(a.totalServiceFee), ''],
    [t('finance.analytics.totalSupplierShare'), toYuanString(a.totalSupplierShare), ''],
    [
      t('finance.analytics.grossMargin'),
      a.grossMargin ? toYuanString(a.grossMargin.amount) : '',
      a.grossMargin ? `${a.grossMargin.percent} %` : '',
    ],
    ...a.revenuesByChannels.map((r) => [
      `${t('finance.analytics.byChannel')}: ${t(keyIn('finance.analytics.channels', r.channel))}`,
      toYuanString(r.amount),
      r.orders,
    ]),
    ...a.revenuesByCommunities.map((r) => [
      `${t('finance.analytics.byCommunity')}: ${community(r.community)}`,
      toYuanString(r.amount),
      r.orders,
    ]),
    ...a.revenuesByPaymentStatus.map((r) => [
      `${t('finance.analytics.byPaymentStatus')}: ${t(keyIn('finance.analytics.paymentStatuses', r.status))}`,
      toYuanString(r.amount),
      r.orders,
    ]),
  ];
  return CSV_BOM + rows.map(csvRow).join('');
}
