// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const FINANCE_ANALYTICS_SCREENS = screens({
  analytics: {
    path: '/analytics',
    roles: ['super-admin', 'admin', 'product-manager', 'finance'],
    page: 'features/finance/AnalyticsPage',
    menu: { label: 'menu.analytics', icon: 'chart', order: 10 },
  },
  overview: {
    path: '/overview',
    roles: ['super-admin', 'admin', 'finance'],
    page: 'features/finance/OverviewPage',
    menu: { label: 'menu.financeOverview', icon: 'dashboard', order: 130, section: 'finance' },
  },
});
