import { ACTIONS } from '../actions.ts';
import type { ApiRule } from '../permissions.ts';
import type { Role } from '../roles.ts';
import { DAILY_ORDER_EDITORS, LIVE_ROLES, LOTTERY_ROLES, ORDER_ROLES, ROUTES } from '../routes.ts';
import { pub, roles } from './helpers.ts';

const OFFERS_LIST_ROLES = ROUTES.find((r) => r.path === '/offers')!.roles;
const union = (...lists: (readonly Role[])[]): readonly Role[] => [...new Set(lists.flat())];

/**
 * Routes of the live offer page and the order lifecycle (issue 4). `scoped`: non-admin callers
 * only reach offers, orders and draws of their communities (403 on a named row, filtered lists).
 * The socket checks its token, role (offer.live) and the offer's community in its first message.
 */
export const LIVE_API: Record<string, ApiRule> = {
  'GET /api/live': pub,
  // the offers list (/offers): every role of the route, scoped to the caller's communities
  'GET /api/offers/details': roles(OFFERS_LIST_ROLES, true),
  'GET /api/offers/:id/details': roles(union(LIVE_ROLES, ACTIONS['offer.analytics']), true),
  'GET /api/offers/:id/analytics': roles(ACTIONS['offer.analytics'], true),
  'GET /api/orders/details': roles(union(LIVE_ROLES, ORDER_ROLES), true),
  'GET /api/orders/:id/details': roles(union(LIVE_ROLES, ORDER_ROLES), true),
  // the CSV of the list's filtered view (issue 5): whoever may list orders may export them
  'GET /api/orders/export': roles(union(LIVE_ROLES, ORDER_ROLES), true),
  'POST /api/orders': roles(ACTIONS['order.edit'], true),
  'PUT /api/orders/:id': roles(ACTIONS['order.edit'], true),
  'PUT /api/orders/:id/tracking': roles(ACTIONS['order.tracking'], true),
  // order entry looks customers up; so do daily orders and the customer pages
  'GET /api/customers/areas': roles(union(LIVE_ROLES, DAILY_ORDER_EDITORS)),
  // "create customer" from a walk-in order (live grid) and the customer form (/customers/create)
  'POST /api/customers': roles(union(ACTIONS['order.edit'], DAILY_ORDER_EDITORS)),
  'GET /api/lottery-draws/details': roles(LOTTERY_ROLES, true),
  'POST /api/lottery-draws/:drawId/assign': roles(ACTIONS['offer.lottery'], true),
};
