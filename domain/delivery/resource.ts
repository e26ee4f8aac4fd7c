import * as v from 'valibot';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import {
  DELIVERY_ROLES,
  LIVE_ROLES,
  OFFER_EDITORS,
  SERVICE_ROLES,
  SUPPLIER_EDITORS,
} from '../role-groups.ts';
import {
  DeliveryAreaAnswer,
  DeliveryAreaRow,
  DeliveryTemplateAnswer,
  TemplateCellsAnswer,
} from './answers.ts';
import { TEMPLATE_CELLS } from './cells.ts';
import { DELIVERY_AREAS_LIST, DELIVERY_TEMPLATES_LIST } from './list.ts';
import { DeliveryAreaBody, DeliveryTemplateBody, DeliveryTemplateUpdate } from './schema.ts';

/** Delivery fee templates. Shared by every community: not scoped. */
export const DELIVERY_TEMPLATES = defineResource({
  key: 'delivery-templates',
  entity: 'delivery_template',
  ops: {
    list: {
      response: v.array(DeliveryTemplateAnswer),
      method: 'GET',
      path: '/api/delivery-templates/details',
      access: DELIVERY_ROLES,
      list: DELIVERY_TEMPLATES_LIST,
    },
    one: {
      response: DeliveryTemplateAnswer,
      method: 'GET',
      path: '/api/delivery-templates/:id/details',
      access: DELIVERY_ROLES,
    },
    create: {
      response: DeliveryTemplateAnswer,
      status: 201,
      method: 'POST',
      path: '/api/delivery-templates',
      access: DELIVERY_ROLES,
      body: DeliveryTemplateBody,
      idempotent: true,
    },
    update: {
      response: DeliveryTemplateAnswer,
      method: 'PUT',
      path: '/api/delivery-templates/:id',
      access: DELIVERY_ROLES,
      body: DeliveryTemplateUpdate,
    },
    // the name typed on the templates list (docs/spreadsheet.md): each row saved by the template's edit
    cells: {
      summary: 'Saves cells typed on the delivery templates list, each row on its own',
      response: TemplateCellsAnswer,
      method: 'POST',
      path: '/api/delivery-templates/cells',
      access: cellRoles(TEMPLATE_CELLS),
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: {
    // the Delivery page holds both lists (templates and areas) as tabs
    list: {
      path: '/delivery',
      roles: DELIVERY_ROLES,
      page: 'features/delivery/DeliveryPage',
      menu: { label: 'menu.deliveryTemplates', icon: 'truck', order: 22, section: 'offers' },
      palette: { label: 'palette.deliveryAreas', icon: 'map', query: { tabState: 'areas' } },
    },
    create: {
      path: '/delivery/template/create',
      roles: DELIVERY_ROLES,
      page: 'features/delivery/TemplateForm',
      palette: { label: 'palette.createTemplate', icon: 'add' },
    },
    edit: {
      path: '/delivery/template/:templateId',
      roles: DELIVERY_ROLES,
      page: 'features/delivery/TemplateForm',
    },
  },
});

/** The area tree (cities, districts, sub-areas) behind fees and addresses. */
export const DELIVERY_AREAS = defineResource({
  key: 'delivery-areas',
  entity: 'delivery_area',
  ops: {
    // the whole tree feeds every area cascader (offer fees, order, supplier and customer
    // addresses), not only /delivery: a form's cascader answered 403 would sign its user out
    tree: {
      response: v.array(DeliveryAreaAnswer),
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
      response: v.array(DeliveryAreaRow),
      method: 'GET',
      path: '/api/delivery-areas/details',
      access: DELIVERY_ROLES,
      list: DELIVERY_AREAS_LIST,
    },
    one: {
      response: DeliveryAreaAnswer,
      method: 'GET',
      path: '/api/delivery-areas/:id/details',
      access: DELIVERY_ROLES,
    },
    create: {
      response: DeliveryAreaAnswer,
      status: 201,
      method: 'POST',
      path: '/api/delivery-areas',
      access: DELIVERY_ROLES,
      body: DeliveryAreaBody,
      idempotent: true,
    },
    update: {
      response: DeliveryAreaAnswer,
      method: 'PUT',
      path: '/api/delivery-areas/:id',
      access: DELIVERY_ROLES,
      body: DeliveryAreaBody,
    },
  },
  screens: {
    create: {
      path: '/delivery/areas/create',
      roles: DELIVERY_ROLES,
      page: 'features/delivery/AreaForm',
      palette: { label: 'palette.createArea', icon: 'add' },
    },
    edit: { path: '/delivery/areas/:areaId', roles: DELIVERY_ROLES, page: 'features/delivery/AreaForm' },
  },
});
