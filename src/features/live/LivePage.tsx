import './live.css';
import { Alert, H2, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { userAtom } from '../../app/session.ts';
import { Oops } from '../../components/Oops.tsx';
import type { RowActions } from './ActionsCell.tsx';
import { ClipboardBar } from './ClipboardBar.tsx';
import { ConnectionLight } from './ConnectionLight.tsx';
import { createCustomerFrom } from './createCustomer.ts';
import { LotteryTab } from './LotteryTab.tsx';
import { OrdersGrid } from './OrdersGrid.tsx';
import type { LiveRow } from './rows.ts';
import { Summary } from './Summary.tsx';
import { enabledTabs, openingTab } from './tabs.ts';
import { useLive } from './useLive.ts';

// the charts (nivo, d3) load only when someone opens the analytics tab
const AnalyticsTab = lazy(() => import('./AnalyticsTab.tsx').then((m) => ({ default: m.AnalyticsTab })));

/** /offers/:offerId/orders: the live offer page. */
export default function LivePage() {
  const { t, i18n } = useTranslation();
  const { offerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const user = useAtomValue(userAtom)!;
  const { live, error, retry } = useLive(offerId);
  const [cancelRow, setCancelRow] = useState<LiveRow | null>(null);

  const actions = useMemo<RowActions>(
    () => ({
      askCancel: (row) => setCancelRow(row),
      createCustomer: (row) => live && void createCustomerFrom(row, live, t, (k) => i18n.exists(k)),
    }),
    [live, t, i18n],
  );

  if (error) return <Oops onRetry={retry} />;
  if (!live)
    return (
      <div className="cpt-center">
        <Spinner size={40} />
      </div>
    );
  const offer = live.store.offer;
  const on = enabledTabs(offer, user.role);
  const tab = openingTab(offer, user.role, params.get('tab'));
  const name = i18n.language === 'zh' ? offer.name.zh : offer.name.en;
  const channelTab = tab === 'wechat_group' || tab === 'miniprogram';

  return (
    <div className="cpt-live">
      <header className="cpt-live-head">
        <H2 className="cpt-live-title">
          {name || offer.internalName} <span className="bp6-text-muted">#{offer.offerID}</span>
        </H2>
        <Tag minimal intent={offer.timing === 'live' ? 'success' : 'none'}>
          {t(`offers.tabs.${offer.timing}`)}
        </Tag>
        <ConnectionLight />
        <span className="cpt-spacer" />
        {channelTab && <ClipboardBar entries={offer.clipboard} />}
      </header>
      <Tabs
        id="live-tabs"
        selectedTabId={tab}
        onChange={(id) => setParams({ tab: String(id) }, { replace: true })}
        renderActiveTabPanelOnly
      >
        {(['wechat_group', 'miniprogram', 'lottery', 'analytics'] as const).map((id) => (
          <Tab key={id} id={id} title={t(`live.tabs.${id}`)} disabled={!on[id]} />
        ))}
      </Tabs>
      {channelTab && (
        <div className="cpt-live-body" key={tab}>
          <Summary store={live.store} channel={tab} />
          <OrdersGrid live={live} channel={tab} editable={tab === 'wechat_group'} actions={actions} />
        </div>
      )}
      {tab === 'lottery' && <LotteryTab live={live} />}
      {tab === 'analytics' && (
        <Suspense fallback={<Spinner size={30} />}>
          <AnalyticsTab offerId={offer.id} />
        </Suspense>
      )}
      <Alert
        isOpen={!!cancelRow}
        intent="danger"
        icon="cross-circle"
        confirmButtonText={t('live.cancelConfirm')}
        cancelButtonText={t('app.cancel')}
        canEscapeKeyCancel
        // keyboard first: Enter confirms, Escape keeps the order (focused as the dialog starts
        // opening, not after its transition: an Enter pressed as soon as it shows must confirm)
        onOpening={(el) =>
          el.querySelector<HTMLButtonElement>('.bp6-alert-footer .bp6-intent-danger')?.focus()
        }
        onCancel={() => setCancelRow(null)}
        onConfirm={() => {
          const row = cancelRow && live.store.get(cancelRow.id);
          setCancelRow(null);
          if (row) live.queue.change({ ...row }, 'cancel', row);
        }}
      >
        <p>{t('live.cancelQuestion')}</p>
      </Alert>
    </div>
  );
}
