import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { SERVICE_ROLES } from '../role-groups.ts';
import { VoucherAnswer, VoucherCellsAnswer } from './answers.ts';
import { VOUCHER_CELLS } from './cells.ts';
import { VOUCHERS_LIST } from './list.ts';
import { VoucherCreate, VoucherMove, VoucherStatusUpdate } from './schema.ts';

/**
 * Vouchers. Scoped: a non-admin sees the vouchers valid in one
 * of his communities and gives vouchers only for his communities. Status moves (validate,
 * decline, ccl) are the admins' (domain/vouchers/rules.ts).
 */
export const VOUCHERS = defineResource({
  key: 'vouchers',
  entity: 'voucher',
  ops: {
    list: {
      response: v.array(VoucherAnswer),
      method: 'GET',
      path: '/api/vouchers/details',
      access: SERVICE_ROLES,
      scoped: true,
      list: VOUCHERS_LIST,
    },
    /** one voucher (not in the spec): what its history (GET /api/history/vouchers/{id}) checks */
    one: {
      response: VoucherAnswer,
      method: 'GET',
      path: '/api/vouchers/:id',
      access: SERVICE_ROLES,
      scoped: true,
    },
    create: {
      response: VoucherAnswer,
      status: 201,
      method: 'POST',
      path: '/api/vouchers',
      access: ACTIONS['voucher.create'],
      scoped: true,
      body: VoucherCreate,
      idempotent: true,
    },
    update: {
      response: VoucherAnswer,
      method: 'PUT',
      path: '/api/vouchers/:id',
      access: ACTIONS['voucher.setStatus'],
      scoped: true,
      body: VoucherStatusUpdate,
    },
    validate: {
      response: VoucherAnswer,
      method: 'POST',
      path: '/api/vouchers/:id/validate',
      access: ACTIONS['voucher.setStatus'],
      scoped: true,
      body: VoucherMove,
    },
    decline: {
      response: VoucherAnswer,
      method: 'POST',
      path: '/api/vouchers/:id/decline',
      access: ACTIONS['voucher.setStatus'],
      scoped: true,
      body: VoucherMove,
    },
    // cells typed on the list (docs/spreadsheet.md): each row saved on its own through the voucher's edit and moves,
    // answered on its own; a role reaches the call when it may change at least one cell
    cells: {
      summary: 'Saves cells typed on the vouchers list, each row on its own',
      response: VoucherCellsAnswer,
      method: 'POST',
      path: '/api/vouchers/cells',
      access: cellRoles(VOUCHER_CELLS),
      scoped: true,
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: {
    list: {
      path: '/vouchers',
      roles: SERVICE_ROLES,
      page: 'features/vouchers/VouchersList',
      menu: { label: 'menu.vouchers', icon: 'tag', order: 100 },
    },
    create: {
      path: '/vouchers/create',
      roles: ACTIONS['voucher.create'],
      page: 'features/vouchers/VoucherForm',
    },
  },
});
