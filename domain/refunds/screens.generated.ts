// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const REFUNDS_SCREENS = screens({
  list: {
    path: '/refunds',
    roles: ['super-admin', 'admin', 'finance', 'community-manager', 'customer-hero'],
    page: 'features/refunds/RefundsList',
    menu: { label: 'menu.refund', icon: 'undo', order: 140, badge: 'refunds' },
  },
  create: {
    path: '/refunds/create',
    roles: ['super-admin', 'admin', 'finance', 'community-manager', 'customer-hero'],
    page: 'features/refunds/RefundForm',
    palette: { label: 'refunds.createTitle', icon: 'add' },
  },
  edit: {
    path: '/refunds/:refundId',
    roles: ['super-admin', 'admin', 'finance', 'community-manager', 'customer-hero'],
    page: 'features/refunds/RefundForm',
  },
});
