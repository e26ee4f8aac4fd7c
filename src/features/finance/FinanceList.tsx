import type { PurchaseOrderRow } from '../../../domain/purchase-orders/list.ts';
import { PURCHASE_ORDERS } from '../../../domain/purchase-orders/resource.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { TabDef } from '../../components/ListPage/types.ts';
import { purchaseOrdersGrid } from '../../grids/purchase-orders.ts';
import { usePoFilters } from './DirectSalesList.tsx';

const TABS: readonly TabDef[] = [
  { id: 'all', labelKey: 'purchaseOrder.tabs.all' },
  {
    id: 'purchaseOrders',
    labelKey: 'purchaseOrder.tabs.purchaseOrders',
    tabFilter: { type: 'purchase_order' },
  },
  { id: 'invoices', labelKey: 'purchaseOrder.tabs.invoices', tabFilter: { type: 'invoice' } },
  { id: 'unpaid', labelKey: 'purchaseOrder.tabs.unpaid', tabFilter: { payment_status: 'unpaid' } },
];

/** Where an invoice row goes: the invoices tab of /services, filtered by its supplier. */
export const invoicesOf = (supplierId: string) =>
  screenUrl(
    PURCHASE_ORDERS.screens.services,
    {},
    {
      tabState: 'invoices',
      filter: JSON.stringify({ supplier: supplierId }),
    },
  );

/**
 * /finance: purchase orders and invoices together. A purchase order opens its page;
 * an invoice opens the invoices tab of /services filtered by its supplier.
 */
export default function FinanceList() {
  const filters = usePoFilters(true);
  return (
    <ListPage<PurchaseOrderRow>
      grid={purchaseOrdersGrid}
      titleKey="purchaseOrder.financeTitle"
      filters={filters}
      tabs={TABS}
      pageSize={80}
      rowLink={(po) =>
        po.type === 'invoice'
          ? invoicesOf(po.supplier.id)
          : screenUrl(PURCHASE_ORDERS.screens.detail, { id: po.id })
      }
      create={{
        action: 'purchase.write',
        to: PURCHASE_ORDERS.screens.create.path,
        labelKey: 'purchaseOrder.create',
      }}
      exportName="finance"
    />
  );
}
