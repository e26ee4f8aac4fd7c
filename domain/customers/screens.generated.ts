// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const CUSTOMERS_SCREENS = screens({
  list: {
    path: '/customers',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/customers/CustomersList',
    menu: { label: 'menu.customers', icon: 'person', order: 40 },
  },
  create: {
    path: '/customers/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/customers/CustomerPage',
    palette: { label: 'customers.createTitle', icon: 'add' },
  },
  edit: {
    path: '/customers/:customerId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/customers/CustomerPage',
  },
});
