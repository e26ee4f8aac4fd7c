// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const ORDERS_SCREENS = screens({
  services: {
    path: '/orders-services',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/orders/ServicesOrdersList',
    menu: { label: 'menu.servicesOrders', icon: 'th-list', order: 30, section: 'orders' },
  },
  directSales: {
    path: '/orders-direct-sales',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/orders/DirectSalesOrdersList',
    menu: { label: 'menu.directSalesOrders', icon: 'th', order: 31, section: 'orders' },
  },
  createDaily: {
    path: '/daily-orders/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/orders/DailyOrderForm',
    palette: { label: 'dailyOrder.createTitle', icon: 'add' },
  },
  editDaily: {
    path: '/daily-orders/:orderId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/orders/DailyOrderForm',
  },
});
