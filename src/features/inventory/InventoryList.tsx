import { H1 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { screenUrl } from '../../../domain/resource.ts';
import { PRODUCT_STOCKS } from '../../../domain/stock/resource.ts';
import type { ProductStockRow } from '../../../domain/stock/views.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { cleanFilter } from '../../components/list/urlState.ts';
import { useListView } from '../../components/list/useListView.ts';
import { inventoryGrid } from '../../grids/stock.ts';
import { InventoryStatsBar } from './InventoryStatsBar.tsx';
import './inventory.css';

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', field: 'name', labelKey: 'inventory.searchName' },
  { kind: 'text', field: 'productId', labelKey: 'inventory.productId' },
  {
    kind: 'select',
    field: 'status',
    labelKey: 'inventory.productStatus',
    options: [
      { value: 'available', labelKey: 'inventory.productStatuses.available' },
      { value: 'discontinued', labelKey: 'inventory.productStatuses.discontinued' },
    ],
  },
];

/**
 * /inventory: every product's stock figures, the stats bar of the filtered
 * view, CSV export; a row's click or Enter opens its movements.
 */
export default function InventoryList() {
  const { t, i18n } = useTranslation();
  const [view] = useListView();
  const context = useMemo(() => ({ lang: i18n.language }), [i18n.language]);
  return (
    <div className="cpt-list-frame">
      <div className="cpt-page-header cpt-list-frame-header">
        <H1 className="cpt-title">{t('inventory.title')}</H1>
      </div>
      <InventoryStatsBar filter={cleanFilter(view.filter)} />
      <ListPage<ProductStockRow, { lang: string }>
        embedded
        grid={inventoryGrid}
        context={context}
        titleKey="inventory.title"
        filters={FILTERS}
        rowLink={(p) => screenUrl(PRODUCT_STOCKS.screens.detail, { productId: p.id })}
        exportName="inventory"
      />
    </div>
  );
}
