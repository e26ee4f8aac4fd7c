import { ACTIONS } from '../actions.ts';
import type { ApiRule } from '../permissions.ts';
import { DELIVERY_ROLES, LIVE_ROLES, OFFER_EDITORS, TEAM_EDITORS } from '../routes.ts';
import { anyone, pub, roles } from './helpers.ts';

/** Routes of the foundation: health, auth, communities, team, delivery. */
export const FOUNDATION_API: Record<string, ApiRule> = {
  'GET /api/health': pub,
  'POST /api/auth/login': pub,
  'POST /api/auth/logout': pub,
  'GET /api/auth/me': anyone,
  'GET /api/communities': anyone,
  'GET /api/users/details': roles(ACTIONS['user.list']),
  'GET /api/users/:userId': roles(TEAM_EDITORS),
  'POST /api/users': roles(TEAM_EDITORS),
  'PUT /api/users/:userId': roles(TEAM_EDITORS),
  'GET /api/delivery-templates/details': roles(DELIVERY_ROLES),
  'GET /api/delivery-templates/:id/details': roles(DELIVERY_ROLES),
  'POST /api/delivery-templates': roles(DELIVERY_ROLES),
  'PUT /api/delivery-templates/:id': roles(DELIVERY_ROLES),
  // the area tree feeds every area cascader (offer fees, order addresses), not only /delivery
  'GET /api/delivery-areas': roles([...new Set([...DELIVERY_ROLES, ...LIVE_ROLES, ...OFFER_EDITORS])]),
  'GET /api/delivery-areas/details': roles(DELIVERY_ROLES),
  'GET /api/delivery-areas/:id/details': roles(DELIVERY_ROLES),
  'POST /api/delivery-areas': roles(DELIVERY_ROLES),
  'PUT /api/delivery-areas/:id': roles(DELIVERY_ROLES),
};
