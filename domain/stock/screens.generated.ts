// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const PRODUCT_STOCKS_SCREENS = screens({
  list: {
    path: '/inventory',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic', 'finance'],
    page: 'features/inventory/InventoryList',
    menu: { label: 'menu.inventory', icon: 'cube', order: 70 },
  },
  detail: {
    path: '/inventory/:productId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic', 'finance'],
    page: 'features/inventory/StockPage',
  },
});
