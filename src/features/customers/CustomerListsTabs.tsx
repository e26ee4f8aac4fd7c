import type { OrderView } from '../../../domain/live-views.ts';
import { PAYMENT_STATUSES } from '../../../domain/orders/schema.ts';
import { VOUCHERS } from '../../../domain/vouchers/resource.ts';
import { VOUCHER_STATUSES } from '../../../domain/vouchers/schema.ts';
import { keyIn } from '../../../locales/keys.ts';
import { hasScreen } from '../../app/screens.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { customerOrdersGrid, customerVouchersGrid, type VoucherRow } from '../../grids/customers.ts';
import { ClaimsListView } from '../claims/ClaimsList.tsx';

/** the voucher form's screen (customer service); the button shows once it exists */
const VOUCHER_CREATE = VOUCHERS.screens.create.path;

const ORDER_FILTERS: readonly FilterDef[] = [
  {
    kind: 'select',
    // as shown: a cancelled pending order is ccl (domain/orders/locking.ts shownPaymentStatus)
    field: 'paymentState',
    labelKey: 'customers.orders.paymentStatus',
    options: PAYMENT_STATUSES.map((s) => ({ value: s, labelKey: keyIn('live.paymentStatuses', s) })),
  },
  { kind: 'dateRange', field: 'orderDate', labelKey: 'customers.orders.orderDate' },
];
const VOUCHER_FILTERS: readonly FilterDef[] = [
  {
    kind: 'select',
    field: 'status',
    labelKey: 'customers.vouchers.status',
    options: VOUCHER_STATUSES.map((s) => ({ value: s, labelKey: keyIn('customers.voucherStatuses', s) })),
  },
];

/**
 * The orders tab: the order list for this customer. The server keeps a non-admin to his
 * communities' orders, so the tab cannot show more than he may see.
 */
export function CustomerOrdersTab({ customerId }: { customerId: string }) {
  return (
    <ListPage<OrderView>
      embedded
      grid={customerOrdersGrid}
      titleKey="customers.tabs.orders"
      filters={ORDER_FILTERS}
      fixedFilter={{ customer: customerId }}
      exportName="customer-orders"
    />
  );
}

/**
 * The vouchers tab: the customer's vouchers (valid in the caller's communities). The create
 * button follows `voucher.create` (never logistic) once the voucher form exists.
 */
export function CustomerVouchersTab({ customerId }: { customerId: string }) {
  return (
    <ListPage<VoucherRow>
      embedded
      grid={customerVouchersGrid}
      titleKey="customers.tabs.vouchers"
      filters={VOUCHER_FILTERS}
      fixedFilter={{ customer: customerId }}
      exportName="customer-vouchers"
      create={
        hasScreen(VOUCHER_CREATE)
          ? {
              action: 'voucher.create',
              to: `${VOUCHER_CREATE}?customer=${customerId}`,
              labelKey: 'customers.vouchers.create',
            }
          : undefined
      }
    />
  );
}

/** The claims tab: the customer's claims (in the caller's communities). */
export function CustomerClaimsTab({ customerId }: { customerId: string }) {
  return <ClaimsListView customerId={customerId} />;
}
