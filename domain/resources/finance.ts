import { ACTIONS } from '../actions.ts';
import { PURCHASE_ORDERS_LIST, SERVICE_OFFERS_LIST } from '../lists/finance.ts';
import { defineResource } from '../resource.ts';
import { ANALYTICS_ROLES, FINANCE_ROLES, PURCHASE_ROLES } from '../role-groups.ts';
import { InvoiceGenerate, PurchaseOrderBody, PurchaseOrderEdit } from '../schemas/purchase-order.ts';
import { FINANCE_ANALYTICS_SCREENS, PURCHASE_ORDERS_SCREENS } from '../screens.ts';

/**
 * Purchase orders and supplier invoices (part 2 §2 Finance, §3, §4, §5, §7). One table holds both
 * types. Rows belong to communities only loosely: a purchase order for one community (or none: the
 * warehouse), an invoice to its offers' communities; non-admin callers see the rows of theirs and
 * those of none (docs/finance.md). Invoices are the finance roles' only: the purchase roles that
 * are not finance (product-manager, logistic) get purchase orders alone.
 */
export const PURCHASE_ORDERS = defineResource({
  key: 'purchase-orders',
  entity: 'purchase_order',
  ops: {
    list: {
      method: 'GET',
      path: '/api/purchase-orders/details',
      access: PURCHASE_ROLES,
      scoped: true,
      list: PURCHASE_ORDERS_LIST,
    },
    one: { method: 'GET', path: '/api/purchase-orders/:poId', access: PURCHASE_ROLES, scoped: true },
    /** the lines, `?sort=["quantity","DESC"]` */
    lines: {
      method: 'GET',
      path: '/api/purchase-orders/:poId/details',
      access: PURCHASE_ROLES,
      scoped: true,
      query: ['sort'],
    },
    /** the purchase-order PDF, `?lang=en|zh` */
    pdf: {
      method: 'GET',
      path: '/api/purchase-orders/:poId/pdf',
      access: PURCHASE_ROLES,
      scoped: true,
      query: ['lang'],
    },
    create: {
      method: 'POST',
      path: '/api/purchase-orders',
      access: ACTIONS['purchase.write'],
      scoped: true,
      body: PurchaseOrderBody,
    },
    /** one field (received, paid, bank transfer id) or, while pending and unpaid, the whole order */
    update: {
      method: 'PUT',
      path: '/api/purchase-orders/:poId',
      access: PURCHASE_ROLES,
      scoped: true,
      body: PurchaseOrderEdit,
    },
    /** one invoice per supplier of the selected finished services offers */
    generate: {
      method: 'POST',
      path: '/api/purchase-orders/generate',
      access: FINANCE_ROLES,
      scoped: true,
      body: InvoiceGenerate,
    },
  },
  screens: PURCHASE_ORDERS_SCREENS,
});

/** GET /api/offers/services (part 1 §7, part 2 §3 Offer (service view)): the services offers tab. */
export const OFFER_SERVICES = defineResource({
  key: 'offers-services',
  ops: {
    list: {
      method: 'GET',
      path: '/api/offers/services',
      access: FINANCE_ROLES,
      scoped: true,
      list: SERVICE_OFFERS_LIST,
    },
  },
});

/** General analytics (part 2 §2, §3 General analytics totals) and the money overview. */
export const FINANCE_ANALYTICS = defineResource({
  key: 'analytics',
  ops: {
    general: {
      method: 'GET',
      path: '/api/analytics/general',
      access: ANALYTICS_ROLES,
      scoped: true,
      query: ['dateStart', 'dateEnd'],
    },
    overview: { method: 'GET', path: '/api/finance/overview', access: FINANCE_ROLES, scoped: true },
  },
  screens: FINANCE_ANALYTICS_SCREENS,
});
