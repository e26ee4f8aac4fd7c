import * as v from 'valibot';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { SERVICE_ROLES } from '../role-groups.ts';
import { caseScreens } from '../service-cases/screens.ts';
import { ClaimAnalytics, ClaimAnswer, ClaimCellsAnswer } from './answers.ts';
import { CLAIM_CELLS } from './cells.ts';
import { CLAIMS_LIST } from './list.ts';
import { ClaimCreate, ClaimMove, ClaimUpdate } from './schema.ts';

const CLAIM_SCREENS = caseScreens('/claims', 'claimId', SERVICE_ROLES, {
  list: 'features/claims/ClaimsList',
  form: 'features/claims/ClaimForm',
  menu: { label: 'menu.customerService', icon: 'headset', order: 90, badge: 'refunds' },
  create: { label: 'claims.createTitle', icon: 'add' },
});

/**
 * Claims. Scoped by the claimed order's community. `next` advances
 * a step (solved after step 3), `fail` marks the claim failed (the spec does not name its path).
 */
export const CLAIMS = defineResource({
  key: 'claims',
  entity: 'claim',
  ops: {
    list: {
      response: v.array(ClaimAnswer),
      method: 'GET',
      path: '/api/claims/details',
      access: SERVICE_ROLES,
      scoped: true,
      list: CLAIMS_LIST,
      query: ['customer'],
    },
    analytics: {
      response: ClaimAnalytics,
      method: 'GET',
      path: '/api/claims/analytics',
      access: SERVICE_ROLES,
      scoped: true,
      list: CLAIMS_LIST,
      aggregate: true,
      summary: 'claim counts per status, action, issue and responsibility, and the urgent count',
    },
    one: {
      response: ClaimAnswer,
      method: 'GET',
      path: '/api/claims/:id/details',
      access: SERVICE_ROLES,
      scoped: true,
    },
    create: {
      response: ClaimAnswer,
      status: 201,
      method: 'POST',
      path: '/api/claims',
      access: SERVICE_ROLES,
      scoped: true,
      body: ClaimCreate,
      idempotent: true,
    },
    update: {
      response: ClaimAnswer,
      method: 'PUT',
      path: '/api/claims/:id',
      access: SERVICE_ROLES,
      scoped: true,
      body: ClaimUpdate,
    },
    next: {
      response: ClaimAnswer,
      method: 'POST',
      path: '/api/claims/:id/next',
      access: SERVICE_ROLES,
      scoped: true,
      body: ClaimMove,
    },
    fail: {
      response: ClaimAnswer,
      method: 'POST',
      path: '/api/claims/:id/fail',
      access: SERVICE_ROLES,
      scoped: true,
      body: ClaimMove,
    },
    // cells typed on the list (docs/spreadsheet.md): each row saved on its own through the claim's edit and moves,
    // answered on its own; a role reaches the call when it may change at least one cell
    cells: {
      summary: 'Saves cells typed on the claims list, each row on its own',
      response: ClaimCellsAnswer,
      method: 'POST',
      path: '/api/claims/cells',
      access: cellRoles(CLAIM_CELLS),
      scoped: true,
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: CLAIM_SCREENS,
});
