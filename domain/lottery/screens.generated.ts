// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const LOTTERY_DRAWS_SCREENS = screens({
  list: {
    path: '/lottery-management',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/lottery/LotteryManagementPage',
    menu: { label: 'menu.lottery', icon: 'clean', order: 120 },
  },
});
