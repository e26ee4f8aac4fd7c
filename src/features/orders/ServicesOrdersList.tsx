import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { OrderView } from '../../../domain/live-views.ts';
import { keyIn } from '../../../locales/keys.ts';
import { userAtom } from '../../app/session.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef, TabDef } from '../../components/ListPage/types.ts';
import { type OrdersGridContext, servicesOrdersGrid } from '../../grids/orders.ts';
import { CarrierImport } from '../carrier-import/CarrierImport.tsx';
import { BulkBar } from './BulkBar.tsx';
import { communityFilter, customerNameFilter, orderDateFilter, orderIdFilter } from './filters.ts';
import { ServiceOrderActions } from './OrderActions.tsx';
import { OrderCustomer } from './OrderCustomer.ts';
import './orders.css';

/**
 * Tabs by payment status as shown (`paymentState`): a cancelled pending order is under
 * ccl, not pending. "refund" is the refund pending (refunding), "refunded" rfd.
 */
const TABS: readonly TabDef[] = [
  { id: 'all', labelKey: 'orders.tabs.all' },
  { id: 'pending', labelKey: 'orders.tabs.pending', tabFilter: { paymentState: 'pending' } },
  { id: 'paid', labelKey: 'orders.tabs.paid', tabFilter: { paymentState: 'paid' } },
  { id: 'ccl', labelKey: 'orders.tabs.ccl', tabFilter: { paymentState: 'ccl' } },
  { id: 'refund', labelKey: 'orders.tabs.refund', tabFilter: { paymentState: 'refunding' } },
  { id: 'refunded', labelKey: 'orders.tabs.refunded', tabFilter: { paymentState: 'rfd' } },
];

const CHANNEL: FilterDef = {
  kind: 'select',
  field: 'channel',
  labelKey: 'orders.filters.channel',
  options: (['wechat_group', 'miniprogram'] as const).map((c) => ({
    value: c,
    labelKey: keyIn('live.channels', c),
  })),
};

/** /orders-services: service orders of every offer of the caller's communities, live. */
export default function ServicesOrdersList() {
  const user = useAtomValue(userAtom);
  const filters = useMemo(
    () => [CHANNEL, communityFilter(user), customerNameFilter, orderIdFilter, orderDateFilter],
    [user],
  );
  const context = useMemo<OrdersGridContext>(
    () => ({ Actions: ServiceOrderActions, Customer: OrderCustomer }),
    [],
  );
  return (
    <ListPage<OrderView, OrdersGridContext>
      grid={servicesOrdersGrid}
      context={context}
      titleKey="orders.servicesTitle"
      filters={filters}
      tabs={TABS}
      fixedFilter={{ type: 'service' }}
      exportName="service-orders"
      after={<CarrierImport />}
      actions={(api, selected, setCell) =>
        user && (
          <BulkBar
            api={api}
            selected={selected.length}
            role={user.role}
            context={context}
            exportName="service-orders"
            setCell={setCell}
          />
        )
      }
    />
  );
}
