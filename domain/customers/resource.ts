import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { DAILY_ORDER_EDITORS, LIVE_ROLES, SERVICE_ROLES } from '../role-groups.ts';
import {
  CustomerAnalytics,
  CustomerAnswer,
  CustomerCellsAnswer,
  CustomerLookup,
  CustomerRow,
  CustomerStatsLite,
} from './answers.ts';
import { CUSTOMER_CELLS } from './cells.ts';
import { CUSTOMER_LOOKUP, CUSTOMERS_LIST } from './list.ts';
import { CustomerCreate, CustomerUpdate } from './schema.ts';

const union = (...lists: (readonly (typeof LIVE_ROLES)[number][])[]) => [...new Set(lists.flat())];

/**
 * Customers: the customer screens and the order entry's customer lookup. Scoped:
 * a customer belongs to the communities of their chat groups and of their orders, and one who
 * belongs to none yet (just created) to every community (docs/customers.md).
 */
export const CUSTOMERS = defineResource({
  key: 'customers',
  entity: 'customer',
  ops: {
    list: {
      response: v.array(CustomerRow),
      method: 'GET',
      path: '/api/customers/details',
      access: SERVICE_ROLES,
      scoped: true,
      list: CUSTOMERS_LIST,
    },
    // order entry looks customers up; so do daily orders and the customer pages
    lookup: {
      response: v.array(CustomerLookup),
      method: 'GET',
      path: '/api/customers/areas',
      access: union(LIVE_ROLES, DAILY_ORDER_EDITORS),
      scoped: true,
      list: CUSTOMER_LOOKUP,
    },
    one: {
      response: CustomerAnswer,
      method: 'GET',
      path: '/api/customers/:customerId/details',
      access: SERVICE_ROLES,
      scoped: true,
    },
    statsLite: {
      response: CustomerStatsLite,
      method: 'GET',
      path: '/api/customers/:customerId/stats-lite',
      access: SERVICE_ROLES,
      scoped: true,
    },
    analytics: {
      response: CustomerAnalytics,
      method: 'GET',
      path: '/api/customers/:customerId/analytics',
      access: SERVICE_ROLES,
      scoped: true,
    },
    // "create customer" from a walk-in order (live grid) and the customer form
    create: {
      response: CustomerAnswer,
      status: 201,
      method: 'POST',
      path: '/api/customers',
      access: union(ACTIONS['order.edit'], DAILY_ORDER_EDITORS),
      body: CustomerCreate,
      idempotent: true,
    },
    update: {
      response: CustomerAnswer,
      method: 'PUT',
      path: '/api/customers/:customerId',
      access: ACTIONS['customer.write'],
      scoped: true,
      body: CustomerUpdate,
    },
    // cells typed on the list (docs/spreadsheet.md): each row saved on its own through the customer's edit,
    // answered on its own; a role reaches the call when it may change at least one cell
    cells: {
      summary: 'Saves cells typed on the customers list, each row on its own',
      response: CustomerCellsAnswer,
      method: 'POST',
      path: '/api/customers/cells',
      access: cellRoles(CUSTOMER_CELLS),
      scoped: true,
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: {
    list: {
      path: '/customers',
      roles: SERVICE_ROLES,
      page: 'features/customers/CustomersList',
      menu: { label: 'menu.customers', icon: 'person', order: 40 },
    },
    create: {
      path: '/customers/create',
      roles: DAILY_ORDER_EDITORS,
      page: 'features/customers/CustomerPage',
      palette: { label: 'customers.createTitle', icon: 'add' },
    },
    edit: { path: '/customers/:customerId', roles: SERVICE_ROLES, page: 'features/customers/CustomerPage' },
  },
});
