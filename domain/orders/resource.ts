import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { DAILY_ORDER_EDITORS, DIRECT_SALES_ROLES, LIVE_ROLES, ORDER_ROLES } from '../role-groups.ts';
import { CarrierPreviewAnswer, DailyOrderAnswer, OrderAnswer, OrderCellsAnswer } from './answers.ts';
import { CARRIER_FILE_MAX_BYTES, CARRIER_FILE_TYPES } from './carrier-import.ts';
import { ORDER_CELLS } from './cells.ts';
import { DailyOrderCreate, DailyOrderUpdate } from './daily-schema.ts';
import { ORDERS_LIST } from './list.ts';
import { OrderCreate, OrderTrackingUpdate, OrderUpdate } from './schema.ts';

const READERS = [...new Set([...LIVE_ROLES, ...ORDER_ROLES])];

/**
 * Orders: the order lists, the live page's sales and the daily orders (docs/orders.md). Scoped:
 * a non-admin caller lists, reads and writes only orders of his communities.
 */
export const ORDERS = defineResource({
  key: 'orders',
  entity: 'order',
  ops: {
    list: {
      response: v.array(OrderAnswer),
      method: 'GET',
      path: '/api/orders/details',
      access: READERS,
      scoped: true,
      list: ORDERS_LIST,
    },
    one: {
      response: OrderAnswer,
      method: 'GET',
      path: '/api/orders/:id/details',
      access: READERS,
      scoped: true,
    },
    // the CSV of the list's filtered view: whoever may list orders may export them
    export: {
      media: ['text/csv'],
      method: 'GET',
      path: '/api/orders/export',
      access: READERS,
      scoped: true,
      list: ORDERS_LIST,
      csv: true,
      // the language of the header line and the labels (else Accept-Language)
      query: ['lang'],
    },
    create: {
      response: OrderAnswer,
      status: 201,
      method: 'POST',
      path: '/api/orders',
      access: ACTIONS['order.edit'],
      scoped: true,
      // a live sale, or a daily order (type and channel daily)
      body: v.union([OrderCreate, DailyOrderCreate]),
      idempotent: true,
    },
    update: {
      response: OrderAnswer,
      method: 'PUT',
      path: '/api/orders/:id',
      access: ACTIONS['order.edit'],
      scoped: true,
      // the daily schema for a daily order, the live one otherwise
      body: v.union([OrderUpdate, DailyOrderUpdate]),
    },
    daily: {
      response: DailyOrderAnswer,
      method: 'GET',
      path: '/api/orders/:id/daily',
      access: READERS,
      scoped: true,
    },
    // the customer-order PDF, English or Chinese
    pdf: {
      media: ['application/pdf'],
      method: 'GET',
      path: '/api/orders/:id/pdf',
      access: READERS,
      scoped: true,
      query: ['lang'],
    },
    // cells typed on the order lists (docs/spreadsheet.md): each row saved on its own, answered on
    // its own; a role reaches the call when it may change at least one cell
    cells: {
      summary: 'Saves cells typed on the order lists, each row on its own',
      response: OrderCellsAnswer,
      method: 'POST',
      path: '/api/orders/cells',
      access: cellRoles(ORDER_CELLS),
      scoped: true,
      body: CellEdits,
      idempotent: true,
    },
    tracking: {
      response: OrderAnswer,
      method: 'PUT',
      path: '/api/orders/:id/tracking',
      access: ACTIONS['order.tracking'],
      scoped: true,
      body: OrderTrackingUpdate,
    },
    // a carrier's xlsx or CSV read into a preview, nothing written (docs/spreadsheet.md)
    trackingImport: {
      response: CarrierPreviewAnswer,
      method: 'POST',
      path: '/api/orders/tracking-import',
      access: ACTIONS['order.tracking'],
      scoped: true,
      upload: { maxBytes: CARRIER_FILE_MAX_BYTES, types: CARRIER_FILE_TYPES },
      // one offer's orders only (delivery tracking); every order of the caller's communities without it
      query: ['offer'],
      summary: "Preview a carrier's file of tracking numbers and statuses",
    },
  },
  screens: {
    services: {
      path: '/orders-services',
      roles: ORDER_ROLES,
      page: 'features/orders/ServicesOrdersList',
      menu: { label: 'menu.servicesOrders', icon: 'th-list', order: 30, section: 'orders' },
    },
    directSales: {
      path: '/orders-direct-sales',
      roles: DIRECT_SALES_ROLES,
      page: 'features/orders/DirectSalesOrdersList',
      menu: { label: 'menu.directSalesOrders', icon: 'th', order: 31, section: 'orders' },
    },
    createDaily: {
      path: '/daily-orders/create',
      roles: DAILY_ORDER_EDITORS,
      page: 'features/orders/DailyOrderForm',
      palette: { label: 'dailyOrder.createTitle', icon: 'add' },
    },
    editDaily: {
      path: '/daily-orders/:orderId',
      roles: DAILY_ORDER_EDITORS,
      page: 'features/orders/DailyOrderForm',
    },
  },
});
