import { Button, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OfferLine } from '../../../domain/live-views.ts';
import { formatYuan, toYuanString } from '../../../domain/money.ts';
import type { OfferAnalytics as Analytics } from '../../../domain/offers/analytics.ts';
import { OFFERS } from '../../../domain/offers/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { reorderRate, satisfactionRate, statColour } from '../../../domain/stats.ts';
import { keyIn } from '../../../locales/keys.ts';
import { useRecord } from '../../api/useRecord.ts';
import { Oops } from '../../components/Oops.tsx';
import { Bars } from './Bars.tsx';
import { downloadCsv } from './csv.ts';

/**
 * Analytics tab: headline figures, comparison charts, product table, CSV. The sales per product
 * come by offer line; the offer's lines give each its name in the reader's language (by id: a
 * short name may have changed since, or be the same in both channels).
 */
export function AnalyticsTab({ offerId, lines }: { offerId: string; lines: readonly OfferLine[] }) {
  const { t, i18n } = useTranslation();
  const nameOf = ({ lineId, shortName }: { lineId: string | null; shortName: string }) => {
    const l = lines.find((x) => (lineId ? x.id === lineId : x.shortName === shortName));
    return (l && (i18n.language === 'zh' ? l.name.zh : l.name.en)) || shortName;
  };
  const { data, error, retry } = useRecord<Analytics>(apiUrl(OFFERS.ops.analytics, { id: offerId }));
  if (error) return <Oops onRetry={retry} />;
  if (!data) return <Spinner size={30} aria-label={t('app.loading')} />;
  const a = data;
  const satisfaction = satisfactionRate(a.orderNumber, a.claims);
  const reorder = reorderRate(a.orderNumber, a.ghostStats.orderNumber);
  const group = (n: number | null) => (n == null ? t('live.noGroup') : `#${n}`);
  const products = Object.entries(a.orderByProductChannel).flatMap(([channel, list]) =>
    list.map((p) => ({ channel, ...p })),
  );
  const figures: [string, string, string?][] = [
    [t('live.analytics.total'), `${formatYuan(a.orderTotalAmount.totalAmount)}`],
    [t('live.analytics.delivery'), `${formatYuan(a.orderTotalAmount.totalAmountDelivery)}`],
    [t('live.analytics.average'), `${formatYuan(a.orderTotalAmount.averageSpending)}`],
    [t('live.analytics.orders'), String(a.orderNumber)],
    [t('live.analytics.newCustomers'), String(a.newCustomerCount)],
    [t('live.analytics.satisfaction'), `${satisfaction.toFixed(0)}%`, statColour(satisfaction)],
    [
      t('live.analytics.reorder'),
      reorder == null ? '—' : `${reorder.toFixed(0)}%`,
      reorder == null ? undefined : statColour(reorder),
    ],
    ...(a.grossMargin != null
      ? [[t('live.analytics.grossMargin'), `${formatYuan(a.grossMargin)}`] as [string, string]]
      : []),
  ];
  const exportCsv = () =>
    downloadCsv(
      `offer-analytics-${offerId.slice(0, 8)}`,
      [
        t('live.analytics.channel'),
        t('live.product'),
        t('live.analytics.quantity'),
        t('live.analytics.amount'),
      ],
      products.map((p) => [
        t(keyIn('live.channels', p.channel)),
        nameOf(p),
        p.quantity,
        toYuanString(p.amount),
      ]),
    );
  return (
    <div className="cpt-live-analytics">
      <div className="cpt-live-figures">
        {figures.map(([label, value, colour]) => (
          <Card key={label} compact className="cpt-live-figure">
            <div className="cpt-live-figure-label">{label}</div>
            <div className={`cpt-live-figure-value${colour ? ` cpt-stat-${colour}` : ''}`}>{value}</div>
          </Card>
        ))}
      </div>
      <div className="cpt-live-charts">
        <Bars
          title={t('live.analytics.byChannel')}
          bars={a.orderByChannel.map((c) => ({
            label: t(keyIn('live.channels', c.channel)),
            value: c.orders,
          }))}
        />
        <Bars
          title={t('live.analytics.byCity')}
          bars={a.orderByCity.map((c) => ({
            label: t(keyIn('live.cities', c.city), { defaultValue: c.city }),
            value: c.orders,
          }))}
        />
        <Bars
          title={t('live.analytics.byGroup')}
          bars={a.orderByGroups.map((g) => ({ label: group(g.groupNumber), value: g.orders }))}
        />
        <Bars
          money
          title={t('live.analytics.byGroupValue')}
          bars={a.orderByGroupsValue.map((g) => ({ label: group(g.groupNumber), value: g.amount }))}
        />
        {Object.entries(a.orderByProductChannel).map(([channel, list]) => (
          <Bars
            key={channel}
            title={`${t('live.analytics.byProduct')} · ${t(keyIn('live.channels', channel))}`}
            bars={list.map((p) => ({ label: nameOf(p), value: p.quantity }))}
          />
        ))}
      </div>
      <div className="cpt-live-table-head">
        <h3>{t('live.analytics.products')}</h3>
        <Button icon="download" variant="outlined" onClick={exportCsv}>
          {t('live.downloadCsv')}
        </Button>
      </div>
      <HTMLTable compact striped className="cpt-live-products">
        <thead>
          <tr>
            <th>{t('live.analytics.channel')}</th>
            <th>{t('live.product')}</th>
            <th className="cpt-num">{t('live.analytics.quantity')}</th>
            <th className="cpt-num">{t('live.analytics.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={`${p.channel}/${p.lineId ?? p.shortName}`}>
              <td>{t(keyIn('live.channels', p.channel))}</td>
              <td>{nameOf(p)}</td>
              <td className="cpt-num">{p.quantity}</td>
              <td className="cpt-num">{formatYuan(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
