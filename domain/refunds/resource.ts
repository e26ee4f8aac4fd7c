import * as v from 'valibot';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { REFUND_ROLES } from '../role-groups.ts';
import { caseScreens } from '../service-cases/screens.ts';
import { RefundAnalytics, RefundAnswer, RefundCellsAnswer } from './answers.ts';
import { REFUND_BADGE_OP, REFUNDS_KEY } from './badge.ts';
import { REFUND_CELLS } from './cells.ts';
import { REFUNDS_LIST } from './list.ts';
import { RefundCreate, RefundPut } from './schema.ts';

const REFUND_SCREENS = caseScreens('/refunds', 'refundId', REFUND_ROLES, {
  list: 'features/refunds/RefundsList',
  form: 'features/refunds/RefundForm',
  menu: { label: 'menu.refund', icon: 'undo', order: 140, badge: 'refunds' },
  create: { label: 'refunds.createTitle', icon: 'add' },
});

/**
 * Refunds. Scoped by the refunded order's community. Status moves
 * go through PUT {status} and the domain machine (domain/refunds/rules.ts); the badge and the
 * read marks are the menu's.
 */
export const REFUNDS = defineResource({
  key: REFUNDS_KEY,
  entity: 'refund',
  ops: {
    list: {
      response: v.array(RefundAnswer),
      method: 'GET',
      path: '/api/refunds/details',
      access: REFUND_ROLES,
      scoped: true,
      list: REFUNDS_LIST,
    },
    analytics: {
      response: RefundAnalytics,
      method: 'GET',
      path: '/api/refunds/analytics',
      access: REFUND_ROLES,
      scoped: true,
      list: REFUNDS_LIST,
      aggregate: true,
      summary: 'refund counts and amounts per status over the filtered refunds',
    },
    badge: REFUND_BADGE_OP,
    one: {
      response: RefundAnswer,
      method: 'GET',
      path: '/api/refunds/:id/details',
      access: REFUND_ROLES,
      scoped: true,
    },
    create: {
      response: RefundAnswer,
      status: 201,
      method: 'POST',
      path: '/api/refunds',
      access: REFUND_ROLES,
      scoped: true,
      body: RefundCreate,
      idempotent: true,
    },
    update: {
      response: RefundAnswer,
      method: 'PUT',
      path: '/api/refunds/:id',
      access: REFUND_ROLES,
      scoped: true,
      body: RefundPut,
    },
    read: {
      status: 204,
      method: 'POST',
      path: '/api/refunds/:id/read',
      access: REFUND_ROLES,
      scoped: true,
      summary: 'marks a refund read by the caller (the badge stops counting it)',
    },
    // cells typed on the list (docs/spreadsheet.md): each row saved on its own through the refund's edit and moves,
    // answered on its own; a role reaches the call when it may change at least one cell
    cells: {
      summary: 'Saves cells typed on the refunds list, each row on its own',
      response: RefundCellsAnswer,
      method: 'POST',
      path: '/api/refunds/cells',
      access: cellRoles(REFUND_CELLS),
      scoped: true,
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: REFUND_SCREENS,
});
