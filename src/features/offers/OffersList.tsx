import { Button } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import { communitiesOf } from '../../../domain/communities.ts';
import type { OfferListRow } from '../../../domain/offers/list.ts';
import { OFFERS } from '../../../domain/offers/resource.ts';
import { CHANNELS } from '../../../domain/offers/schema.ts';
import { showsAnalytics } from '../../../domain/offers/timing.ts';
import { screenUrl } from '../../../domain/resource.ts';
import type { User } from '../../../domain/users/schema.ts';
import { userAtom } from '../../app/session.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef, TabDef } from '../../components/ListPage/types.ts';
import { type OffersGridContext, offersGrid } from '../../grids/offers.ts';
import { RecapButton } from '../offer-documents/RecapButton.tsx';

const TABS: readonly TabDef[] = [
  { id: 'live', labelKey: 'offers.tabs.live', tabFilter: { timing: 'live' } },
  { id: 'all', labelKey: 'offers.tabs.all' },
  { id: 'coming', labelKey: 'offers.tabs.coming', tabFilter: { timing: 'coming' } },
  { id: 'over', labelKey: 'offers.tabs.over', tabFilter: { timing: 'over' } },
];

/** The communities a caller may filter on: the server shows a scoped role no others. */
export function communityOptions(user: Pick<User, 'role' | 'communities'> | null) {
  return communitiesOf(user).map((c) => ({ value: c.id, labelKey: `communities.${c.key}` as const }));
}

const filtersFor = (user: User | null): readonly FilterDef[] => [
  { kind: 'text', field: 'internalName', labelKey: 'offers.searchName' },
  { kind: 'select', field: 'community', labelKey: 'offers.community', options: communityOptions(user) },
  {
    kind: 'select',
    field: 'channel',
    labelKey: 'offers.channel',
    options: CHANNELS.map((c) => ({
      value: c,
      labelKey: `live.channels.${c}`,
    })),
  },
];

/**
 * Live view and delivery tracking (offer.live roles), analytics (offer.analytics roles, not while
 * coming), the recap workbook (every role of the list): docs/offers.md, "The offers list".
 */
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
          aria-label={t('offers.liveView')}
          title={t('offers.liveView')}
          onClick={() => {
            void navigate(screenUrl(OFFERS.screens.live, { offerId: data.id }));
          }}
        />
      )}
      {can(user.role, 'offer.analytics') && showsAnalytics(data, new Date()) && (
        <Button
          size="small"
          icon="chart"
          variant="minimal"
          aria-label={t('offers.analytics')}
          title={t('offers.analytics')}
          onClick={() => {
            void navigate(screenUrl(OFFERS.screens.live, { offerId: data.id }, { tabState: 'analytics' }));
          }}
        />
      )}
      {/* the recap workbook: whoever sees the list may download it */}
      <RecapButton offerId={data.id} iconOnly />
      {can(user.role, 'offer.live') && (
        <Button
          size="small"
          icon="truck"
          variant="minimal"
          aria-label={t('offers.deliveryTracking')}
          title={t('offers.deliveryTracking')}
          onClick={() => {
            void navigate(screenUrl(OFFERS.screens.delivery, { offerId: data.id }));
          }}
        />
      )}
    </span>
  );
}

/** Where a row's click and Enter go: the form for its editors, else the live page (analytics for finance). */
function rowTarget(user: User | null, o: OfferListRow): string {
  if (user && can(user.role, 'offer.edit')) return screenUrl(OFFERS.screens.edit, { offerId: o.id });
  if (user && !can(user.role, 'offer.live'))
    return screenUrl(OFFERS.screens.live, { offerId: o.id }, { tabState: 'analytics' });
  return screenUrl(OFFERS.screens.live, { offerId: o.id });
}

/**
 * /offers: tabs live / all / coming / over, page size 80. A row opens the offer form
 * for offer editors; its buttons open the live page, delivery tracking and the analytics.
 */
export default function OffersList() {
  const { i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const filters = useMemo(() => filtersFor(user), [user]);
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
      filters={filters}
      pageSize={80}
      rowLink={(o) => rowTarget(user, o)}
      create={{ action: 'offer.create', to: OFFERS.screens.create.path, labelKey: 'offers.create' }}
      exportName="offers"
    />
  );
}
