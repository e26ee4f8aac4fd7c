// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const CLAIMS_SCREENS = screens({
  list: {
    path: '/claims',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/claims/ClaimsList',
    menu: { label: 'menu.customerService', icon: 'headset', order: 90, badge: 'refunds' },
  },
  create: {
    path: '/claims/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/claims/ClaimForm',
    palette: { label: 'claims.createTitle', icon: 'add' },
  },
  edit: {
    path: '/claims/:claimId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/claims/ClaimForm',
  },
});
