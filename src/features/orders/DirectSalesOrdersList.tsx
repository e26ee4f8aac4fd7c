import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { OrderView } from '../../../domain/live-views.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { userAtom } from '../../app/session.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { directSalesOrdersGrid, type OrdersGridContext } from '../../grids/orders.ts';
import { BulkBar } from './BulkBar.tsx';
import { communityFilter, customerNameFilter, orderDateFilter, orderIdFilter } from './filters.ts';
import { DirectSaleOrderActions } from './OrderActions.tsx';
import { OrderCustomer } from './OrderCustomer.ts';
import './orders.css';

const TRACKING_NUMBER: FilterDef = {
  kind: 'text',
  field: 'deliveryTrackingID',
  labelKey: 'orders.filters.trackingNumber',
};

/** /orders-direct-sales: direct-sale and daily orders; create a daily order. */
export default function DirectSalesOrdersList() {
  const user = useAtomValue(userAtom);
  const filters = useMemo(
    () => [communityFilter(user), customerNameFilter, orderIdFilter, TRACKING_NUMBER, orderDateFilter],
    [user],
  );
  const context = useMemo<OrdersGridContext>(
    () => ({ Actions: DirectSaleOrderActions, Customer: OrderCustomer }),
    [],
  );
  return (
    <ListPage<OrderView, OrdersGridContext>
      grid={directSalesOrdersGrid}
      context={context}
      titleKey="orders.directSalesTitle"
      filters={filters}
      fixedFilter={{ type: ['direct_sale', 'daily'] }}
      exportName="direct-sales-orders"
      // a click or Enter opens the order's form (direct sales are entered as daily orders)
      rowLink={(o) => screenUrl(ORDERS.screens.editDaily, { orderId: o.id })}
      create={{ action: 'order.edit', to: ORDERS.screens.createDaily.path, labelKey: 'orders.createDaily' }}
      actions={(api, selected, setCell) =>
        user && (
          <BulkBar
            api={api}
            selected={selected.length}
            role={user.role}
            context={context}
            exportName="direct-sales-orders"
            setCell={setCell}
          />
        )
      }
    />
  );
}
