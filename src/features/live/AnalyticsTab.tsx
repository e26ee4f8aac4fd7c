import { Button, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatAmount, toYuanString } from '../../../domain/money.ts';
import { reorderRate, satisfactionRate, statColour } from '../../../domain/stats.ts';
import { useRecord } from '../../api/useRecord.ts';
import { Oops } from '../../components/Oops.tsx';
import { Bars } from './Bars.tsx';
import { downloadCsv } from './csv.ts';

interface Analytics {
  orderTotalAmount: { totalAmount: number; totalAmountDelivery: number; averageSpending: number };
  orderNumber: number;
  claims: number;
  newCustomerCount: number;
  ghostStats: { orderNumber: number };
  orderByChannel: { channel: string; orders: number; amount: number }[];
  orderByCity: { city: string; orders: number; amount: number }[];
  orderByGroups: { groupNumber: number | null; orders: number }[];
  orderByGroupsValue: { groupNumber: number | null; amount: number }[];
  orderByProductChannel: Record<string, { shortName: string; quantity: number; amount: number }[]>;
  grossMargin: number | null;
}

/** Analytics tab (part 1 §2, §3): headline figures, comparison charts, product table, CSV. */
export function AnalyticsTab({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const { data, error, retry } = useRecord<Analytics>(`offers/${offerId}/analytics`);
  if (error) return <Oops onRetry={retry} />;
  if (!data) return <Spinner size={30} />;
  const a = data;
  const satisfaction = satisfactionRate(a.orderNumber, a.claims);
  const reorder = reorderRate(a.orderNumber, a.ghostStats.orderNumber);
  const group = (n: number | null) => (n == null ? t('live.noGroup') : `#${n}`);
  const products = Object.entries(a.orderByProductChannel).flatMap(([channel, list]) =>
    list.map((p) => ({ channel, ...p })),
  );
  const figures: [string, string, string?][] = [
    [t('live.analytics.total'), `${formatAmount(a.orderTotalAmount.totalAmount)}¥`],
    [t('live.analytics.delivery'), `${formatAmount(a.orderTotalAmount.totalAmountDelivery)}¥`],
    [t('live.analytics.average'), `${formatAmount(a.orderTotalAmount.averageSpending)}¥`],
    [t('live.analytics.orders'), String(a.orderNumber)],
    [t('live.analytics.newCustomers'), String(a.newCustomerCount)],
    [t('live.analytics.satisfaction'), `${satisfaction.toFixed(0)}%`, statColour(satisfaction)],
    [
      t('live.analytics.reorder'),
      reorder == null ? '—' : `${reorder.toFixed(0)}%`,
      reorder == null ? undefined : statColour(reorder),
    ],
    ...(a.grossMargin != null
      ? [[t('live.analytics.grossMargin'), `${formatAmount(a.grossMargin)}¥`] as [string, string]]
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
      products.map((p) => [t(`live.channels.${p.channel}`), p.shortName, p.quantity, toYuanString(p.amount)]),
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
          bars={a.orderByChannel.map((c) => ({ label: t(`live.channels.${c.channel}`), value: c.orders }))}
        />
        <Bars
          title={t('live.analytics.byCity')}
          bars={a.orderByCity.map((c) => ({
            label: t(`live.cities.${c.city}`, { defaultValue: c.city }),
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
            title={`${t('live.analytics.byProduct')} · ${t(`live.channels.${channel}`)}`}
            bars={list.map((p) => ({ label: p.shortName, value: p.quantity }))}
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
            <tr key={`${p.channel}/${p.shortName}`}>
              <td>{t(`live.channels.${p.channel}`)}</td>
              <td>{p.shortName}</td>
              <td className="cpt-num">{p.quantity}</td>
              <td className="cpt-num">{formatAmount(p.amount)}¥</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
