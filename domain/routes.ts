import { ROLES, type Role } from './roles.ts';

/**
 * Every screen of both spec parts with the roles that may open it. The client builds its router,
 * its route guard and its menu from this table; a disallowed role is redirected to `/`.
 * Where the spec says "not shown", the choice is reasoned in docs/permissions.md.
 */
const ALL: readonly Role[] = ROLES;
const except = (...out: Role[]): readonly Role[] => ROLES.filter((r) => !out.includes(r));
const only = (...roles: Role[]): readonly Role[] => roles;

export const OFFER_EDITORS = only('super-admin', 'admin', 'product-manager', 'community-manager');
export const LIVE_ROLES = only(
  'super-admin',
  'admin',
  'product-manager',
  'community-manager',
  'customer-hero',
  'logistic',
);
export const DELIVERY_ROLES = only(
  'super-admin',
  'admin',
  'product-manager',
  'community-manager',
  'logistic',
);
export const ANALYTICS_ROLES = only('super-admin', 'admin', 'product-manager', 'finance');
export const TEAM_EDITORS = only('super-admin', 'admin', 'product-manager');
export const SUPPLIER_EDITORS = only('super-admin', 'admin', 'product-manager', 'logistic', 'finance');
export const PRODUCT_EDITORS = only(
  'super-admin',
  'admin',
  'product-manager',
  'community-manager',
  'designer',
  'logistic',
);
export const PRODUCT_ANALYTICS = only(
  'super-admin',
  'admin',
  'product-manager',
  'community-manager',
  'finance',
);
export const REFUND_ROLES = only('super-admin', 'admin', 'finance', 'community-manager', 'customer-hero');
export const RECIPE_ROLES = only('super-admin', 'admin', 'product-manager', 'community-manager', 'designer');
export const LOTTERY_ROLES = only('super-admin', 'admin', 'product-manager', 'community-manager', 'logistic');
export const FINANCE_ROLES = only('super-admin', 'admin', 'finance');
export const PURCHASE_ROLES = only('super-admin', 'admin', 'product-manager', 'logistic', 'finance');
export const STOCK_ROLES = only(
  'super-admin',
  'admin',
  'product-manager',
  'community-manager',
  'logistic',
  'finance',
);
export const ORDER_ROLES = except('logistic', 'designer');
export const DIRECT_SALES_ROLES = except('designer');
export const DAILY_ORDER_EDITORS = except('logistic', 'designer');
export const SERVICE_ROLES = except('designer');

export type RoutePath = (typeof ROUTES)[number]['path'];

export interface RouteDef {
  /** react-router pattern */
  path: string;
  roles: readonly Role[];
}

export const ROUTES = [
  { path: '/', roles: ALL },
  { path: '/analytics', roles: ANALYTICS_ROLES },
  { path: '/offers', roles: except('designer') },
  { path: '/offers/create', roles: OFFER_EDITORS },
  { path: '/offers/:offerId', roles: OFFER_EDITORS },
  { path: '/offers/:offerId/delivery', roles: LIVE_ROLES },
  { path: '/offers/:offerId/orders', roles: LIVE_ROLES },
  { path: '/delivery', roles: DELIVERY_ROLES },
  { path: '/delivery/template/create', roles: DELIVERY_ROLES },
  { path: '/delivery/template/:templateId', roles: DELIVERY_ROLES },
  { path: '/delivery/areas/create', roles: DELIVERY_ROLES },
  { path: '/delivery/areas/:areaId', roles: DELIVERY_ROLES },
  { path: '/orders-services', roles: ORDER_ROLES },
  { path: '/orders-direct-sales', roles: DIRECT_SALES_ROLES },
  { path: '/daily-orders/create', roles: DAILY_ORDER_EDITORS },
  { path: '/daily-orders/:orderId', roles: DAILY_ORDER_EDITORS },
  { path: '/customers', roles: SERVICE_ROLES },
  { path: '/customers/create', roles: DAILY_ORDER_EDITORS },
  { path: '/customers/:customerId', roles: SERVICE_ROLES },
  { path: '/suppliers', roles: except('designer') },
  { path: '/suppliers/create', roles: SUPPLIER_EDITORS },
  { path: '/suppliers/:supplierId', roles: SUPPLIER_EDITORS },
  { path: '/products', roles: ALL },
  { path: '/products/create', roles: PRODUCT_EDITORS },
  { path: '/products/:productId', roles: PRODUCT_EDITORS },
  { path: '/products/:productId/analytics', roles: PRODUCT_ANALYTICS },
  { path: '/inventory', roles: STOCK_ROLES },
  { path: '/inventory/:productId', roles: STOCK_ROLES },
  { path: '/claims', roles: SERVICE_ROLES },
  { path: '/claims/create', roles: SERVICE_ROLES },
  { path: '/claims/:claimId', roles: SERVICE_ROLES },
  { path: '/vouchers', roles: SERVICE_ROLES },
  { path: '/vouchers/create', roles: except('designer', 'logistic') },
  { path: '/refunds', roles: REFUND_ROLES },
  { path: '/refunds/create', roles: REFUND_ROLES },
  { path: '/refunds/:refundId', roles: REFUND_ROLES },
  { path: '/recipes', roles: RECIPE_ROLES },
  { path: '/recipes/create', roles: RECIPE_ROLES },
  { path: '/recipes/:recipeId', roles: RECIPE_ROLES },
  { path: '/lottery-management', roles: LOTTERY_ROLES },
  { path: '/finance', roles: FINANCE_ROLES },
  { path: '/finance/:id', roles: PURCHASE_ROLES },
  { path: '/finance/:id/edit', roles: PURCHASE_ROLES },
  { path: '/direct-sales', roles: PURCHASE_ROLES },
  { path: '/purchase/create', roles: PURCHASE_ROLES },
  { path: '/services', roles: FINANCE_ROLES },
  { path: '/overview', roles: FINANCE_ROLES },
  { path: '/users', roles: ALL },
  { path: '/users/create', roles: TEAM_EDITORS },
  { path: '/users/:userId', roles: TEAM_EDITORS },
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
