import { Button, Card, ControlGroup, FormGroup, H1, Spinner } from '@blueprintjs/core';
import { ResponsivePie } from '@nivo/pie';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { formatCount, formatYuan } from '../../../domain/money.ts';
import type { ProductAnalytics as Analytics } from '../../../domain/products/list.ts';
import { PRODUCTS } from '../../../domain/products/resource.ts';
import type { Product } from '../../../domain/products/schema.ts';
import { apiUrl, screenUrl } from '../../../domain/resource.ts';
import { canOpen } from '../../../domain/routes.ts';
import { formatWeight } from '../../../domain/stock/rules.ts';
import { keyIn } from '../../../locales/keys.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';
import { AnalyticsTile } from '../../components/AnalyticsTile.tsx';
import { DayInput } from '../../components/DayInput.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { useDayRangeParams } from '../../components/useDayRangeParams.ts';
import { Bars } from '../live/Bars.tsx';
import './products.css';

const COLORS = ['#2d72d2', '#29a634', '#d1980b', '#d33d17', '#9d3f9d', '#00a396'];

/**
 * /products/{productId}/analytics: a date range (in the URL, so a view can be shared),
 * the sales-channel ratio, sales per city, total orders, total sales and total weight (kg over
 * 10,000 g).
 */
export default function ProductAnalytics() {
  const { t, i18n } = useTranslation();
  const { productId } = useParams();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const { dateStart, dateEnd, setDay, clear } = useDayRangeParams();
  const product = useRecord<Product>(apiUrl(PRODUCTS.ops.one, { productId: productId! }));
  const stats = useRecord<Analytics>(
    apiUrl(PRODUCTS.ops.analytics, { productId: productId! }, { dateStart, dateEnd }),
  );
  const name = product.data ? (i18n.language === 'zh' ? product.data.name.zh : product.data.name.en) : '';
  const a = stats.data;
  const weight = a?.totalWeight != null ? formatWeight(a.totalWeight) : null;
  const channel = (c: string) => t(keyIn('live.channels', c));
  const editPath = screenUrl(PRODUCTS.screens.edit, { productId: productId! });

  return (
    <div className="cpt-page">
      <div className="cpt-page-header">
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t('form.back')}
          title={t('form.back')}
          onClick={() => void navigate(PRODUCTS.screens.list.path)}
        />
        <H1 className="cpt-title">{t('product.analyticsPage.title', { name })}</H1>
        {user && canOpen(user.role, editPath) && (
          <Button icon="edit" onClick={() => void navigate(editPath)}>
            {t('product.analyticsPage.edit')}
          </Button>
        )}
      </div>
      <div className="cpt-analytics-range">
        <FormGroup inline label={t('product.analyticsPage.dateRange')}>
          <ControlGroup>
            <DayInput
              label={`${t('product.analyticsPage.dateRange')} ${t('list.from')}`}
              value={dateStart ?? ''}
              onChange={(d) => setDay('dateStart', d)}
            />
            <DayInput
              label={`${t('product.analyticsPage.dateRange')} ${t('list.to')}`}
              value={dateEnd ?? ''}
              onChange={(d) => setDay('dateEnd', d)}
            />
          </ControlGroup>
        </FormGroup>
        {(dateStart || dateEnd) && (
          <Button variant="minimal" icon="filter-remove" onClick={clear}>
            {t('product.analyticsPage.clear')}
          </Button>
        )}
      </div>
      {stats.error ? (
        <LoadError error={stats.error} onRetry={stats.retry} backTo={PRODUCTS.screens.list.path} />
      ) : !a ? (
        <div className="cpt-center">
          <Spinner size={40} aria-label={t('app.loading')} />
        </div>
      ) : (
        <>
          <div className="cpt-analytics-tiles" data-testid="product-analytics-totals">
            <AnalyticsTile
              label={t('product.analyticsPage.totalOrders')}
              value={formatCount(a.totalOrders)}
            />
            <AnalyticsTile label={t('product.analyticsPage.totalSales')} value={formatYuan(a.totalSales)} />
            <AnalyticsTile
              label={t('product.analyticsPage.totalWeight')}
              value={
                weight
                  ? `${formatCount(weight.value)} ${t(keyIn('product.analyticsPage.weightUnits', weight.unit))}`
                  : '—'
              }
            />
            <AnalyticsTile label={t('product.analyticsPage.totalUnits')} value={formatCount(a.totalUnits)} />
          </div>
          {a.totalOrders === 0 ? (
            <Card>{t('product.analyticsPage.noSales')}</Card>
          ) : (
            <div className="cpt-analytics-charts">
              <Card>
                <h3>{t('product.analyticsPage.channelRatio')}</h3>
                <div className="cpt-analytics-chart" aria-hidden>
                  <ResponsivePie
                    data={a.byChannel.map((c) => ({ id: channel(c.channel), value: c.amount }))}
                    margin={{ top: 24, right: 24, bottom: 24, left: 24 }}
                    innerRadius={0.55}
                    padAngle={1}
                    colors={COLORS}
                    valueFormat={(v) => formatYuan(v)}
                    enableArcLinkLabels={false}
                    arcLabel={(d) => `${Math.round((d.value / Math.max(1, a.totalSales)) * 100)}%`}
                    arcLabelsTextColor="#ffffff"
                    isInteractive={false}
                    animate={false}
                  />
                </div>
                <ul className="cpt-analytics-legend">
                  {a.byChannel.map((c, i) => (
                    <li key={c.channel}>
                      <span
                        className="cpt-analytics-swatch"
                        style={{ background: COLORS[i % COLORS.length] }}
                      />
                      {channel(c.channel)}: {formatYuan(c.amount)} · {t('product.analyticsPage.orders')}{' '}
                      {c.orders}
                    </li>
                  ))}
                </ul>
              </Card>
              <Card>
                <Bars
                  title={t('product.analyticsPage.salesPerCity')}
                  money
                  bars={a.byCity.map((c) => ({
                    // a city in the page's language, as the live page's analytics name it
                    label:
                      c.city === 'unknown'
                        ? t('product.analyticsPage.unknownCity')
                        : t(keyIn('live.cities', c.city), { defaultValue: c.city }),
                    value: c.amount,
                  }))}
                />
              </Card>
            </div>
          )}
        </>
      )}
    </div>
  );
}
