// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const OFFERS_SCREENS = screens({
  list: {
    path: '/offers',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/offers/OffersList',
    menu: { label: 'menu.offerList', icon: 'list', order: 20, section: 'offers' },
  },
  create: {
    path: '/offers/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager'],
    page: 'features/offers/form/OfferForm',
    menu: { label: 'menu.createOffer', icon: 'add', order: 21, section: 'offers' },
  },
  edit: {
    path: '/offers/:offerId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager'],
    page: 'features/offers/form/OfferForm',
  },
  delivery: {
    path: '/offers/:offerId/delivery',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic'],
    page: 'features/delivery-tracking/DeliveryTrackingPage',
  },
  live: {
    path: '/offers/:offerId/orders',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/live/LivePage',
  },
});
