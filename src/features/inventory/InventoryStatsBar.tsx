import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { PRODUCT_STOCKS } from '../../../domain/stock/resource.ts';
import type { InventoryStats } from '../../../domain/stock/views.ts';
import type { TKey } from '../../../locales/keys.ts';
import { useRecord } from '../../api/useRecord.ts';

const FIGURES: readonly [keyof InventoryStats, TKey, 'units' | 'yuan'][] = [
  ['products', 'inventory.stats.products', 'units'],
  ['stock', 'inventory.stats.stock', 'units'],
  ['freeStock', 'inventory.stats.freeStock', 'units'],
  ['purchasedStock', 'inventory.stats.purchasedStock', 'units'],
  ['onDeliveryStock', 'inventory.stats.onDeliveryStock', 'units'],
  ['totalValue', 'inventory.stats.totalValue', 'yuan'],
  ['forecastValue', 'inventory.stats.forecastValue', 'yuan'],
  ['soldOut', 'inventory.stats.soldOut', 'units'],
];

/**
 * The inventory's stats bar: the totals of the whole filtered view (GET product-stocks/analytics
 * with the list's filter), refetched with the list when stock changes anywhere.
 */
export function InventoryStatsBar({ filter }: { filter: Record<string, unknown> }) {
  const { t } = useTranslation();
  const base = apiUrl(PRODUCT_STOCKS.ops.analytics, {});
  const path = Object.keys(filter).length
    ? `${base}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`
    : base;
  const { data } = useRecord<InventoryStats>(path);
  return (
    <dl className="cpt-inventory-stats" aria-live="polite">
      {FIGURES.map(([key, label, kind]) => (
        <div key={key} className="cpt-inventory-stat">
          <dt>{t(label)}</dt>
          <dd data-stat={key}>{data ? (kind === 'yuan' ? formatYuan(data[key]) : data[key]) : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
