// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const QUICK_REPLIES_SCREENS = screens({
  list: {
    path: '/quick-replies',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/quick-replies/QuickRepliesList',
    menu: { label: 'menu.quickReplies', icon: 'chat', order: 95 },
  },
  create: {
    path: '/quick-replies/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/quick-replies/QuickReplyForm',
    palette: { label: 'palette.createQuickReply', icon: 'add' },
  },
  edit: {
    path: '/quick-replies/:quickReplyId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/quick-replies/QuickReplyForm',
  },
});
