import type { Role } from './roles.ts';
import {
  CLAIMS_SCREENS,
  CUSTOMERS_SCREENS,
  DELIVERY_AREAS_SCREENS,
  DELIVERY_TEMPLATES_SCREENS,
  FINANCE_ANALYTICS_SCREENS,
  LOTTERY_DRAWS_SCREENS,
  OFFERS_SCREENS,
  ORDERS_SCREENS,
  PRODUCT_STOCKS_SCREENS,
  PRODUCTS_SCREENS,
  PURCHASE_ORDERS_SCREENS,
  RECIPES_SCREENS,
  REFUNDS_SCREENS,
  SUPPLIERS_SCREENS,
  SYSTEM_SCREENS,
  USERS_SCREENS,
  VOUCHERS_SCREENS,
} from './screens.ts';

/**
 * Every screen of both spec parts with the roles that may open it, from domain/screens.ts (the
 * blocks the declarations in domain/resources/ reference, kept apart so this table does not pull
 * the schemas into the login's download). The client builds its router, its route guard and its
 * menu from this table; a disallowed role is redirected to `/`.
 * Where the spec says "not shown", the choice is reasoned in docs/permissions.md.
 */
export type RoutePath = (typeof ROUTES)[number]['path'];

export interface RouteDef {
  /** react-router pattern */
  path: string;
  roles: readonly Role[];
}

export const ROUTES = [
  SYSTEM_SCREENS.home,
  FINANCE_ANALYTICS_SCREENS.analytics,
  OFFERS_SCREENS.list,
  OFFERS_SCREENS.create,
  OFFERS_SCREENS.edit,
  OFFERS_SCREENS.delivery,
  OFFERS_SCREENS.live,
  DELIVERY_TEMPLATES_SCREENS.list,
  DELIVERY_TEMPLATES_SCREENS.create,
  DELIVERY_TEMPLATES_SCREENS.edit,
  DELIVERY_AREAS_SCREENS.create,
  DELIVERY_AREAS_SCREENS.edit,
  ORDERS_SCREENS.services,
  ORDERS_SCREENS.directSales,
  ORDERS_SCREENS.createDaily,
  ORDERS_SCREENS.editDaily,
  CUSTOMERS_SCREENS.list,
  CUSTOMERS_SCREENS.create,
  CUSTOMERS_SCREENS.edit,
  SUPPLIERS_SCREENS.list,
  SUPPLIERS_SCREENS.create,
  SUPPLIERS_SCREENS.edit,
  PRODUCT_STOCKS_SCREENS.list,
  PRODUCT_STOCKS_SCREENS.detail,
  PRODUCTS_SCREENS.list,
  PRODUCTS_SCREENS.create,
  PRODUCTS_SCREENS.edit,
  PRODUCTS_SCREENS.analytics,
  CLAIMS_SCREENS.list,
  CLAIMS_SCREENS.create,
  CLAIMS_SCREENS.edit,
  VOUCHERS_SCREENS.list,
  VOUCHERS_SCREENS.create,
  REFUNDS_SCREENS.list,
  REFUNDS_SCREENS.create,
  REFUNDS_SCREENS.edit,
  RECIPES_SCREENS.list,
  RECIPES_SCREENS.create,
  RECIPES_SCREENS.edit,
  LOTTERY_DRAWS_SCREENS.list,
  PURCHASE_ORDERS_SCREENS.finance,
  PURCHASE_ORDERS_SCREENS.detail,
  PURCHASE_ORDERS_SCREENS.edit,
  PURCHASE_ORDERS_SCREENS.directSales,
  PURCHASE_ORDERS_SCREENS.create,
  PURCHASE_ORDERS_SCREENS.services,
  FINANCE_ANALYTICS_SCREENS.overview,
  USERS_SCREENS.list,
  USERS_SCREENS.create,
  USERS_SCREENS.edit,
] as const satisfies readonly RouteDef[];

function matches(pattern: string, path: string): boolean {
  const p = pattern.split('/');
  const s = path.split('?')[0]!.split('#')[0]!.replace(/\/+$/, '').split('/');
  if (pattern === '/') return path === '/' || path === '';
  if (p.length !== s.length) return false;
  return p.every((seg, i) => seg.startsWith(':') || seg === s[i]);
}

/** The most specific route for a concrete path: literal segments beat parameters. */
export function routeFor(path: string): RouteDef | undefined {
  const hits = ROUTES.filter((r) => matches(r.path, path));
  hits.sort((a, b) => a.path.split(':').length - b.path.split(':').length);
  return hits[0];
}

export function canOpen(role: Role, path: string): boolean {
  const r = routeFor(path);
  return r?.roles.includes(role) ?? false;
}
