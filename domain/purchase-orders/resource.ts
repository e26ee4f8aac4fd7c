import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { FINANCE_ROLES, PURCHASE_ROLES } from '../role-groups.ts';
import {
  PurchaseOrderAnswer,
  PurchaseOrderCellsAnswer,
  PurchaseOrderLine,
  PurchaseOrderRow,
} from './answers.ts';
import { PO_CELLS } from './cells.ts';
import { PURCHASE_ORDERS_LIST } from './list.ts';
import { InvoiceGenerate, PurchaseOrderBody, PurchaseOrderEdit } from './schema.ts';

/**
 * Purchase orders and supplier invoices. One table holds both
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
      response: v.array(PurchaseOrderRow),
      method: 'GET',
      path: '/api/purchase-orders/details',
      access: PURCHASE_ROLES,
      scoped: true,
      list: PURCHASE_ORDERS_LIST,
    },
    one: {
      response: PurchaseOrderAnswer,
      method: 'GET',
      path: '/api/purchase-orders/:poId',
      access: PURCHASE_ROLES,
      scoped: true,
    },
    /** the lines, `?sort=["quantity","DESC"]` */
    lines: {
      response: v.array(PurchaseOrderLine),
      method: 'GET',
      path: '/api/purchase-orders/:poId/details',
      access: PURCHASE_ROLES,
      scoped: true,
      query: ['sort'],
    },
    /** the purchase-order PDF, `?lang=en|zh` */
    pdf: {
      media: ['application/pdf'],
      method: 'GET',
      path: '/api/purchase-orders/:poId/pdf',
      access: PURCHASE_ROLES,
      scoped: true,
      query: ['lang'],
    },
    create: {
      response: PurchaseOrderAnswer,
      status: 201,
      method: 'POST',
      path: '/api/purchase-orders',
      access: ACTIONS['purchase.write'],
      scoped: true,
      body: PurchaseOrderBody,
      idempotent: true,
    },
    /** one field (received, paid, bank transfer id) or, while pending and unpaid, the whole order */
    update: {
      response: PurchaseOrderAnswer,
      method: 'PUT',
      path: '/api/purchase-orders/:poId',
      access: PURCHASE_ROLES,
      scoped: true,
      body: PurchaseOrderEdit,
    },
    // cells typed on the purchase-order lists (docs/spreadsheet.md): each row saved by its changes
    cells: {
      summary: 'Saves cells typed on the purchase-order and invoice lists, each row on its own',
      response: PurchaseOrderCellsAnswer,
      method: 'POST',
      path: '/api/purchase-orders/cells',
      access: cellRoles(PO_CELLS),
      scoped: true,
      body: CellEdits,
      idempotent: true,
    },
    /** one invoice per supplier of the selected finished services offers */
    generate: {
      response: v.array(PurchaseOrderAnswer),
      status: 201,
      method: 'POST',
      path: '/api/purchase-orders/generate',
      access: FINANCE_ROLES,
      scoped: true,
      body: InvoiceGenerate,
    },
  },
  screens: {
    finance: {
      path: '/finance',
      roles: FINANCE_ROLES,
      page: 'features/finance/FinanceList',
      menu: { label: 'menu.purchaseOrders', icon: 'document', order: 80 },
    },
    detail: { path: '/finance/:id', roles: PURCHASE_ROLES, page: 'features/finance/PurchaseOrderPage' },
    edit: { path: '/finance/:id/edit', roles: PURCHASE_ROLES, page: 'features/finance/PurchaseForm' },
    directSales: {
      path: '/direct-sales',
      roles: PURCHASE_ROLES,
      page: 'features/finance/DirectSalesList',
      menu: { label: 'menu.financeDirectSales', icon: 'document-share', order: 131, section: 'finance' },
    },
    create: {
      path: '/purchase/create',
      roles: ACTIONS['purchase.write'],
      page: 'features/finance/PurchaseForm',
      palette: { label: 'purchaseOrder.createTitle', icon: 'add' },
    },
    services: {
      path: '/services',
      roles: FINANCE_ROLES,
      page: 'features/finance/ServicesPage',
      menu: { label: 'menu.financeServices', icon: 'briefcase', order: 132, section: 'finance' },
    },
  },
});
