import { H1, HTMLTable, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { monthOf } from '../../../domain/dates.ts';
import type { FinanceOverview } from '../../../domain/finance/analytics.ts';
import { FINANCE_ANALYTICS } from '../../../domain/finance/resource.ts';
import { formatYuan, toYuanString } from '../../../domain/money.ts';
import { PURCHASE_ORDERS } from '../../../domain/purchase-orders/resource.ts';
import { apiUrl, screenUrl } from '../../../domain/resource.ts';
import { PRODUCT_STOCKS } from '../../../domain/stock/resource.ts';
import { useRecord } from '../../api/useRecord.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { Block, CollectBlock, csv, OwedBlock } from './OverviewBlocks.tsx';
import { RefundsBlock } from './RefundsBlock.tsx';
import './finance.css';

/**
 * /overview (super-admin, admin, finance; content left open by the spec, docs/finance.md): what a
 * finance lead reads first each morning. Each figure links to the list behind it; each block has
 * its CSV.
 */
export default function OverviewPage() {
  const { t, i18n } = useTranslation();
  const data = useRecord<FinanceOverview>(apiUrl(FINANCE_ANALYTICS.ops.overview, {}));
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const community = (id: string) => COMMUNITIES.find((c) => c.id === id)?.name[lang] ?? id;
  if (data.error) return <LoadError error={data.error} onRetry={data.retry} backTo="/" />;
  const o = data.data;
  if (!o)
    return (
      <div className="cpt-center">
        <Spinner size={40} aria-label={t('app.loading')} />
      </div>
    );
  const change = o.commission.thisMonth - o.commission.lastMonth;
  return (
    <div className="cpt-page">
      <div className="cpt-page-header">
        <H1 className="cpt-title">{t('finance.overview.title')}</H1>
        <span className="bp6-text-muted">{t('finance.overview.today', { date: o.today })}</span>
      </div>
      <div className="cpt-overview">
        <CollectBlock o={o} community={community} />
        <OwedBlock o={o} />
        <RefundsBlock o={o} />
        <Block
          title={t('finance.overview.commission')}
          onCsv={() =>
            csv('commission', o.today, [
              [
                t('finance.overview.thisMonth'),
                o.commission.monthStart,
                toYuanString(o.commission.thisMonth),
              ],
              [
                t('finance.overview.lastMonth'),
                o.commission.lastMonthStart,
                toYuanString(o.commission.lastMonth),
              ],
            ])
          }
        >
          <HTMLTable compact>
            <tbody>
              <tr>
                <td>{t('finance.overview.thisMonth')}</td>
                <td className="cpt-num cpt-overview-big">
                  <Link
                    to={screenUrl(
                      FINANCE_ANALYTICS.screens.analytics,
                      {},
                      { dateStart: o.commission.monthStart, dateEnd: monthOf(o.commission.monthStart).end },
                    )}
                  >
                    {formatYuan(o.commission.thisMonth)}
                  </Link>
                </td>
              </tr>
              <tr>
                <td>{t('finance.overview.lastMonth')}</td>
                <td className="cpt-num">
                  <Link
                    to={screenUrl(
                      FINANCE_ANALYTICS.screens.analytics,
                      {},
                      {
                        dateStart: o.commission.lastMonthStart,
                        dateEnd: monthOf(o.commission.lastMonthStart).end,
                      },
                    )}
                  >
                    {formatYuan(o.commission.lastMonth)}
                  </Link>
                </td>
              </tr>
              <tr>
                <td>{t('finance.overview.change')}</td>
                <td className="cpt-num">{`${change >= 0 ? '+' : ''}${formatYuan(change)}`}</td>
              </tr>
            </tbody>
          </HTMLTable>
        </Block>
        <Block
          title={t('finance.overview.stock')}
          onCsv={() =>
            csv('stock-value', o.today, [
              [t('finance.overview.stockUnits'), o.stock.units],
              [t('finance.overview.stockValue'), toYuanString(o.stock.value)],
              [t('finance.overview.purchasedUnits'), o.stock.purchasedUnits],
              [t('finance.overview.purchasedValue'), toYuanString(o.stock.purchasedValue)],
            ])
          }
        >
          <HTMLTable compact>
            <tbody>
              <tr>
                <td>{t('finance.overview.stockValue')}</td>
                <td className="cpt-num cpt-overview-big">
                  <Link to={PRODUCT_STOCKS.screens.list.path}>{formatYuan(o.stock.value)}</Link>
                </td>
              </tr>
              <tr>
                <td>{t('finance.overview.stockUnits')}</td>
                <td className="cpt-num">{o.stock.units}</td>
              </tr>
              <tr>
                <td>{t('finance.overview.purchasedValue')}</td>
                <td className="cpt-num">
                  <Link to={screenUrl(PURCHASE_ORDERS.screens.directSales, {}, { tabState: 'toReceive' })}>
                    {formatYuan(o.stock.purchasedValue)}
                  </Link>
                </td>
              </tr>
              <tr>
                <td>{t('finance.overview.purchasedUnits')}</td>
                <td className="cpt-num">{o.stock.purchasedUnits}</td>
              </tr>
            </tbody>
          </HTMLTable>
        </Block>
      </div>
    </div>
  );
}
