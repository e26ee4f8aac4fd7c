// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const DELIVERY_TEMPLATES_SCREENS = screens({
  list: {
    path: '/delivery',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/DeliveryPage',
    menu: { label: 'menu.deliveryTemplates', icon: 'truck', order: 22, section: 'offers' },
    palette: { label: 'palette.deliveryAreas', icon: 'map', query: { tabState: 'areas' } },
  },
  create: {
    path: '/delivery/template/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/TemplateForm',
    palette: { label: 'palette.createTemplate', icon: 'add' },
  },
  edit: {
    path: '/delivery/template/:templateId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/TemplateForm',
  },
});

export const DELIVERY_AREAS_SCREENS = screens({
  create: {
    path: '/delivery/areas/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/AreaForm',
    palette: { label: 'palette.createArea', icon: 'add' },
  },
  edit: {
    path: '/delivery/areas/:areaId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/AreaForm',
  },
});
