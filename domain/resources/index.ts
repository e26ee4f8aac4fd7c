import type { ResourceDef } from '../resource.ts';
import { CLAIMS } from './claims.ts';
import { CUSTOMERS } from './customers.ts';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from './delivery.ts';
import { FILES, PROFILE } from './files.ts';
import { FINANCE_ANALYTICS, OFFER_SERVICES, PURCHASE_ORDERS } from './finance.ts';
import { HISTORY } from './history.ts';
import { LOTTERY_DRAWS } from './lottery.ts';
import { OFFER_DOCUMENTS } from './offer-documents.ts';
import { OFFERS } from './offers.ts';
import { ORDERS } from './orders.ts';
import { PRODUCTS } from './products.ts';
import { RECIPE_PRODUCTS, RECIPE_TAGS, RECIPES } from './recipes.ts';
import { REFUNDS } from './refunds.ts';
import { PRODUCT_STOCKS, STOCK_MOVEMENTS } from './stock.ts';
import { SUPPLIERS } from './suppliers.ts';
import { API_REFERENCE, AUTH, SYSTEM } from './system.ts';
import { USERS } from './users.ts';
import { VIEWS } from './views.ts';
import { VOUCHERS } from './vouchers.ts';

/** Every declaration; the permission table and the start-up checks walk this list. */
export const RESOURCES: readonly ResourceDef[] = [
  SYSTEM,
  AUTH,
  USERS,
  DELIVERY_TEMPLATES,
  DELIVERY_AREAS,
  OFFERS,
  OFFER_DOCUMENTS,
  ORDERS,
  CUSTOMERS,
  VOUCHERS,
  REFUNDS,
  CLAIMS,
  SUPPLIERS,
  PRODUCTS,
  LOTTERY_DRAWS,
  PRODUCT_STOCKS,
  STOCK_MOVEMENTS,
  HISTORY,
  VIEWS,
  FILES,
  PROFILE,
  RECIPES,
  RECIPE_TAGS,
  RECIPE_PRODUCTS,
  API_REFERENCE,
  PURCHASE_ORDERS,
  OFFER_SERVICES,
  FINANCE_ANALYTICS,
];
