import { ORDERS_LIST } from '../orders/list.ts';
import { defineResource } from '../resource.ts';
import { except, LIVE_ROLES } from '../role-groups.ts';

/**
 * The files made from one offer (docs/delivery-tracking.md): the recap
 * workbook, the delivery-tracking export and the packing list. Scoped like the offer itself: a
 * caller outside the offer's community gets 403, an unknown offer 404.
 */
export const OFFER_DOCUMENTS = defineResource({
  key: 'offer-documents',
  ops: {
    // whoever sees the offer in the offers list may download its recap
    recap: {
      media: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      method: 'GET',
      path: '/api/offers/:id/excel',
      access: except('designer'),
      scoped: true,
      query: ['lang'],
      summary: 'The offer recap workbook (.xlsx): orders with their lines, and a summary per pack and add-on',
    },
    // the delivery-tracking screen's view of the offer's orders (its filters), as a file
    deliveryExport: {
      media: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      method: 'GET',
      path: '/api/offers/:id/delivery-export',
      access: LIVE_ROLES,
      scoped: true,
      list: ORDERS_LIST,
      csv: true,
      query: ['lang', 'format'],
      summary: 'The delivery-tracking export, format=csv (default) or xlsx',
    },
    packingList: {
      media: ['application/pdf'],
      method: 'GET',
      path: '/api/offers/:id/packing-list',
      access: LIVE_ROLES,
      scoped: true,
      query: ['deliveryDate', 'area', 'lang'],
      summary: 'The packing list PDF of one delivery date (and area, with its sub-areas)',
    },
  },
});
