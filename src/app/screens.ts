import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Screen } from '../../domain/resource.ts';
import { CLAIMS } from '../../domain/resources/claims.ts';
import { CUSTOMERS } from '../../domain/resources/customers.ts';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from '../../domain/resources/delivery.ts';
import { FINANCE_ANALYTICS, PURCHASE_ORDERS } from '../../domain/resources/finance.ts';
import { LOTTERY_DRAWS } from '../../domain/resources/lottery.ts';
import { OFFERS } from '../../domain/resources/offers.ts';
import { ORDERS } from '../../domain/resources/orders.ts';
import { PRODUCTS } from '../../domain/resources/products.ts';
import { RECIPES } from '../../domain/resources/recipes.ts';
import { REFUNDS } from '../../domain/resources/refunds.ts';
import { PRODUCT_STOCKS } from '../../domain/resources/stock.ts';
import { SUPPLIERS } from '../../domain/resources/suppliers.ts';
import { SYSTEM } from '../../domain/resources/system.ts';
import { USERS } from '../../domain/resources/users.ts';
import { VOUCHERS } from '../../domain/resources/vouchers.ts';

/**
 * The screens that exist so far, each loaded on demand (route-level code splitting keeps the login
 * and shell small). The router mounts a route of domain/routes.ts only when it has a screen here,
 * and the menu and the command palette list only those: later issues add lines, nothing else.
 */
type Loader = () => Promise<{ default: ComponentType }>;

const LOADERS: readonly [Screen, Loader][] = [
  [SYSTEM.screens.home, () => import('./Profile.tsx')],
  [USERS.screens.list, () => import('../features/users/UsersList.tsx')],
  [USERS.screens.create, () => import('../features/users/UserForm.tsx')],
  [USERS.screens.edit, () => import('../features/users/UserForm.tsx')],
  [SUPPLIERS.screens.list, () => import('../features/suppliers/SuppliersList.tsx')],
  [SUPPLIERS.screens.create, () => import('../features/suppliers/SupplierForm.tsx')],
  [SUPPLIERS.screens.edit, () => import('../features/suppliers/SupplierForm.tsx')],
  [OFFERS.screens.list, () => import('../features/offers/OffersList.tsx')],
  [OFFERS.screens.live, () => import('../features/live/LivePage.tsx')],
  [OFFERS.screens.delivery, () => import('../features/delivery-tracking/DeliveryTrackingPage.tsx')],
  [OFFERS.screens.create, () => import('../features/offers/form/OfferForm.tsx')],
  [OFFERS.screens.edit, () => import('../features/offers/form/OfferForm.tsx')],
  [DELIVERY_TEMPLATES.screens.list, () => import('../features/delivery/DeliveryPage.tsx')],
  [DELIVERY_TEMPLATES.screens.create, () => import('../features/delivery/TemplateForm.tsx')],
  [DELIVERY_TEMPLATES.screens.edit, () => import('../features/delivery/TemplateForm.tsx')],
  [DELIVERY_AREAS.screens.create, () => import('../features/delivery/AreaForm.tsx')],
  [DELIVERY_AREAS.screens.edit, () => import('../features/delivery/AreaForm.tsx')],
  [RECIPES.screens.list, () => import('../features/recipes/RecipesList.tsx')],
  [RECIPES.screens.create, () => import('../features/recipes/RecipeForm.tsx')],
  [RECIPES.screens.edit, () => import('../features/recipes/RecipeForm.tsx')],
  [CUSTOMERS.screens.list, () => import('../features/customers/CustomersList.tsx')],
  [CUSTOMERS.screens.create, () => import('../features/customers/CustomerPage.tsx')],
  [CUSTOMERS.screens.edit, () => import('../features/customers/CustomerPage.tsx')],
  [PRODUCT_STOCKS.screens.list, () => import('../features/inventory/InventoryList.tsx')],
  [PRODUCT_STOCKS.screens.detail, () => import('../features/inventory/StockPage.tsx')],
  [PRODUCTS.screens.list, () => import('../features/products/ProductsList.tsx')],
  [PRODUCTS.screens.create, () => import('../features/products/ProductForm.tsx')],
  [PRODUCTS.screens.edit, () => import('../features/products/ProductForm.tsx')],
  [PRODUCTS.screens.analytics, () => import('../features/products/ProductAnalytics.tsx')],
  [ORDERS.screens.services, () => import('../features/orders/ServicesOrdersList.tsx')],
  [ORDERS.screens.directSales, () => import('../features/orders/DirectSalesOrdersList.tsx')],
  [ORDERS.screens.createDaily, () => import('../features/orders/DailyOrderForm.tsx')],
  [ORDERS.screens.editDaily, () => import('../features/orders/DailyOrderForm.tsx')],
  [REFUNDS.screens.list, () => import('../features/refunds/RefundsList.tsx')],
  [CLAIMS.screens.list, () => import('../features/claims/ClaimsList.tsx')],
  [VOUCHERS.screens.list, () => import('../features/vouchers/VouchersList.tsx')],
  [LOTTERY_DRAWS.screens.list, () => import('../features/lottery/LotteryManagement.tsx')],
  [VOUCHERS.screens.create, () => import('../features/vouchers/VoucherForm.tsx')],
  [CLAIMS.screens.create, () => import('../features/claims/ClaimForm.tsx')],
  [CLAIMS.screens.edit, () => import('../features/claims/ClaimForm.tsx')],
  [REFUNDS.screens.create, () => import('../features/refunds/RefundForm.tsx')],
  [REFUNDS.screens.edit, () => import('../features/refunds/RefundForm.tsx')],
  [PURCHASE_ORDERS.screens.finance, () => import('../features/finance/FinanceList.tsx')],
  [PURCHASE_ORDERS.screens.directSales, () => import('../features/finance/DirectSalesList.tsx')],
  [PURCHASE_ORDERS.screens.create, () => import('../features/finance/PurchaseForm.tsx')],
  [PURCHASE_ORDERS.screens.edit, () => import('../features/finance/PurchaseForm.tsx')],
  [PURCHASE_ORDERS.screens.detail, () => import('../features/finance/PurchaseOrderPage.tsx')],
  [PURCHASE_ORDERS.screens.services, () => import('../features/finance/ServicesPage.tsx')],
  [FINANCE_ANALYTICS.screens.analytics, () => import('../features/finance/AnalyticsPage.tsx')],
  [FINANCE_ANALYTICS.screens.overview, () => import('../features/finance/OverviewPage.tsx')],
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
