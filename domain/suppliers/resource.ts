import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { ALL, SUPPLIER_EDITORS, SUPPLIER_READERS } from '../role-groups.ts';
import { SupplierAnswer, SupplierCellsAnswer, SupplierChoice, SupplierWithCounts } from './answers.ts';
import { SUPPLIER_CELLS } from './cells.ts';
import { SUPPLIER_CHOICES, SUPPLIERS_LIST } from './list.ts';
import { SupplierCreate, SupplierUpdate } from './schema.ts';

/**
 * Suppliers. Suppliers are not community rows: no scoping. Every role
 * may read the choices (the product and purchase forms pick a supplier); the list screen is for all
 * but the designer, the record for the supplier editors (docs/permissions.md).
 */
export const SUPPLIERS = defineResource({
  key: 'suppliers',
  entity: 'supplier',
  ops: {
    choices: {
      response: v.array(SupplierChoice),
      method: 'GET',
      path: '/api/suppliers',
      access: ALL,
      list: SUPPLIER_CHOICES,
    },
    list: {
      response: v.array(SupplierAnswer),
      method: 'GET',
      path: '/api/suppliers/details',
      access: SUPPLIER_READERS,
      list: SUPPLIERS_LIST,
    },
    one: {
      response: SupplierWithCounts,
      method: 'GET',
      path: '/api/suppliers/:supplierId',
      access: SUPPLIER_EDITORS,
    },
    create: {
      response: SupplierAnswer,
      status: 201,
      method: 'POST',
      path: '/api/suppliers',
      access: ACTIONS['supplier.create'],
      body: SupplierCreate,
      idempotent: true,
    },
    update: {
      response: SupplierAnswer,
      method: 'PUT',
      path: '/api/suppliers/:supplierId',
      access: SUPPLIER_EDITORS,
      body: SupplierUpdate,
    },
    // cells typed on the suppliers list (docs/spreadsheet.md), each row saved by the edit above
    cells: {
      summary: 'Saves cells typed on the suppliers list, each row on its own',
      response: SupplierCellsAnswer,
      method: 'POST',
      path: '/api/suppliers/cells',
      access: cellRoles(SUPPLIER_CELLS),
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: {
    list: {
      path: '/suppliers',
      roles: SUPPLIER_READERS,
      page: 'features/suppliers/SuppliersList',
      menu: { label: 'menu.suppliers', icon: 'office', order: 50 },
    },
    create: {
      path: '/suppliers/create',
      roles: ACTIONS['supplier.create'],
      page: 'features/suppliers/SupplierForm',
      palette: { label: 'palette.createSupplier', icon: 'add' },
    },
    edit: {
      path: '/suppliers/:supplierId',
      roles: SUPPLIER_EDITORS,
      page: 'features/suppliers/SupplierForm',
    },
  },
});
