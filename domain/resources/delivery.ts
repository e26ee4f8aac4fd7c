import { DELIVERY_AREAS_LIST, DELIVERY_TEMPLATES_LIST } from '../lists/delivery.ts';
import { defineResource } from '../resource.ts';
import {
  DELIVERY_ROLES,
  LIVE_ROLES,
  OFFER_EDITORS,
  SERVICE_ROLES,
  SUPPLIER_EDITORS,
} from '../role-groups.ts';
import { DeliveryAreaBody, DeliveryTemplateBody, DeliveryTemplateUpdate } from '../schemas/delivery.ts';
import { DELIVERY_AREAS_SCREENS, DELIVERY_TEMPLATES_SCREENS } from '../screens.ts';

/** Delivery fee templates (part 1 §2 Delivery, §5, §7). Shared by every community: not scoped. */
export const DELIVERY_TEMPLATES = defineResource({
  key: 'delivery-templates',
  entity: 'delivery_template',
  ops: {
    list: {
      method: 'GET',
      path: '/api/delivery-templates/details',
      access: DELIVERY_ROLES,
      list: DELIVERY_TEMPLATES_LIST,
    },
    one: { method: 'GET', path: '/api/delivery-templates/:id/details', access: DELIVERY_ROLES },
    create: {
      method: 'POST',
      path: '/api/delivery-templates',
      access: DELIVERY_ROLES,
      body: DeliveryTemplateBody,
    },
    update: {
      method: 'PUT',
      path: '/api/delivery-templates/:id',
      access: DELIVERY_ROLES,
      body: DeliveryTemplateUpdate,
    },
  },
  screens: DELIVERY_TEMPLATES_SCREENS,
});

/** The area tree (cities, districts, sub-areas) behind fees and addresses. */
export const DELIVERY_AREAS = defineResource({
  key: 'delivery-areas',
  entity: 'delivery_area',
  ops: {
    // the whole tree feeds every area cascader (offer fees, order, supplier and customer
    // addresses), not only /delivery: a form's cascader answered 403 would sign its user out
    tree: {
      method: 'GET',
      path: '/api/delivery-areas',
      access: [
        ...new Set([
          ...DELIVERY_ROLES,
          ...LIVE_ROLES,
          ...OFFER_EDITORS,
          ...SUPPLIER_EDITORS,
          ...SERVICE_ROLES,
        ]),
      ],
      // the children of one node instead of the whole tree
      query: ['parent'],
    },
    list: {
      method: 'GET',
      path: '/api/delivery-areas/details',
      access: DELIVERY_ROLES,
      list: DELIVERY_AREAS_LIST,
    },
    one: { method: 'GET', path: '/api/delivery-areas/:id/details', access: DELIVERY_ROLES },
    create: { method: 'POST', path: '/api/delivery-areas', access: DELIVERY_ROLES, body: DeliveryAreaBody },
    update: {
      method: 'PUT',
      path: '/api/delivery-areas/:id',
      access: DELIVERY_ROLES,
      body: DeliveryAreaBody,
    },
  },
  screens: DELIVERY_AREAS_SCREENS,
});
