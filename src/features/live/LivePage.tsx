import './live.css';
import { Alert, H1, Spinner, Tab, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import { OFFERS } from '../../../domain/offers/resource.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { useAreas } from '../../api/useAreas.ts';
import { userAtom } from '../../app/session.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { HistoryDrawer } from '../../components/FormPage/HistoryDrawer.tsx';
import { ColumnChooser } from '../../components/ListPage/ColumnChooser.tsx';
import { useHiddenColumns } from '../../components/ListPage/hiddenColumns.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { TabPanel } from '../../components/TabPanel.tsx';
import { TabStrip } from '../../components/TabStrip.tsx';
import { RecapButton } from '../offer-documents/RecapButton.tsx';
import { OfferAnalyticsPage } from '../offers/OfferAnalytics.tsx';
import type { RowActions } from './ActionsCell.tsx';
import { ClipboardBar } from './ClipboardBar.tsx';
import { ConnectionLight } from './ConnectionLight.tsx';
import { CreateCustomerDialog } from './CreateCustomerDialog.tsx';
import { HIDDEN_BY_DEFAULT, HIDEABLE_COLUMNS } from './columns.ts';
import { createCustomerFrom } from './createCustomer.ts';
import { LotteryTab } from './LotteryTab.tsx';
import { OrdersGrid } from './OrdersGrid.tsx';
import type { LiveRow } from './rows.ts';
import { Summary } from './Summary.tsx';
import { enabledTabs, openingTab } from './tabs.ts';
import { useLive } from './useLive.ts';

// the charts (nivo, d3) load only when someone opens the analytics tab
const AnalyticsTab = lazy(() => import('./AnalyticsTab.tsx').then((m) => ({ default: m.AnalyticsTab })));

/**
 * /offers/:offerId/orders: the live offer page; a role shown only the analytics (finance) gets the
 * analytics tab alone (docs/permissions.md).
 */
export default function LiveRoute() {
  const user = useAtomValue(userAtom)!;
  return can(user.role, 'offer.live') ? <LivePage /> : <OfferAnalyticsPage />;
}

function LivePage() {
  const { t, i18n } = useTranslation();
  const { offerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const user = useAtomValue(userAtom)!;
  const { live, error, retry } = useLive(offerId);
  const [cancelRow, setCancelRow] = useState<LiveRow | null>(null);
  const [customerRow, setCustomerRow] = useState<LiveRow | null>(null);
  const [historyRow, setHistoryRow] = useState<LiveRow | null>(null);
  const { areas } = useAreas();
  const [hidden, toggleColumn] = useHiddenColumns('live', HIDDEN_BY_DEFAULT);
  const focusBack = useRef<(() => void) | null>(null);
  const onFocusBack = useCallback((back: (() => void) | null) => {
    focusBack.current = back;
  }, []);
  /** a dialog closed: the cursor goes back to its order, or where it was if the order left */
  const backToGrid = () => focusBack.current?.();
  // the shell's ctrl+b folds the menu; on this page it is the grid's key (payment method), which
  // the grid catches when it has the focus: elsewhere on the page it does nothing
  useShortcut('mod+b', () => {}, {
    labelKey: 'live.shortcuts.paymentMethod',
    groupKey: 'live.shortcuts.group',
    global: true,
  });

  const actions = useMemo<RowActions>(
    () => ({
      askCancel: (row) => setCancelRow(row),
      createCustomer: (row) => !row.customer && setCustomerRow(row),
      history: (row) => setHistoryRow(row),
    }),
    [],
  );

  if (error) return <LoadError error={error} onRetry={retry} backTo={OFFERS.screens.list.path} />;
  if (!live)
    return (
      <div className="cpt-center">
        <Spinner size={40} aria-label={t('app.loading')} />
      </div>
    );
  const offer = live.store.offer;
  const on = enabledTabs(offer, user.role);
  const tab = openingTab(offer, user.role, params.get('tabState') ?? params.get('tab'));
  const name = i18n.language === 'zh' ? offer.name.zh : offer.name.en;
  const channelTab = tab === 'wechat_group' || tab === 'miniprogram';

  return (
    <div className="cpt-live">
      <header className="cpt-live-head">
        <H1 className="cpt-live-title">
          {name || offer.internalName} <span className="bp6-text-muted">#{offer.offerID}</span>
        </H1>
        <Tag minimal intent={offer.timing === 'live' ? 'success' : 'none'}>
          {t(`offers.tabs.${offer.timing}`)}
        </Tag>
        {offer.status === 'discontinued' && (
          <Tag minimal intent="danger">
            {t('offers.statuses.discontinued')}
          </Tag>
        )}
        <ConnectionLight />
        <span className="cpt-spacer" />
        {channelTab && <ClipboardBar entries={offer.clipboard} />}
        <RecapButton offerId={offer.id} small />
      </header>
      {/* the Columns button sits beside the strip, not in it: a tablist may hold only tabs */}
      <div className="cpt-live-tabs">
        <TabStrip
          id="live-tabs"
          // printable keys on the live grid start an entry: no ] and [ here
          shortcuts={false}
          selectedTabId={tab}
          onChange={(id) => setParams({ tabState: String(id) }, { replace: true })}
          renderActiveTabPanelOnly
        >
          {(['wechat_group', 'miniprogram', 'lottery', 'analytics'] as const).map((id) => (
            <Tab key={id} id={id} title={t(`live.tabs.${id}`)} disabled={!on[id]} />
          ))}
        </TabStrip>
        {channelTab && (
          <ColumnChooser
            columns={Object.entries(HIDEABLE_COLUMNS).map(([colId, key]) => ({ colId, header: t(key) }))}
            hidden={hidden}
            onToggle={toggleColumn}
          />
        )}
      </div>
      <TabPanel tabsId="live-tabs" tabId={tab} fill>
        {channelTab && (
          <div className="cpt-live-body" key={tab}>
            <Summary store={live.store} channel={tab} />
            <OrdersGrid
              live={live}
              channel={tab}
              editable={tab === 'wechat_group'}
              actions={actions}
              onFocusBack={onFocusBack}
              hidden={hidden}
            />
          </div>
        )}
        {tab === 'lottery' && <LotteryTab live={live} />}
        {tab === 'analytics' && (
          <Suspense fallback={<Spinner size={30} aria-label={t('app.loading')} />}>
            <AnalyticsTab
              offerId={offer.id}
              lines={[offer.wechatGroup, offer.miniprogram].flatMap((b) =>
                b ? [...b.packs, ...b.singleItems] : [],
              )}
            />
          </Suspense>
        )}
      </TabPanel>
      <Alert
        isOpen={!!cancelRow}
        intent="danger"
        icon="cross-circle"
        confirmButtonText={t('live.cancelConfirm')}
        // named by their effect: "Cancel" beside "Cancel the order" invited the wrong press
        cancelButtonText={t('live.keepOrder')}
        canEscapeKeyCancel
        // keyboard first: Enter confirms, Escape keeps the order (focused as the dialog starts
        // opening, not after its transition: an Enter pressed as soon as it shows must confirm)
        onOpening={(el) =>
          el.querySelector<HTMLButtonElement>('.bp6-alert-footer .bp6-intent-danger')?.focus()
        }
        onCancel={() => setCancelRow(null)}
        onClosed={backToGrid}
        onConfirm={() => {
          const row = cancelRow && live.store.get(cancelRow.id);
          setCancelRow(null);
          if (row) live.queue.change({ ...row }, 'cancel', row);
        }}
      >
        <p>{t('live.cancelQuestion')}</p>
      </Alert>
      {historyRow && (
        <HistoryDrawer
          resource={ORDERS.key}
          id={historyRow.id}
          labels="live.cols"
          onClose={() => {
            setHistoryRow(null);
            requestAnimationFrame(backToGrid);
          }}
        />
      )}
      <CreateCustomerDialog
        row={customerRow}
        areas={areas}
        lang={i18n.language}
        onClose={() => {
          setCustomerRow(null);
          requestAnimationFrame(backToGrid);
        }}
        onConfirm={(row) => {
          setCustomerRow(null);
          requestAnimationFrame(backToGrid);
          void createCustomerFrom(row, live, t, (k) => i18n.exists(k));
        }}
      />
    </div>
  );
}
