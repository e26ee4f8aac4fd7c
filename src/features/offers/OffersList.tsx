import { Button } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import { COMMUNITIES } from '../../../domain/communities.ts';
import type { OfferListRow } from '../../../domain/lists/offers.ts';
import { type OffersGridContext, offersGrid } from '../../../grids/offers.ts';
import { hasScreen } from '../../app/screens.ts';
import { userAtom } from '../../app/session.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef, TabDef } from '../../components/ListPage/types.ts';

const TABS: readonly TabDef[] = [
  { id: 'live', labelKey: 'offers.tabs.live', tabFilter: { timing: 'live' } },
  { id: 'all', labelKey: 'offers.tabs.all' },
  { id: 'coming', labelKey: 'offers.tabs.coming', tabFilter: { timing: 'coming' } },
  { id: 'over', labelKey: 'offers.tabs.over', tabFilter: { timing: 'over' } },
];

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', field: 'internalName', labelKey: 'offers.searchName' },
  {
    kind: 'select',
    field: 'community',
    labelKey: 'offers.community',
    options: COMMUNITIES.map((c) => ({ value: c.id, labelKey: `communities.${c.key}` })),
  },
  {
    kind: 'select',
    field: 'channel',
    labelKey: 'offers.channel',
    options: ['all', 'wechat_group', 'miniprogram'].map((c) => ({
      value: c,
      labelKey: `live.channels.${c}`,
    })),
  },
];

/** Live view (offer.live roles) and analytics (offer.analytics roles, not while coming). */
function OfferActions({ data }: ICellRendererParams<OfferListRow>) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  if (!data || !user) return null;
  return (
    <span className="cpt-row-actions">
      {can(user.role, 'offer.live') && (
        <Button
          size="small"
          icon="feed"
          intent="primary"
          variant="minimal"
          text={t('offers.liveView')}
          onClick={(e) => {
            e.stopPropagation();
            void navigate(`/offers/${data.id}/orders`);
          }}
        />
      )}
      {can(user.role, 'offer.analytics') && data.timing !== 'coming' && (
        <Button
          size="small"
          icon="chart"
          variant="minimal"
          text={t('offers.analytics')}
          onClick={(e) => {
            e.stopPropagation();
            void navigate(`/offers/${data.id}/orders?tab=analytics`);
          }}
        />
      )}
    </span>
  );
}

/** /offers (part 1 §2): tabs live / all / coming / over, page size 80; rows open the live page. */
export default function OffersList() {
  const { i18n } = useTranslation();
  const context = useMemo<OffersGridContext>(
    () => ({ lang: i18n.language, Actions: OfferActions }),
    [i18n.language],
  );
  return (
    <ListPage<OfferListRow, OffersGridContext>
      grid={offersGrid}
      context={context}
      titleKey="offers.title"
      tabs={TABS}
      filters={FILTERS}
      pageSize={80}
      rowLink={(o) => `/offers/${o.id}/orders?tab=analytics`}
      // the offer form comes with its own issue; the button appears once its screen exists
      create={
        hasScreen('/offers/create')
          ? { action: 'offer.create', to: '/offers/create', labelKey: 'offers.create' }
          : undefined
      }
      exportName="offers"
    />
  );
}
