import { Button, Card, HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CSV_BOM, type CsvValue, csvRow } from '../../../domain/csv.ts';
import type { FinanceOverview } from '../../../domain/finance/analytics.ts';
import { AGE_BUCKETS, ageRange } from '../../../domain/finance/due.ts';
import { formatYuan, toYuanString } from '../../../domain/money.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { PURCHASE_ORDERS } from '../../../domain/purchase-orders/resource.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { keyIn } from '../../../locales/keys.ts';
import { saveBlob } from './download.ts';
import { invoicesOf } from './FinanceList.tsx';

export function csv(name: string, date: string, rows: CsvValue[][]) {
  saveBlob(
    new Blob([CSV_BOM + rows.map(csvRow).join('')], { type: 'text/csv;charset=utf-8' }),
    `${name}-${date}.csv`,
  );
}

export function Block({
  title,
  help,
  onCsv,
  children,
}: {
  title: string;
  help?: string;
  onCsv?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <div className="cpt-overview-head">
        <h3>{title}</h3>
        {onCsv && (
          <Button size="small" icon="export" variant="minimal" onClick={onCsv}>
            {t('finance.overview.csv')}
          </Button>
        )}
      </div>
      {help && <p className="bp6-text-muted">{help}</p>}
      {children}
    </Card>
  );
}

const pendingOrders = (community?: string, orderDate?: { gte?: string; lte: string }) =>
  screenUrl(
    ORDERS.screens.services,
    {},
    {
      filter: JSON.stringify({
        paymentState: 'pending',
        ...(community ? { community } : {}),
        ...(orderDate ? { orderDate } : {}),
      }),
    },
  );

/** Money to collect: orders still pending payment, by age and community; each links to its orders. */
export function CollectBlock({ o, community }: { o: FinanceOverview; community: (id: string) => string }) {
  const { t } = useTranslation();
  const communities = [...new Set(o.toCollect.map((r) => r.community))];
  const cell = (bucket: string, c: string) =>
    o.toCollect.find((r) => r.bucket === bucket && r.community === c);
  const collectTotal = o.toCollect.reduce((s, r) => s + r.amount, 0);
  return (
    <Block
      title={t('finance.overview.toCollect')}
      help={t('finance.overview.toCollectHelp')}
      onCsv={() =>
        csv('money-to-collect', o.today, [
          [
            t('finance.overview.age'),
            t('finance.overview.community'),
            t('finance.overview.orders'),
            t('finance.overview.amount'),
          ],
          ...o.toCollect.map((r) => [r.bucket, community(r.community), r.orders, toYuanString(r.amount)]),
        ])
      }
    >
      <p className="cpt-overview-big">
        <Link to={pendingOrders()}>{formatYuan(collectTotal)}</Link>
      </p>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('finance.overview.community')}</th>
            {AGE_BUCKETS.map((b) => (
              <th key={b} className="cpt-num">
                {b}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {communities.map((c) => (
            <tr key={c}>
              <td>
                <Link to={pendingOrders(c)}>{community(c)}</Link>
              </td>
              {AGE_BUCKETS.map((b) => {
                const x = cell(b, c);
                return (
                  <td key={b} className="cpt-num">
                    {x ? (
                      <Link to={pendingOrders(c, ageRange(b, o.today))}>
                        {`${formatYuan(x.amount)} (${x.orders})`}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Block>
  );
}

/** Money owed: unpaid purchase orders and invoices by due date, overdue first. */
export function OwedBlock({ o }: { o: FinanceOverview }) {
  const { t } = useTranslation();
  const owedTotal = o.owed.reduce((s, r) => s + r.amount, 0);
  const due = (days: number) =>
    days > 0
      ? t('finance.overview.overdue', { days })
      : days === 0
        ? t('finance.overview.dueToday')
        : t('finance.overview.dueIn', { days: -days });
  return (
    <Block
      title={t('finance.overview.owed')}
      help={t('finance.overview.owedHelp')}
      onCsv={() =>
        csv('money-owed', o.today, [
          [
            t('finance.overview.number'),
            t('finance.overview.type'),
            t('finance.overview.supplier'),
            t('finance.overview.dueDate'),
            t('finance.overview.amount'),
          ],
          ...o.owed.map((r) => [
            r.poId,
            t(keyIn('purchaseOrder.types', r.type)),
            r.supplier,
            r.dueDate,
            toYuanString(r.amount),
          ]),
        ])
      }
    >
      <p className="cpt-overview-big">
        <Link
          to={screenUrl(
            PURCHASE_ORDERS.screens.finance,
            {},
            { filter: JSON.stringify({ payment_status: 'unpaid' }) },
          )}
        >
          {formatYuan(owedTotal)}
        </Link>
      </p>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('finance.overview.number')}</th>
            <th>{t('finance.overview.supplier')}</th>
            <th>{t('finance.overview.dueDate')}</th>
            <th className="cpt-num">{t('finance.overview.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {o.owed.slice(0, 12).map((r) => (
            <tr key={r.id} className={r.daysOverdue > 0 ? 'cpt-overdue' : undefined}>
              <td>
                <Link
                  to={
                    r.type === 'invoice'
                      ? invoicesOf(r.supplierId)
                      : screenUrl(PURCHASE_ORDERS.screens.detail, { id: r.id })
                  }
                >
                  {r.poId}
                </Link>
              </td>
              <td>{r.supplier}</td>
              <td>
                {r.dueDate} · {due(r.daysOverdue)}
              </td>
              <td className="cpt-num">{formatYuan(r.amount)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Block>
  );
}
