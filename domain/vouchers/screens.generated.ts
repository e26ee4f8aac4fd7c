// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const VOUCHERS_SCREENS = screens({
  list: {
    path: '/vouchers',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/vouchers/VouchersList',
    menu: { label: 'menu.vouchers', icon: 'tag', order: 100 },
  },
  create: {
    path: '/vouchers/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/vouchers/VoucherForm',
  },
});
