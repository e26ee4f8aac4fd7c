import { Button, Spinner } from '@blueprintjs/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { OfferDetails, OrderView } from '../../../domain/live-views.ts';
import { OFFERS } from '../../../domain/offers/resource.ts';
import { deliveryExportName, deliveryTrackingFilter } from '../../../domain/orders/delivery-tracking.ts';
import { TRACKING_STATUSES } from '../../../domain/orders/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { useAreas } from '../../api/useAreas.ts';
import { useRecord } from '../../api/useRecord.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useListView } from '../../components/list/useListView.ts';
import { type DeliveryGridContext, deliveryTrackingGrid } from '../../grids/delivery-tracking.ts';
import { CarrierImport } from '../carrier-import/CarrierImport.tsx';
import { FileActions } from './FileActions.tsx';

/**
 * Where this page stands in the app's own history: react-router keeps the index in
 * the router's `idx` in the state of the history entry, 0 on the page the app was opened on (a filter change replaces the entry and
 * keeps it), so Back never leaves the app for the page before it.
 */
const appHistoryIndex = (): number => (window.history.state as { idx?: number } | null)?.idx ?? 0;

/** /offers/:offerId/delivery: logistics ships an offer's orders. */
export default function DeliveryTrackingPage() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const offer = useRecord<OfferDetails>(apiUrl(OFFERS.ops.one, { id: offerId }));
  if (offer.error)
    return <LoadError error={offer.error} onRetry={offer.retry} backTo={OFFERS.screens.list.path} />;
  if (!offer.data)
    return (
      <div className="cpt-center">
        <Spinner size={40} aria-label={t('app.loading')} />
      </div>
    );
  return <DeliveryTracking offer={offer.data} />;
}

/**
 * The screen asks for the offer's orders "unlimited"; a page this long holds any
 * offer's shipments, so a carrier's column of tracking numbers is pasted in one go.
 */
const ROWS_PER_PAGE = 2000;

function DeliveryTracking({ offer }: { offer: OfferDetails }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [view] = useListView();
  const { areas } = useAreas();
  const lines = useMemo(
    () => [offer.wechatGroup, offer.miniprogram].flatMap((b) => (b ? [...b.packs, ...b.singleItems] : [])),
    [offer],
  );
  const areaName = useCallback(
    (id: string | null) => (id && areas?.byId.has(id) ? areas.label(id, i18n.language) : ''),
    [areas, i18n.language],
  );
  const context = useMemo<DeliveryGridContext>(
    () => ({ lines, bothChannels: offer.channel === 'all', areaName }),
    [lines, offer.channel, areaName],
  );
  const filters = useMemo<FilterDef[]>(
    () => [
      { kind: 'text', field: 'customerName', labelKey: 'deliveryTracking.filters.customerName' },
      { kind: 'number', field: 'orderID', labelKey: 'deliveryTracking.filters.orderID' },
      {
        kind: 'select',
        field: 'trackingStatus',
        labelKey: 'deliveryTracking.filters.trackingStatus',
        options: TRACKING_STATUSES.map((s) => ({
          value: s,
          labelKey: `live.trackingStatuses.${s}` as const,
        })),
      },
      {
        kind: 'select',
        field: 'area',
        labelKey: 'deliveryTracking.filters.area',
        options: (areas?.options ?? []).map((o) => ({
          value: o.id,
          text: `${'\u00a0\u00a0'.repeat(o.depth)}${areas!.label(o.id, i18n.language)}`,
        })),
      },
    ],
    [areas, i18n.language],
  );
  const name = (i18n.language === 'zh' ? offer.name.zh : offer.name.en) || offer.internalName;

  return (
    <ListPage<OrderView, DeliveryGridContext>
      grid={deliveryTrackingGrid}
      context={context}
      titleKey="deliveryTracking.title"
      title={t('deliveryTracking.titleOf', { offerID: offer.offerID, name })}
      before={
        <Button
          icon="arrow-left"
          variant="minimal"
          aria-label={t('deliveryTracking.back')}
          title={t('deliveryTracking.back')}
          onClick={() => (appHistoryIndex() > 0 ? navigate(-1) : void navigate(OFFERS.screens.list.path))}
        />
      }
      filters={filters}
      fixedFilter={deliveryTrackingFilter(offer)}
      exportName={deliveryExportName(offer.offerID)}
      pageSize={ROWS_PER_PAGE}
      after={
        <>
          <CarrierImport offerId={offer.id} />
          <FileActions offer={offer} view={view} areas={areas} />
        </>
      }
    />
  );
}
