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

export const SYSTEM_SCREENS = screens({
  home: { path: '/', roles: ALL, page: 'app/Profile', palette: { label: 'palette.profile', icon: 'user' } },
});

export const USERS_SCREENS = screens({
  list: {
    path: '/users',
    roles: ACTIONS['user.list'],
    page: 'features/users/UsersList',
    menu: { label: 'menu.team', icon: 'people', order: 150 },
  },
  create: {
    path: '/users/create',
    roles: TEAM_EDITORS,
    page: 'features/users/UserForm',
    palette: { label: 'palette.createUser', icon: 'new-person' },
  },
  edit: { path: '/users/:userId', roles: TEAM_EDITORS, page: 'features/users/UserForm' },
});

export const OFFERS_SCREENS = screens({
  list: {
    path: '/offers',
    roles: OFFER_LIST_ROLES,
    page: 'features/offers/OffersList',
    menu: { label: 'menu.offerList', icon: 'list', order: 20, section: 'offers' },
  },
  create: {
    path: '/offers/create',
    roles: OFFER_EDITORS,
    page: 'features/offers/form/OfferForm',
    menu: { label: 'menu.createOffer', icon: 'add', order: 21, section: 'offers' },
  },
  edit: { path: '/offers/:offerId', roles: OFFER_EDITORS, page: 'features/offers/form/OfferForm' },
  delivery: {
    path: '/offers/:offerId/delivery',
    roles: LIVE_ROLES,
    page: 'features/delivery-tracking/DeliveryTrackingPage',
  },
  live: { path: '/offers/:offerId/orders', roles: LIVE_PAGE_ROLES, page: 'features/live/LivePage' },
});

export const DELIVERY_TEMPLATES_SCREENS = screens({
  // the Delivery page holds both lists (templates and areas) as tabs
  list: {
    path: '/delivery',
    roles: DELIVERY_ROLES,
    page: 'features/delivery/DeliveryPage',
    menu: { label: 'menu.deliveryTemplates', icon: 'truck', order: 22, section: 'offers' },
    palette: { label: 'palette.deliveryAreas', icon: 'map', query: { tabState: 'areas' } },
  },
  create: {
    path: '/delivery/template/create',
    roles: DELIVERY_ROLES,
    page: 'features/delivery/TemplateForm',
    palette: { label: 'palette.createTemplate', icon: 'add' },
  },
  edit: {
    path: '/delivery/template/:templateId',
    roles: DELIVERY_ROLES,
    page: 'features/delivery/TemplateForm',
  },
});

export const DELIVERY_AREAS_SCREENS = screens({
  create: {
    path: '/delivery/areas/create',
    roles: DELIVERY_ROLES,
    page: 'features/delivery/AreaForm',
    palette: { label: 'palette.createArea', icon: 'add' },
  },
  edit: { path: '/delivery/areas/:areaId', roles: DELIVERY_ROLES, page: 'features/delivery/AreaForm' },
});

export const ORDERS_SCREENS = screens({
  services: {
    path: '/orders-services',
    roles: ORDER_ROLES,
    page: 'features/orders/ServicesOrdersList',
    menu: { label: 'menu.servicesOrders', icon: 'th-list', order: 30, section: 'orders' },
  },
  directSales: {
    path: '/orders-direct-sales',
    roles: DIRECT_SALES_ROLES,
    page: 'features/orders/DirectSalesOrdersList',
    menu: { label: 'menu.directSalesOrders', icon: 'th', order: 31, section: 'orders' },
  },
  createDaily: {
    path: '/daily-orders/create',
    roles: DAILY_ORDER_EDITORS,
    page: 'features/orders/DailyOrderForm',
  },
  editDaily: {
    path: '/daily-orders/:orderId',
    roles: DAILY_ORDER_EDITORS,
    page: 'features/orders/DailyOrderForm',
  },
});

export const CUSTOMERS_SCREENS = screens({
  list: {
    path: '/customers',
    roles: SERVICE_ROLES,
    page: 'features/customers/CustomersList',
    menu: { label: 'menu.customers', icon: 'person', order: 40 },
  },
  create: { path: '/customers/create', roles: DAILY_ORDER_EDITORS, page: 'features/customers/CustomerPage' },
  edit: { path: '/customers/:customerId', roles: SERVICE_ROLES, page: 'features/customers/CustomerPage' },
});

export const SUPPLIERS_SCREENS = screens({
  list: {
    path: '/suppliers',
    roles: SUPPLIER_READERS,
    page: 'features/suppliers/SuppliersList',
    menu: { label: 'menu.suppliers', icon: 'office', order: 50 },
  },
  create: {
    path: '/suppliers/create',
    roles: ACTIONS['supplier.create'],
    page: 'features/suppliers/SupplierForm',
    palette: { label: 'palette.createSupplier', icon: 'add' },
  },
  edit: { path: '/suppliers/:supplierId', roles: SUPPLIER_EDITORS, page: 'features/suppliers/SupplierForm' },
});

export const PRODUCT_STOCKS_SCREENS = screens({
  list: {
    path: '/inventory',
    roles: ACTIONS['stock.read'],
    page: 'features/inventory/InventoryList',
    menu: { label: 'menu.inventory', icon: 'cube', order: 70 },
  },
  detail: {
    path: '/inventory/:productId',
    roles: ACTIONS['stock.read'],
    page: 'features/inventory/StockPage',
  },
});

export const PRODUCTS_SCREENS = screens({
  list: {
    path: '/products',
    roles: ALL,
    page: 'features/products/ProductsList',
    menu: { label: 'menu.products', icon: 'box', order: 60 },
  },
  create: { path: '/products/create', roles: PRODUCT_EDITORS, page: 'features/products/ProductForm' },
  edit: { path: '/products/:productId', roles: PRODUCT_EDITORS, page: 'features/products/ProductForm' },
  analytics: {
    path: '/products/:productId/analytics',
    roles: PRODUCT_ANALYTICS,
    page: 'features/products/ProductAnalyticsPage',
  },
});

export const CLAIMS_SCREENS = screens({
  list: {
    path: '/claims',
    roles: SERVICE_ROLES,
    page: 'features/claims/ClaimsList',
    menu: { label: 'menu.customerService', icon: 'headset', order: 90, badge: 'refunds' },
  },
  create: { path: '/claims/create', roles: SERVICE_ROLES, page: 'features/claims/ClaimForm' },
  edit: { path: '/claims/:claimId', roles: SERVICE_ROLES, page: 'features/claims/ClaimForm' },
});

export const VOUCHERS_SCREENS = screens({
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
});

export const REFUNDS_SCREENS = screens({
  list: {
    path: '/refunds',
    roles: REFUND_ROLES,
    page: 'features/refunds/RefundsList',
    menu: { label: 'menu.refund', icon: 'undo', order: 140, badge: 'refunds' },
  },
  create: { path: '/refunds/create', roles: REFUND_ROLES, page: 'features/refunds/RefundForm' },
  edit: { path: '/refunds/:refundId', roles: REFUND_ROLES, page: 'features/refunds/RefundForm' },
});

export const RECIPES_SCREENS = screens({
  list: {
    path: '/recipes',
    roles: RECIPE_ROLES,
    page: 'features/recipes/RecipesList',
    menu: { label: 'menu.recipes', icon: 'book', order: 110 },
  },
  create: {
    path: '/recipes/create',
    roles: RECIPE_ROLES,
    page: 'features/recipes/RecipeForm',
    palette: { label: 'palette.createRecipe', icon: 'add' },
  },
  edit: { path: '/recipes/:recipeId', roles: RECIPE_ROLES, page: 'features/recipes/RecipeForm' },
});

export const LOTTERY_DRAWS_SCREENS = screens({
  list: {
    path: '/lottery-management',
    roles: LOTTERY_ROLES,
    page: 'features/lottery/LotteryManagementPage',
    menu: { label: 'menu.lottery', icon: 'clean', order: 120 },
  },
});

export const PURCHASE_ORDERS_SCREENS = screens({
  finance: {
    path: '/finance',
    roles: FINANCE_ROLES,
    page: 'features/finance/FinanceList',
    menu: { label: 'menu.purchaseOrders', icon: 'document', order: 80 },
  },
  detail: { path: '/finance/:id', roles: PURCHASE_ROLES, page: 'features/finance/PurchaseOrderPage' },
  edit: { path: '/finance/:id/edit', roles: PURCHASE_ROLES, page: 'features/finance/PurchaseForm' },
  directSales: {
    path: '/direct-sales',
    roles: PURCHASE_ROLES,
    page: 'features/finance/DirectSalesList',
    menu: { label: 'menu.financeDirectSales', icon: 'document-share', order: 131, section: 'finance' },
  },
  create: {
    path: '/purchase/create',
    roles: ACTIONS['purchase.write'],
    page: 'features/finance/PurchaseForm',
  },
  services: {
    path: '/services',
    roles: FINANCE_ROLES,
    page: 'features/finance/ServicesPage',
    menu: { label: 'menu.financeServices', icon: 'briefcase', order: 132, section: 'finance' },
  },
});

export const FINANCE_ANALYTICS_SCREENS = screens({
  analytics: {
    path: '/analytics',
    roles: ANALYTICS_ROLES,
    page: 'features/finance/AnalyticsPage',
    menu: { label: 'menu.analytics', icon: 'chart', order: 10 },
  },
  overview: {
    path: '/overview',
    roles: FINANCE_ROLES,
    page: 'features/finance/OverviewPage',
    menu: { label: 'menu.financeOverview', icon: 'dashboard', order: 130, section: 'finance' },
  },
});
