// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const PURCHASE_ORDERS_SCREENS = screens({
  finance: {
    path: '/finance',
    roles: ['super-admin', 'admin', 'finance'],
    page: 'features/finance/FinanceList',
    menu: { label: 'menu.purchaseOrders', icon: 'document', order: 80 },
  },
  detail: {
    path: '/finance/:id',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/finance/PurchaseOrderPage',
  },
  edit: {
    path: '/finance/:id/edit',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/finance/PurchaseForm',
  },
  directSales: {
    path: '/direct-sales',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/finance/DirectSalesList',
    menu: { label: 'menu.financeDirectSales', icon: 'document-share', order: 131, section: 'finance' },
  },
  create: {
    path: '/purchase/create',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/finance/PurchaseForm',
    palette: { label: 'purchaseOrder.createTitle', icon: 'add' },
  },
  services: {
    path: '/services',
    roles: ['super-admin', 'admin', 'finance'],
    page: 'features/finance/ServicesPage',
    menu: { label: 'menu.financeServices', icon: 'briefcase', order: 132, section: 'finance' },
  },
});
