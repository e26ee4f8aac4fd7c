// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const PRODUCTS_SCREENS = screens({
  list: {
    path: '/products',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'designer', 'finance'],
    page: 'features/products/ProductsList',
    menu: { label: 'menu.products', icon: 'box', order: 60 },
  },
  create: {
    path: '/products/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer', 'logistic'],
    page: 'features/products/ProductForm',
    palette: { label: 'product.createTitle', icon: 'add' },
  },
  edit: {
    path: '/products/:productId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer', 'logistic'],
    page: 'features/products/ProductForm',
  },
  analytics: {
    path: '/products/:productId/analytics',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'finance'],
    page: 'features/products/ProductAnalyticsPage',
  },
});
