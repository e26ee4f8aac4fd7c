// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const SYSTEM_SCREENS = screens({
  home: {
    path: '/',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'designer', 'finance'],
    page: 'app/Profile',
    palette: { label: 'palette.profile', icon: 'user' },
  },
});
