// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const SUPPLIERS_SCREENS = screens({
  list: {
    path: '/suppliers',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/suppliers/SuppliersList',
    menu: { label: 'menu.suppliers', icon: 'office', order: 50 },
  },
  create: {
    path: '/suppliers/create',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/suppliers/SupplierForm',
    palette: { label: 'palette.createSupplier', icon: 'add' },
  },
  edit: {
    path: '/suppliers/:supplierId',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/suppliers/SupplierForm',
  },
});
