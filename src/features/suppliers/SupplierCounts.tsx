import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SupplierCounts as Counts } from '../../../domain/suppliers/schema.ts';

/** What refers to the supplier. */
export function SupplierCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const cells = [
    ['suppliers.counts.products', counts.products],
    ['suppliers.counts.offers', counts.offers],
    ['suppliers.counts.orders', counts.orders],
    ['suppliers.counts.claims', counts.claims],
  ] as const;
  return (
    <section className="cpt-supplier-counts" aria-label={t('suppliers.counts.title')}>
      <HTMLTable compact>
        <thead>
          <tr>
            {cells.map(([k]) => (
              <th key={k}>{t(k)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {cells.map(([k, n]) => (
              <td key={k}>{n.toLocaleString()}</td>
            ))}
          </tr>
        </tbody>
      </HTMLTable>
    </section>
  );
}
