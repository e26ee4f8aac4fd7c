// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const USERS_SCREENS = screens({
  list: {
    path: '/users',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'designer', 'finance'],
    page: 'features/users/UsersList',
    menu: { label: 'menu.team', icon: 'people', order: 150 },
  },
  create: {
    path: '/users/create',
    roles: ['super-admin', 'admin', 'product-manager'],
    page: 'features/users/UserForm',
    palette: { label: 'palette.createUser', icon: 'new-person' },
  },
  edit: {
    path: '/users/:userId',
    roles: ['super-admin', 'admin', 'product-manager'],
    page: 'features/users/UserForm',
  },
});
