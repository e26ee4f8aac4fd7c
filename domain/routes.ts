import { CLAIMS } from './resources/claims.ts';
import { CUSTOMERS } from './resources/customers.ts';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from './resources/delivery.ts';
import { FINANCE_ANALYTICS, PURCHASE_ORDERS } from './resources/finance.ts';
import { LOTTERY_DRAWS } from './resources/lottery.ts';
import { OFFERS } from './resources/offers.ts';
import { ORDERS } from './resources/orders.ts';
import { PRODUCTS } from './resources/products.ts';
import { RECIPES } from './resources/recipes.ts';
import { REFUNDS } from './resources/refunds.ts';
import { PRODUCT_STOCKS } from './resources/stock.ts';
import { SUPPLIERS } from './resources/suppliers.ts';
import { SYSTEM } from './resources/system.ts';
import { USERS } from './resources/users.ts';
import { VOUCHERS } from './resources/vouchers.ts';
import type { Role } from './roles.ts';

/**
 * Every screen of both spec parts with the roles that may open it: a resource's screens come from
 * its declaration (domain/resources/), the screens of entities not declared yet are listed here. The client builds its router,
 * its route guard and its menu from this table; a disallowed role is redirected to `/`.
 * Where the spec says "not shown", the choice is reasoned in docs/permissions.md.
 */
export type RoutePath = (typeof ROUTES)[number]['path'];

export interface RouteDef {
  /** react-router pattern */
  path: string;
  roles: readonly Role[];
}

export const ROUTES = [
  SYSTEM.screens.home,
  FINANCE_ANALYTICS.screens.analytics,
  OFFERS.screens.list,
  OFFERS.screens.create,
  OFFERS.screens.edit,
  OFFERS.screens.delivery,
  OFFERS.screens.live,
  DELIVERY_TEMPLATES.screens.list,
  DELIVERY_TEMPLATES.screens.create,
  DELIVERY_TEMPLATES.screens.edit,
  DELIVERY_AREAS.screens.create,
  DELIVERY_AREAS.screens.edit,
  ORDERS.screens.services,
  ORDERS.screens.directSales,
  ORDERS.screens.createDaily,
  ORDERS.screens.editDaily,
  CUSTOMERS.screens.list,
  CUSTOMERS.screens.create,
  CUSTOMERS.screens.edit,
  SUPPLIERS.screens.list,
  SUPPLIERS.screens.create,
  SUPPLIERS.screens.edit,
  PRODUCT_STOCKS.screens.list,
  PRODUCT_STOCKS.screens.detail,
  PRODUCTS.screens.list,
  PRODUCTS.screens.create,
  PRODUCTS.screens.edit,
  PRODUCTS.screens.analytics,
  CLAIMS.screens.list,
  CLAIMS.screens.create,
  CLAIMS.screens.edit,
  VOUCHERS.screens.list,
  VOUCHERS.screens.create,
  REFUNDS.screens.list,
  REFUNDS.screens.create,
  REFUNDS.screens.edit,
  RECIPES.screens.list,
  RECIPES.screens.create,
  RECIPES.screens.edit,
  LOTTERY_DRAWS.screens.list,
  PURCHASE_ORDERS.screens.finance,
  PURCHASE_ORDERS.screens.detail,
  PURCHASE_ORDERS.screens.edit,
  PURCHASE_ORDERS.screens.directSales,
  PURCHASE_ORDERS.screens.create,
  PURCHASE_ORDERS.screens.services,
  FINANCE_ANALYTICS.screens.overview,
  USERS.screens.list,
  USERS.screens.create,
  USERS.screens.edit,
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
