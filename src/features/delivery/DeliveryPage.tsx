import { H1, Tab } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AreaRow } from '../../../domain/area-tree.ts';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from '../../../domain/delivery/resource.ts';
import type { DeliveryTemplate } from '../../../domain/delivery/schema.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { useAreas } from '../../api/useAreas.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { TabPanel } from '../../components/TabPanel.tsx';
import { TabStrip } from '../../components/TabStrip.tsx';
import { type AreaGridContext, areasGrid, templatesGrid } from '../../grids/delivery.ts';

const TABS = ['templates', 'areas'] as const;
type DeliveryTab = (typeof TABS)[number];

const NAME_FILTER: readonly FilterDef[] = [{ kind: 'text', field: 'name', labelKey: 'delivery.searchName' }];

function AreasTab() {
  const { i18n } = useTranslation();
  const { areas } = useAreas();
  const context = useMemo<AreaGridContext>(() => ({ areas, lang: i18n.language }), [areas, i18n.language]);
  return (
    <ListPage<AreaRow, AreaGridContext>
      embedded
      grid={areasGrid}
      context={context}
      titleKey="delivery.areas"
      filters={NAME_FILTER}
      rowLink={(a) => screenUrl(DELIVERY_AREAS.screens.edit, { areaId: a.id })}
      create={{
        action: 'delivery.write',
        to: DELIVERY_AREAS.screens.create.path,
        labelKey: 'delivery.createArea',
      }}
      exportName="delivery-areas"
    />
  );
}

/**
 * /delivery: two tabs, templates and areas, the active one in the query parameter
 * `tabState`. Switching tabs starts the other list fresh (its own filters, page and sort).
 */
export default function DeliveryPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(search).get('tabState');
  const tab: DeliveryTab = requested === 'areas' ? 'areas' : 'templates';

  return (
    <div className="cpt-list-frame">
      <div className="cpt-page-header cpt-list-frame-header">
        <H1 className="cpt-title">{t('delivery.title')}</H1>
      </div>
      <TabStrip
        id="delivery-tabs"
        selectedTabId={tab}
        large
        onChange={(id) => void navigate({ search: `?tabState=${String(id)}`, hash: '' }, { replace: true })}
      >
        <Tab id="templates" title={t('delivery.templates')} />
        <Tab id="areas" title={t('delivery.areas')} />
      </TabStrip>
      <TabPanel tabsId="delivery-tabs" tabId={tab} fill>
        {tab === 'templates' ? (
          <ListPage<DeliveryTemplate & { id: string }>
            key="templates"
            embedded
            grid={templatesGrid}
            titleKey="delivery.templates"
            filters={NAME_FILTER}
            rowLink={(x) => screenUrl(DELIVERY_TEMPLATES.screens.edit, { templateId: x.id })}
            create={{
              action: 'delivery.write',
              to: DELIVERY_TEMPLATES.screens.create.path,
              labelKey: 'delivery.createTemplate',
            }}
            exportName="delivery-templates"
          />
        ) : (
          <AreasTab key="areas" />
        )}
      </TabPanel>
    </div>
  );
}
