import { useMemo } from 'react';
import type { PurchaseOrderRow } from '../../../domain/purchase-orders/list.ts';
import { PURCHASE_ORDERS } from '../../../domain/purchase-orders/resource.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef, TabDef } from '../../components/ListPage/types.ts';
import { purchaseOrdersGrid } from '../../grids/purchase-orders.ts';
import { useSuppliers } from '../products/useCatalogue.ts';

const TYPE = { type: 'purchase_order' };
const TABS: readonly TabDef[] = [
  { id: 'all', labelKey: 'purchaseOrder.tabs.all' },
  { id: 'toReceive', labelKey: 'purchaseOrder.tabs.toReceive', tabFilter: { stock_status: 'pending' } },
  { id: 'unpaid', labelKey: 'purchaseOrder.tabs.unpaid', tabFilter: { payment_status: 'unpaid' } },
  { id: 'paid', labelKey: 'purchaseOrder.tabs.paid', tabFilter: { payment_status: 'paid' } },
];

/** The filters of the purchase-order lists; `/finance` offers every supplier (its invoices are of services ones). */
export function usePoFilters(everySupplier = false): readonly FilterDef[] {
  const suppliers = useSuppliers();
  return useMemo<readonly FilterDef[]>(
    () => [
      { kind: 'text', field: 'poId', labelKey: 'purchaseOrder.searchPoId' },
      {
        kind: 'select',
        field: 'supplier',
        labelKey: 'purchaseOrder.supplier',
        options: suppliers
          .filter((s) => everySupplier || s.type === 'direct_sales')
          .map((s) => ({ value: s.id, text: s.name })),
        searchable: true,
      },
      { kind: 'dateRange', field: 'date', labelKey: 'purchaseOrder.date' },
    ],
    [suppliers, everySupplier],
  );
}

/**
 * /direct-sales: the purchase orders (type purchase_order) with tabs by
 * stock and payment; a row opens /finance/{id}; CSV with a dated file name.
 */
export default function DirectSalesList() {
  const filters = usePoFilters();
  return (
    <ListPage<PurchaseOrderRow>
      grid={purchaseOrdersGrid}
      titleKey="purchaseOrder.title"
      filters={filters}
      tabs={TABS}
      fixedFilter={TYPE}
      pageSize={80}
      rowLink={(po) => screenUrl(PURCHASE_ORDERS.screens.detail, { id: po.id })}
      create={{
        action: 'purchase.write',
        to: PURCHASE_ORDERS.screens.create.path,
        labelKey: 'purchaseOrder.create',
      }}
      exportName="direct-sales"
    />
  );
}
