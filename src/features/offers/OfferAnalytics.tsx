import { H1, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { OfferDetails } from '../../../domain/live-views.ts';
import { OFFERS } from '../../../domain/offers/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { useRecord } from '../../api/useRecord.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { TabPanel } from '../../components/TabPanel.tsx';

const AnalyticsTab = lazy(() =>
  import('../live/AnalyticsTab.tsx').then((m) => ({ default: m.AnalyticsTab })),
);

/**
 * /offers/{offerId}/orders for a role that may read an offer's analytics but not work its orders
 * (finance): the live page with its analytics tab only, no socket, no order grid.
 */
export function OfferAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const { offerId = '' } = useParams();
  const offer = useRecord<OfferDetails>(apiUrl(OFFERS.ops.one, { id: offerId }));
  if (offer.error)
    return <LoadError error={offer.error} onRetry={offer.retry} backTo={OFFERS.screens.list.path} />;
  const o = offer.data;
  if (!o) return <Spinner size={40} aria-label={t('app.loading')} />;
  return (
    <div className="cpt-live">
      <header className="cpt-live-head">
        <H1 className="cpt-live-title">
          {(i18n.language === 'zh' ? o.name.zh : o.name.en) || o.internalName}{' '}
          <span className="bp6-text-muted">#{o.offerID}</span>
        </H1>
      </header>
      <Tabs id="live-tabs" selectedTabId="analytics">
        <Tab id="analytics" title={t('live.tabs.analytics')} />
      </Tabs>
      <TabPanel tabsId="live-tabs" tabId="analytics" fill>
        <Suspense fallback={<Spinner size={30} aria-label={t('app.loading')} />}>
          <AnalyticsTab
            offerId={o.id}
            lines={[o.wechatGroup, o.miniprogram].flatMap((b) => (b ? [...b.packs, ...b.singleItems] : []))}
          />
        </Suspense>
      </TabPanel>
    </div>
  );
}
