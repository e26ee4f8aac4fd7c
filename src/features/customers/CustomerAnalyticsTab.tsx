import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { CUSTOMERS } from '../../../domain/customers/resource.ts';
import type { CountAndSales, CustomerAnalytics } from '../../../domain/customers/views.ts';
import { daysBetween, formatDate } from '../../../domain/dates.ts';
import { formatYuan } from '../../../domain/money.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { reorderFrequency } from '../../../domain/stats.ts';
import { keyIn } from '../../../locales/keys.ts';
import { useRecord } from '../../api/useRecord.ts';
import { LoadError } from '../../components/LoadError.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card compact className="cpt-figure">
      <div className="cpt-figure-label">{label}</div>
      <div className="cpt-figure-value">{value}</div>
    </Card>
  );
}

function Breakdown({ title, rows }: { title: string; rows: [string, CountAndSales][] }) {
  const { t } = useTranslation();
  return (
    <Card compact className="cpt-breakdown">
      <h3 className="cpt-breakdown-title">{title}</h3>
      {rows.length === 0 ? (
        <p className="bp6-text-muted">{t('customers.analytics.none')}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th />
              <th className="cpt-num">{t('customers.analytics.orders')}</th>
              <th className="cpt-num">{t('customers.analytics.sales')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, x]) => (
              <tr key={name}>
                <td>{name}</td>
                <td className="cpt-num">{x.count}</td>
                <td className="cpt-num">{formatYuan(x.sales)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}

/**
 * The analytics tab: the customer's orders by channel, community and offer,
 * first and last order, counts, vouchers, level and the reorder frequency (days since the first
 * order over the order count, in months over 90 days, weeks over 30).
 */
export function CustomerAnalyticsTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const a = useRecord<CustomerAnalytics>(apiUrl(CUSTOMERS.ops.analytics, { customerId }));
  if (a.error) return <LoadError error={a.error} onRetry={a.retry} backTo={CUSTOMERS.screens.list.path} />;
  if (!a.data) return <Spinner size={40} aria-label={t('app.loading')} />;
  const x = a.data;
  const today = formatDate(new Date());
  const freq = x.firstOrder
    ? reorderFrequency(daysBetween(formatDate(x.firstOrder), today), x.orderCount)
    : null;
  const community = (id: string) => {
    const c = COMMUNITIES.find((k) => k.id === id);
    return c ? t(keyIn('communities', c.key)) : id;
  };
  return (
    <div className="cpt-analytics">
      <div className="cpt-figures">
        <Figure label={t('customers.level')} value={t(keyIn('customers.levels', x.level))} />
        <Figure label={t('customers.analytics.orderCount')} value={String(x.orderCount)} />
        <Figure label={t('customers.analytics.totalSales')} value={formatYuan(x.orderTotalSales)} />
        <Figure
          label={t('customers.analytics.firstOrder')}
          value={x.firstOrder ? formatDate(x.firstOrder) : '—'}
        />
        <Figure
          label={t('customers.analytics.lastOrder')}
          value={x.lastOrder ? formatDate(x.lastOrder) : '—'}
        />
        <Figure
          label={t('customers.analytics.reorderFrequency')}
          value={freq ? t(keyIn('customers.analytics.every', freq.unit), { count: freq.value }) : '—'}
        />
        <Figure label={t('customers.voucherCount')} value={String(x.voucherCount)} />
        <Figure label={t('customers.analytics.voucherAmount')} value={formatYuan(x.voucherAmount)} />
        <Figure label={t('customers.claimCount')} value={String(x.claimCount)} />
      </div>
      <div className="cpt-breakdowns">
        <Breakdown
          title={t('customers.analytics.byChannel')}
          rows={Object.entries(x.orderByChannel).map(([k, v]) => [
            t(keyIn('customers.analytics.channels', k)),
            v,
          ])}
        />
        <Breakdown
          title={t('customers.analytics.byCommunity')}
          rows={Object.entries(x.orderByCommunity).map(([k, v]) => [community(k), v])}
        />
        <Breakdown
          title={t('customers.analytics.byOffer')}
          rows={Object.entries(x.orderByOfferInternalName)}
        />
      </div>
    </div>
  );
}
