// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of the declarations in domain/<entity>/resource.ts: edit those, then run it. The light half of the
// declarations, for the login and the shell's download: data only, no import at run time.
import type { Screen } from './resource.ts';

const screens = <const S extends Record<string, Screen>>(s: S): S => s;

export const CLAIMS_SCREENS = screens({
  list: {
    path: '/claims',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/claims/ClaimsList',
    menu: { label: 'menu.customerService', icon: 'headset', order: 90, badge: 'refunds' },
  },
  create: {
    path: '/claims/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/claims/ClaimForm',
  },
  edit: {
    path: '/claims/:claimId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/claims/ClaimForm',
  },
});

export const CUSTOMERS_SCREENS = screens({
  list: {
    path: '/customers',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/customers/CustomersList',
    menu: { label: 'menu.customers', icon: 'person', order: 40 },
  },
  create: {
    path: '/customers/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/customers/CustomerPage',
  },
  edit: {
    path: '/customers/:customerId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/customers/CustomerPage',
  },
});

export const DELIVERY_TEMPLATES_SCREENS = screens({
  list: {
    path: '/delivery',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/DeliveryPage',
    menu: { label: 'menu.deliveryTemplates', icon: 'truck', order: 22, section: 'offers' },
    palette: { label: 'palette.deliveryAreas', icon: 'map', query: { tabState: 'areas' } },
  },
  create: {
    path: '/delivery/template/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/TemplateForm',
    palette: { label: 'palette.createTemplate', icon: 'add' },
  },
  edit: {
    path: '/delivery/template/:templateId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/TemplateForm',
  },
});

export const DELIVERY_AREAS_SCREENS = screens({
  create: {
    path: '/delivery/areas/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/AreaForm',
    palette: { label: 'palette.createArea', icon: 'add' },
  },
  edit: {
    path: '/delivery/areas/:areaId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/delivery/AreaForm',
  },
});

export const FINANCE_ANALYTICS_SCREENS = screens({
  analytics: {
    path: '/analytics',
    roles: ['super-admin', 'admin', 'product-manager', 'finance'],
    page: 'features/finance/AnalyticsPage',
    menu: { label: 'menu.analytics', icon: 'chart', order: 10 },
  },
  overview: {
    path: '/overview',
    roles: ['super-admin', 'admin', 'finance'],
    page: 'features/finance/OverviewPage',
    menu: { label: 'menu.financeOverview', icon: 'dashboard', order: 130, section: 'finance' },
  },
});

export const LOTTERY_DRAWS_SCREENS = screens({
  list: {
    path: '/lottery-management',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic'],
    page: 'features/lottery/LotteryManagementPage',
    menu: { label: 'menu.lottery', icon: 'clean', order: 120 },
  },
});

export const OFFERS_SCREENS = screens({
  list: {
    path: '/offers',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/offers/OffersList',
    menu: { label: 'menu.offerList', icon: 'list', order: 20, section: 'offers' },
  },
  create: {
    path: '/offers/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager'],
    page: 'features/offers/form/OfferForm',
    menu: { label: 'menu.createOffer', icon: 'add', order: 21, section: 'offers' },
  },
  edit: {
    path: '/offers/:offerId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager'],
    page: 'features/offers/form/OfferForm',
  },
  delivery: {
    path: '/offers/:offerId/delivery',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic'],
    page: 'features/delivery-tracking/DeliveryTrackingPage',
  },
  live: {
    path: '/offers/:offerId/orders',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/live/LivePage',
  },
});

export const ORDERS_SCREENS = screens({
  services: {
    path: '/orders-services',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/orders/ServicesOrdersList',
    menu: { label: 'menu.servicesOrders', icon: 'th-list', order: 30, section: 'orders' },
  },
  directSales: {
    path: '/orders-direct-sales',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/orders/DirectSalesOrdersList',
    menu: { label: 'menu.directSalesOrders', icon: 'th', order: 31, section: 'orders' },
  },
  createDaily: {
    path: '/daily-orders/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/orders/DailyOrderForm',
  },
  editDaily: {
    path: '/daily-orders/:orderId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/orders/DailyOrderForm',
  },
});

export const PRODUCTS_SCREENS = screens({
  list: {
    path: '/products',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'designer', 'finance'],
    page: 'features/products/ProductsList',
    menu: { label: 'menu.products', icon: 'box', order: 60 },
  },
  create: {
    path: '/products/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer', 'logistic'],
    page: 'features/products/ProductForm',
  },
  edit: {
    path: '/products/:productId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer', 'logistic'],
    page: 'features/products/ProductForm',
  },
  analytics: {
    path: '/products/:productId/analytics',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'finance'],
    page: 'features/products/ProductAnalyticsPage',
  },
});

export const PURCHASE_ORDERS_SCREENS = screens({
  finance: {
    path: '/finance',
    roles: ['super-admin', 'admin', 'finance'],
    page: 'features/finance/FinanceList',
    menu: { label: 'menu.purchaseOrders', icon: 'document', order: 80 },
  },
  detail: {
    path: '/finance/:id',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/finance/PurchaseOrderPage',
  },
  edit: {
    path: '/finance/:id/edit',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/finance/PurchaseForm',
  },
  directSales: {
    path: '/direct-sales',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/finance/DirectSalesList',
    menu: { label: 'menu.financeDirectSales', icon: 'document-share', order: 131, section: 'finance' },
  },
  create: {
    path: '/purchase/create',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/finance/PurchaseForm',
  },
  services: {
    path: '/services',
    roles: ['super-admin', 'admin', 'finance'],
    page: 'features/finance/ServicesPage',
    menu: { label: 'menu.financeServices', icon: 'briefcase', order: 132, section: 'finance' },
  },
});

export const RECIPES_SCREENS = screens({
  list: {
    path: '/recipes',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer'],
    page: 'features/recipes/RecipesList',
    menu: { label: 'menu.recipes', icon: 'book', order: 110 },
  },
  create: {
    path: '/recipes/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer'],
    page: 'features/recipes/RecipeForm',
    palette: { label: 'palette.createRecipe', icon: 'add' },
  },
  edit: {
    path: '/recipes/:recipeId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer'],
    page: 'features/recipes/RecipeForm',
  },
});

export const REFUNDS_SCREENS = screens({
  list: {
    path: '/refunds',
    roles: ['super-admin', 'admin', 'finance', 'community-manager', 'customer-hero'],
    page: 'features/refunds/RefundsList',
    menu: { label: 'menu.refund', icon: 'undo', order: 140, badge: 'refunds' },
  },
  create: {
    path: '/refunds/create',
    roles: ['super-admin', 'admin', 'finance', 'community-manager', 'customer-hero'],
    page: 'features/refunds/RefundForm',
  },
  edit: {
    path: '/refunds/:refundId',
    roles: ['super-admin', 'admin', 'finance', 'community-manager', 'customer-hero'],
    page: 'features/refunds/RefundForm',
  },
});

export const PRODUCT_STOCKS_SCREENS = screens({
  list: {
    path: '/inventory',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic', 'finance'],
    page: 'features/inventory/InventoryList',
    menu: { label: 'menu.inventory', icon: 'cube', order: 70 },
  },
  detail: {
    path: '/inventory/:productId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'logistic', 'finance'],
    page: 'features/inventory/StockPage',
  },
});

export const SUPPLIERS_SCREENS = screens({
  list: {
    path: '/suppliers',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/suppliers/SuppliersList',
    menu: { label: 'menu.suppliers', icon: 'office', order: 50 },
  },
  create: {
    path: '/suppliers/create',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/suppliers/SupplierForm',
    palette: { label: 'palette.createSupplier', icon: 'add' },
  },
  edit: {
    path: '/suppliers/:supplierId',
    roles: ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
    page: 'features/suppliers/SupplierForm',
  },
});

export const SYSTEM_SCREENS = screens({
  home: {
    path: '/',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'designer', 'finance'],
    page: 'app/Profile',
    palette: { label: 'palette.profile', icon: 'user' },
  },
});

export const USERS_SCREENS = screens({
  list: {
    path: '/users',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'designer', 'finance'],
    page: 'features/users/UsersList',
    menu: { label: 'menu.team', icon: 'people', order: 150 },
  },
  create: {
    path: '/users/create',
    roles: ['super-admin', 'admin', 'product-manager'],
    page: 'features/users/UserForm',
    palette: { label: 'palette.createUser', icon: 'new-person' },
  },
  edit: {
    path: '/users/:userId',
    roles: ['super-admin', 'admin', 'product-manager'],
    page: 'features/users/UserForm',
  },
});

export const VOUCHERS_SCREENS = screens({
  list: {
    path: '/vouchers',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'logistic', 'finance'],
    page: 'features/vouchers/VouchersList',
    menu: { label: 'menu.vouchers', icon: 'tag', order: 100 },
  },
  create: {
    path: '/vouchers/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'customer-hero', 'finance'],
    page: 'features/vouchers/VoucherForm',
  },
});
