import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Screen } from '../../domain/resource.ts';
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
} from '../../domain/screens.ts';

/**
 * The screens that exist so far, each loaded on demand (route-level code splitting keeps the login
 * and shell small). The router mounts a route of domain/routes.ts only when it has a screen here,
 * and the menu and the command palette list only those: later issues add lines, nothing else.
 */
type Loader = () => Promise<{ default: ComponentType }>;

const LOADERS: readonly [Screen, Loader][] = [
  [SYSTEM_SCREENS.home, () => import('./Profile.tsx')],
  [USERS_SCREENS.list, () => import('../features/users/UsersList.tsx')],
  [USERS_SCREENS.create, () => import('../features/users/UserForm.tsx')],
  [USERS_SCREENS.edit, () => import('../features/users/UserForm.tsx')],
  [SUPPLIERS_SCREENS.list, () => import('../features/suppliers/SuppliersList.tsx')],
  [SUPPLIERS_SCREENS.create, () => import('../features/suppliers/SupplierForm.tsx')],
  [SUPPLIERS_SCREENS.edit, () => import('../features/suppliers/SupplierForm.tsx')],
  [OFFERS_SCREENS.list, () => import('../features/offers/OffersList.tsx')],
  [OFFERS_SCREENS.live, () => import('../features/live/LivePage.tsx')],
  [OFFERS_SCREENS.delivery, () => import('../features/delivery-tracking/DeliveryTrackingPage.tsx')],
  [OFFERS_SCREENS.create, () => import('../features/offers/form/OfferForm.tsx')],
  [OFFERS_SCREENS.edit, () => import('../features/offers/form/OfferForm.tsx')],
  [DELIVERY_TEMPLATES_SCREENS.list, () => import('../features/delivery/DeliveryPage.tsx')],
  [DELIVERY_TEMPLATES_SCREENS.create, () => import('../features/delivery/TemplateForm.tsx')],
  [DELIVERY_TEMPLATES_SCREENS.edit, () => import('../features/delivery/TemplateForm.tsx')],
  [DELIVERY_AREAS_SCREENS.create, () => import('../features/delivery/AreaForm.tsx')],
  [DELIVERY_AREAS_SCREENS.edit, () => import('../features/delivery/AreaForm.tsx')],
  [RECIPES_SCREENS.list, () => import('../features/recipes/RecipesList.tsx')],
  [RECIPES_SCREENS.create, () => import('../features/recipes/RecipeForm.tsx')],
  [RECIPES_SCREENS.edit, () => import('../features/recipes/RecipeForm.tsx')],
  [CUSTOMERS_SCREENS.list, () => import('../features/customers/CustomersList.tsx')],
  [CUSTOMERS_SCREENS.create, () => import('../features/customers/CustomerPage.tsx')],
  [CUSTOMERS_SCREENS.edit, () => import('../features/customers/CustomerPage.tsx')],
  [PRODUCT_STOCKS_SCREENS.list, () => import('../features/inventory/InventoryList.tsx')],
  [PRODUCT_STOCKS_SCREENS.detail, () => import('../features/inventory/StockPage.tsx')],
  [PRODUCTS_SCREENS.list, () => import('../features/products/ProductsList.tsx')],
  [PRODUCTS_SCREENS.create, () => import('../features/products/ProductForm.tsx')],
  [PRODUCTS_SCREENS.edit, () => import('../features/products/ProductForm.tsx')],
  [PRODUCTS_SCREENS.analytics, () => import('../features/products/ProductAnalytics.tsx')],
  [ORDERS_SCREENS.services, () => import('../features/orders/ServicesOrdersList.tsx')],
  [ORDERS_SCREENS.directSales, () => import('../features/orders/DirectSalesOrdersList.tsx')],
  [ORDERS_SCREENS.createDaily, () => import('../features/orders/DailyOrderForm.tsx')],
  [ORDERS_SCREENS.editDaily, () => import('../features/orders/DailyOrderForm.tsx')],
  [REFUNDS_SCREENS.list, () => import('../features/refunds/RefundsList.tsx')],
  [CLAIMS_SCREENS.list, () => import('../features/claims/ClaimsList.tsx')],
  [VOUCHERS_SCREENS.list, () => import('../features/vouchers/VouchersList.tsx')],
  [LOTTERY_DRAWS_SCREENS.list, () => import('../features/lottery/LotteryManagement.tsx')],
  [VOUCHERS_SCREENS.create, () => import('../features/vouchers/VoucherForm.tsx')],
  [CLAIMS_SCREENS.create, () => import('../features/claims/ClaimForm.tsx')],
  [CLAIMS_SCREENS.edit, () => import('../features/claims/ClaimForm.tsx')],
  [REFUNDS_SCREENS.create, () => import('../features/refunds/RefundForm.tsx')],
  [REFUNDS_SCREENS.edit, () => import('../features/refunds/RefundForm.tsx')],
  [PURCHASE_ORDERS_SCREENS.finance, () => import('../features/finance/FinanceList.tsx')],
  [PURCHASE_ORDERS_SCREENS.directSales, () => import('../features/finance/DirectSalesList.tsx')],
  [PURCHASE_ORDERS_SCREENS.create, () => import('../features/finance/PurchaseForm.tsx')],
  [PURCHASE_ORDERS_SCREENS.edit, () => import('../features/finance/PurchaseForm.tsx')],
  [PURCHASE_ORDERS_SCREENS.detail, () => import('../features/finance/PurchaseOrderPage.tsx')],
  [PURCHASE_ORDERS_SCREENS.services, () => import('../features/finance/ServicesPage.tsx')],
  [FINANCE_ANALYTICS_SCREENS.analytics, () => import('../features/finance/AnalyticsPage.tsx')],
  [FINANCE_ANALYTICS_SCREENS.overview, () => import('../features/finance/OverviewPage.tsx')],
];
const BY_PATH = new Map<string, Loader>(LOADERS.map(([screen, load]) => [screen.path, load]));

const cache = new Map<Loader, LazyExoticComponent<ComponentType>>();

/** The lazy component of a route pattern; the same loader gives the same component (no remount). */
export function screenFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const load = BY_PATH.get(path);
  if (!load) return undefined;
  let c = cache.get(load);
  if (!c) {
    c = lazy(load);
    cache.set(load, c);
  }
  return c;
}

export function hasScreen(path: string): boolean {
  return BY_PATH.has(path);
}

/** Fetches a screen's chunk ahead of time (menu hover, palette highlight) so opening it is instant. */
export function prefetchScreen(path: string): void {
  void BY_PATH.get(path)?.().catch(() => undefined);
}
