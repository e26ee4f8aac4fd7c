import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money.ts';
import type { ProductStockRow } from '../../../domain/stock/views.ts';
import type { TKey } from '../../../locales/keys.ts';

const FIGURES: readonly [keyof ProductStockRow, TKey, 'units' | 'yuan'][] = [
  ['stock', 'inventory.stock', 'units'],
  ['freeStock', 'inventory.freeStock', 'units'],
  ['purchasedStock', 'inventory.purchasedStock', 'units'],
  ['onDeliveryStock', 'inventory.onDeliveryStock', 'units'],
  ['totalStock', 'inventory.totalStock', 'units'],
  ['totalValue', 'inventory.totalValue', 'yuan'],
  ['forecastStock', 'inventory.forecastStock', 'units'],
  ['forecastValue', 'inventory.forecastValue', 'yuan'],
];

/** One product's stock figures above its movements. */
export function StockFigures({ stock }: { stock: ProductStockRow }) {
  const { t } = useTranslation();
  return (
    <dl className="cpt-inventory-stats" aria-live="polite">
      {FIGURES.map(([key, label, kind]) => {
        const value = stock[key] as number;
        return (
          <div key={key} className="cpt-inventory-stat">
            <dt>{t(label)}</dt>
            <dd data-stat={key}>{kind === 'yuan' ? formatYuan(value) : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
