import { Button, ControlGroup, FormGroup, H1, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { monthOf, todayBusiness } from '../../../domain/dates.ts';
import type { GeneralAnalytics } from '../../../domain/finance/analytics.ts';
import { FINANCE_ANALYTICS } from '../../../domain/finance/resource.ts';
import { formatCount, formatYuan } from '../../../domain/money.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { keyIn } from '../../../locales/keys.ts';
import { useRecord } from '../../api/useRecord.ts';
import { AnalyticsTile } from '../../components/AnalyticsTile.tsx';
import { DayInput } from '../../components/DayInput.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { useDayRangeParams } from '../../components/useDayRangeParams.ts';
import { analyticsCsv } from './analyticsCsv.ts';
import { saveBlob } from './download.ts';
import { Pie } from './Pie.tsx';
import '../products/products.css';

/**
 * /analytics: a date range in the URL (default the current month),
 * the totals (docs/finance.md, "General analytics"), revenue pies by channel, community and
 * payment status, and the CSV.
 */
export default function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const range = useDayRangeParams();
  const month = monthOf(todayBusiness());
  const dateStart = range.dateStart ?? month.start;
  const dateEnd = range.dateEnd ?? month.end;
  const { setDay } = range;
  const stats = useRecord<GeneralAnalytics>(
    apiUrl(FINANCE_ANALYTICS.ops.general, {}, { dateStart, dateEnd }),
  );
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const community = (id: string) => COMMUNITIES.find((c) => c.id === id)?.name[lang] ?? id;
  const a = stats.data;
  return (
    <div className="cpt-page">
      <div className="cpt-page-header">
        <H1 className="cpt-title">{t('finance.analytics.title')}</H1>
        <Button
          icon="export"
          disabled={!a}
          onClick={() =>
            a &&
            saveBlob(
              new Blob([analyticsCsv(a, t, community)], { type: 'text/csv;charset=utf-8' }),
              `general-analytics-${todayBusiness()}.csv`,
            )
          }
        >
          {t('finance.analytics.export')}
        </Button>
      </div>
      <div className="cpt-analytics-range">
        <FormGroup inline label={t('finance.analytics.period')}>
          <ControlGroup>
            <DayInput
              label={t('finance.analytics.from')}
              value={dateStart}
              onChange={(d) => setDay('dateStart', d)}
            />
            <DayInput
              label={t('finance.analytics.to')}
              value={dateEnd}
              onChange={(d) => setDay('dateEnd', d)}
            />
          </ControlGroup>
        </FormGroup>
      </div>
      {stats.error ? (
        <LoadError error={stats.error} onRetry={stats.retry} backTo="/" />
      ) : !a ? (
        <div className="cpt-center">
          <Spinner size={40} aria-label={t('app.loading')} />
        </div>
      ) : (
        <>
          <div className="cpt-analytics-tiles" data-testid="general-analytics-totals">
            <AnalyticsTile label={t('finance.analytics.totalOrder')} value={formatCount(a.totalOrder)} />
            <AnalyticsTile label={t('finance.analytics.totalClaim')} value={formatCount(a.totalClaim)} />
            <AnalyticsTile label={t('finance.analytics.totalOffer')} value={formatCount(a.totalOffer)} />
            <AnalyticsTile label={t('finance.analytics.totalVoucher')} value={formatCount(a.totalVoucher)} />
            <AnalyticsTile
              label={t('finance.analytics.totalVoucherAmount')}
              value={formatYuan(a.totalVoucherAmount)}
            />
            <AnalyticsTile label={t('finance.analytics.totalStock')} value={formatCount(a.totalStock)} />
            <AnalyticsTile
              label={t('finance.analytics.totalStockValue')}
              value={formatYuan(a.totalStockValue)}
            />
            <AnalyticsTile
              label={t('finance.analytics.totalServiceFee')}
              value={formatYuan(a.totalServiceFee)}
            />
            <AnalyticsTile
              label={t('finance.analytics.totalSupplierShare')}
              value={formatYuan(a.totalSupplierShare)}
            />
            {a.grossMargin && (
              <AnalyticsTile
                label={t('finance.analytics.grossMargin')}
                value={`${formatYuan(a.grossMargin.amount)} (${a.grossMargin.percent} %)`}
              />
            )}
          </div>
          <div className="cpt-analytics-charts">
            <Pie
              title={t('finance.analytics.byChannel')}
              slices={a.revenuesByChannels.map((r) => ({
                id: r.channel,
                label: t(keyIn('finance.analytics.channels', r.channel)),
                value: r.amount,
                orders: r.orders,
              }))}
            />
            <Pie
              title={t('finance.analytics.byCommunity')}
              slices={a.revenuesByCommunities.map((r) => ({
                id: r.community,
                label: community(r.community),
                value: r.amount,
                orders: r.orders,
              }))}
            />
            <Pie
              title={t('finance.analytics.byPaymentStatus')}
              slices={a.revenuesByPaymentStatus.map((r) => ({
                id: r.status,
                label: t(keyIn('finance.analytics.paymentStatuses', r.status)),
                value: r.amount,
                orders: r.orders,
              }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
