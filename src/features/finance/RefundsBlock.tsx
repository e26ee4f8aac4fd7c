import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FinanceOverview } from '../../../domain/finance/analytics.ts';
import { formatYuan, toYuanString } from '../../../domain/money.ts';
import { REFUNDS } from '../../../domain/refunds/resource.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { keyIn } from '../../../locales/keys.ts';
import { Block, csv } from './OverviewBlocks.tsx';

const refundsIn = (status: string) =>
  screenUrl(REFUNDS.screens.list, {}, { filter: JSON.stringify({ status }) });

/**
 * Refunds waiting: the refunds not yet final, per state, with their amount; each state links to
 * the list filtered to it. The total is not a link: the list's state filter takes one state, and
 * a link to several would filter while its select shows "all".
 */
export function RefundsBlock({ o }: { o: FinanceOverview }) {
  const { t } = useTranslation();
  const count = o.refunds.reduce((s, r) => s + r.count, 0);
  const amount = o.refunds.reduce((s, r) => s + r.amount, 0);
  const state = (s: string) => t(keyIn('refunds.statuses', s));
  return (
    <Block
      title={t('finance.overview.refunds')}
      help={t('finance.overview.refundsHelp')}
      onCsv={() =>
        csv('refunds-waiting', o.today, [
          [t('finance.overview.state'), t('finance.overview.refundCount'), t('finance.overview.amount')],
          ...o.refunds.map((r) => [state(r.status), r.count, toYuanString(r.amount)]),
          [t('finance.overview.total'), count, toYuanString(amount)],
        ])
      }
    >
      <p className="cpt-overview-big">{formatYuan(amount)}</p>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('finance.overview.state')}</th>
            <th className="cpt-num">{t('finance.overview.refundCount')}</th>
            <th className="cpt-num">{t('finance.overview.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {o.refunds.map((r) => (
            <tr key={r.status} data-refund-state={r.status}>
              <td>
                <Link to={refundsIn(r.status)}>{state(r.status)}</Link>
              </td>
              <td className="cpt-num">{r.count}</td>
              <td className="cpt-num">{formatYuan(r.amount)}</td>
            </tr>
          ))}
          <tr>
            <td>{t('finance.overview.total')}</td>
            <td className="cpt-num">{count}</td>
            <td className="cpt-num">{formatYuan(amount)}</td>
          </tr>
        </tbody>
      </HTMLTable>
    </Block>
  );
}
