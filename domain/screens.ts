import { ACTIONS } from './actions.ts';
import type { Screen } from './resource.ts';
import {
  ALL,
  ANALYTICS_ROLES,
  DAILY_ORDER_EDITORS,
  DELIVERY_ROLES,
  DIRECT_SALES_ROLES,
  except,
  FINANCE_ROLES,
  LIVE_ROLES,
  LOTTERY_ROLES,
  OFFER_EDITORS,
  ORDER_ROLES,
  PRODUCT_ANALYTICS,
  PRODUCT_EDITORS,
  PURCHASE_ROLES,
  RECIPE_ROLES,
  REFUND_ROLES,
  SERVICE_ROLES,
  SUPPLIER_EDITORS,
  SUPPLIER_READERS,
  TEAM_EDITORS,
} from './role-groups.ts';
import type { Role } from './roles.ts';

/**
 * The screens of every resource (path and roles, written once here), each block the `screens` of
 * its declaration in domain/resources/ (`screens: USERS_SCREENS`), so `USERS.screens.edit` is this
 * object. They live apart from the declarations because the router, the route guard and the menu
 * need them for the login and the shell, while a declaration pulls in its schemas and list specs
 * (valibot, luxon): importing only role groups and actions keeps them out of the first download.
 * test/unit/screens.test.ts checks that every declared screen is routed and every route declared.
 */
const screens = <const S extends Record<string, Screen>>(s: S): S => s;

/** Offers are listed by every role but the designer. */
export const OFFER_LIST_ROLES = except('designer');
/** The live page: the live roles work it; finance opens it on the analytics tab alone. */
export const LIVE_PAGE_ROLES: readonly Role[] = [...new Set([...LIVE_ROLES, ...ACTIONS['offer.analytics']])];

export const SYSTEM_SCREENS = screens({ home: { path: '/', roles: ALL } });

export const USERS_SCREENS = screens({
  list: { path: '/users', roles: ACTIONS['user.list'] },
  create: { path: '/users/create', roles: TEAM_EDITORS },
  edit: { path: '/users/:userId', roles: TEAM_EDITORS },
});

export const OFFERS_SCREENS = screens({
  list: { path: '/offers', roles: OFFER_LIST_ROLES },
  create: { path: '/offers/create', roles: OFFER_EDITORS },
  edit: { path: '/offers/:offerId', roles: OFFER_EDITORS },
  delivery: { path: '/offers/:offerId/delivery', roles: LIVE_ROLES },
  live: { path: '/offers/:offerId/orders', roles: LIVE_PAGE_ROLES },
});

export const DELIVERY_TEMPLATES_SCREENS = screens({
  // the Delivery page holds both lists (templates and areas) as tabs
  list: { path: '/delivery', roles: DELIVERY_ROLES },
  create: { path: '/delivery/template/create', roles: DELIVERY_ROLES },
  edit: { path: '/delivery/template/:templateId', roles: DELIVERY_ROLES },
});

export const DELIVERY_AREAS_SCREENS = screens({
  create: { path: '/delivery/areas/create', roles: DELIVERY_ROLES },
  edit: { path: '/delivery/areas/:areaId', roles: DELIVERY_ROLES },
});

export const ORDERS_SCREENS = screens({
  services: { path: '/orders-services', roles: ORDER_ROLES },
  directSales: { path: '/orders-direct-sales', roles: DIRECT_SALES_ROLES },
  createDaily: { path: '/daily-orders/create', roles: DAILY_ORDER_EDITORS },
  editDaily: { path: '/daily-orders/:orderId', roles: DAILY_ORDER_EDITORS },
});

export const CUSTOMERS_SCREENS = screens({
  list: { path: '/customers', roles: SERVICE_ROLES },
  create: { path: '/customers/create', roles: DAILY_ORDER_EDITORS },
  edit: { path: '/customers/:customerId', roles: SERVICE_ROLES },
});

export const SUPPLIERS_SCREENS = screens({
  list: { path: '/suppliers', roles: SUPPLIER_READERS },
  create: { path: '/suppliers/create', roles: ACTIONS['supplier.create'] },
  edit: { path: '/suppliers/:supplierId', roles: SUPPLIER_EDITORS },
});

export const PRODUCT_STOCKS_SCREENS = screens({
  list: { path: '/inventory', roles: ACTIONS['stock.read'] },
  detail: { path: '/inventory/:productId', roles: ACTIONS['stock.read'] },
});

export const PRODUCTS_SCREENS = screens({
  list: { path: '/products', roles: ALL },
  create: { path: '/products/create', roles: PRODUCT_EDITORS },
  edit: { path: '/products/:productId', roles: PRODUCT_EDITORS },
  analytics: { path: '/products/:productId/analytics', roles: PRODUCT_ANALYTICS },
});

export const CLAIMS_SCREENS = screens({
  list: { path: '/claims', roles: SERVICE_ROLES },
  create: { path: '/claims/create', roles: SERVICE_ROLES },
  edit: { path: '/claims/:claimId', roles: SERVICE_ROLES },
});

export const VOUCHERS_SCREENS = screens({
  list: { path: '/vouchers', roles: SERVICE_ROLES },
  create: { path: '/vouchers/create', roles: ACTIONS['voucher.create'] },
});

export const REFUNDS_SCREENS = screens({
  list: { path: '/refunds', roles: REFUND_ROLES },
  create: { path: '/refunds/create', roles: REFUND_ROLES },
  edit: { path: '/refunds/:refundId', roles: REFUND_ROLES },
});

export const RECIPES_SCREENS = screens({
  list: { path: '/recipes', roles: RECIPE_ROLES },
  create: { path: '/recipes/create', roles: RECIPE_ROLES },
  edit: { path: '/recipes/:recipeId', roles: RECIPE_ROLES },
});

export const LOTTERY_DRAWS_SCREENS = screens({
  list: { path: '/lottery-management', roles: LOTTERY_ROLES },
});

export const PURCHASE_ORDERS_SCREENS = screens({
  finance: { path: '/finance', roles: FINANCE_ROLES },
  detail: { path: '/finance/:id', roles: PURCHASE_ROLES },
  edit: { path: '/finance/:id/edit', roles: PURCHASE_ROLES },
  directSales: { path: '/direct-sales', roles: PURCHASE_ROLES },
  create: { path: '/purchase/create', roles: ACTIONS['purchase.write'] },
  services: { path: '/services', roles: FINANCE_ROLES },
});

export const FINANCE_ANALYTICS_SCREENS = screens({
  analytics: { path: '/analytics', roles: ANALYTICS_ROLES },
  overview: { path: '/overview', roles: FINANCE_ROLES },
});
