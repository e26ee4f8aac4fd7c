import { ROLES, type Role } from './roles.ts';

/**
 * The role groups of the spec's screens and buttons, named once
 * and used by the actions (domain/actions.ts) and the resource declarations (domain/<entity>/resource.ts),
 * whose screens reach the screen table (domain/routes.ts) as the role lists they evaluate to.
 * Where the spec says "not shown", the choice is reasoned in docs/permissions.md.
 */
export const ALL: readonly Role[] = ROLES;
export const except = (...out: Role[]): readonly Role[] => ROLES.filter((r) => !out.includes(r));
export const only = (...roles: Role[]): readonly Role[] => roles;

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
export const SUPPLIER_READERS = except('designer');
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
/**
 * Quick replies (docs/permissions.md): read by the customer-service roles, as claims and
 * vouchers; written by those who give vouchers, who speak for the community in its chat groups.
 */
export const QUICK_REPLY_READERS = SERVICE_ROLES;
export const QUICK_REPLY_WRITERS = except('designer', 'logistic');
