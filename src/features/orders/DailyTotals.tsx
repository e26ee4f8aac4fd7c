import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money.ts';
import { taxBreakdown } from '../../../domain/orders/daily.ts';
import type { OrderTotals } from '../../../domain/orders/totals.ts';

/** The order's amounts (domain/orders/daily.ts, as the server computes them) and the VAT they hold. */
export function DailyTotals({ totals, vat }: { totals: OrderTotals; vat: number | null }) {
  const { t } = useTranslation();
  const tax = taxBreakdown(totals.goodsAmount, vat)[0]!;
  const row = (label: string, value: number, strong = false) => (
    <tr className={strong ? 'cpt-daily-total' : undefined}>
      <th scope="row">{label}</th>
      <td className="cpt-num">{formatYuan(value)}</td>
    </tr>
  );
  return (
    <table className="bp6-html-table bp6-compact cpt-daily-totals" aria-label={t('dailyOrder.totals.total')}>
      <tbody>
        {row(t('dailyOrder.totals.goods'), totals.goodsAmount)}
        {row(t('dailyOrder.totals.delivery'), totals.deliveryFee)}
        {totals.voucherAmount > 0 && row(t('dailyOrder.totals.vouchers'), -totals.voucherAmount)}
        {row(t('dailyOrder.totals.total'), totals.actualAmount, true)}
        {vat !== null && row(t('dailyOrder.totals.tax', { rate: tax.rate }), tax.vat)}
      </tbody>
    </table>
  );
}
